import XCTest

@testable import ReuseLabSimulator

final class RegistrationTests: XCTestCase {
    func testClassRegistrationCreatesWithRegisteredIdentifier() throws {
        let (simulation, host) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(.class(FakeClass("MyTableViewCell")), forCellReuseIdentifier: "MyTableViewCell")
        let cell = try tableView.dequeueReusableCell(withIdentifier: "MyTableViewCell", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell.simClassName, "MyTableViewCell")
        XCTAssertEqual(cell.simReuseIdentifier, "MyTableViewCell")
        XCTAssertEqual(host.calls, ["init MyTableViewCell tableCell MyTableViewCell"])
        XCTAssertEqual(tableView.cellsCreated, 1)
        XCTAssertEqual(tableView.cellsReused, 0)
    }

    func testSecondRegistrationReplacesTheFirst() throws {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(.class(FakeClass("OldCell")), forCellReuseIdentifier: "Cell")
        tableView.register(.class(FakeClass("NewCell")), forCellReuseIdentifier: "Cell")
        let cell = try tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell.simClassName, "NewCell")
        XCTAssertEqual(
            simulation.snapshot().views.first?.registrations,
            [RegistrationSnapshot(role: "cell", identifier: "Cell", source: "class NewCell")])
    }

    func testNilUnregisters() {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(.class(FakeClass("GoneCell")), forCellReuseIdentifier: "Gone")
        tableView.register(nil, forCellReuseIdentifier: "Gone")
        assertThrowsUIKit(
            .internalInconsistency(
                "unable to dequeue a cell with identifier Gone - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        ) {
            try tableView.dequeueReusableCell(withIdentifier: "Gone", for: IndexPath(row: 0, section: 0))
        }
        XCTAssertEqual(simulation.snapshot().views.first?.registrations, [])
    }

    func testIdentifiersAreCaseSensitive() throws {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(.class(FakeClass("MyCell")), forCellReuseIdentifier: "Cell")
        XCTAssertNil(try tableView.dequeueReusableCell(withIdentifier: "cell"))
        XCTAssertNotNil(try tableView.dequeueReusableCell(withIdentifier: "Cell"))
    }

    func testRolesHaveSeparateTables() throws {
        let (simulation, host) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(.class(FakeClass("SectionHeaderView")), forHeaderFooterViewReuseIdentifier: "Same")
        XCTAssertNil(try tableView.dequeueReusableCell(withIdentifier: "Same"))
        let header = try tableView.dequeueReusableHeaderFooterView(withIdentifier: "Same")
        XCTAssertEqual(header?.simClassName, "SectionHeaderView")
        XCTAssertEqual(header?.simReuseIdentifier, "Same")
        XCTAssertEqual(host.calls, ["init SectionHeaderView tableHeaderFooter Same"])
        XCTAssertEqual(tableView.cellsCreated, 0, "header/footer views are not cells")
    }

    func testUnregisteredOptionalDequeuesReturnNil() throws {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        XCTAssertNil(try tableView.dequeueReusableCell(withIdentifier: "Nothing"))
        XCTAssertNil(try tableView.dequeueReusableHeaderFooterView(withIdentifier: "Nothing"))
    }

    func testReuseIsFIFOAndPrepareForReuseOnlyOnReuse() throws {
        let (simulation, host) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.register(.class(FakeClass("MyCell")), forCellReuseIdentifier: "Cell")
        let dataSource = RowsDataSource(rows: 3)
        tableView.dataSource = dataSource
        try tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.visibleCells.map(label), ["MyCell#1", "MyCell#2", "MyCell#3"])
        XCTAssertFalse(host.calls.contains { $0.hasPrefix("prepareForReuse") }, "never on a fresh cell")

        try tableView.reloadData()
        XCTAssertEqual(tableView.queuedCells(withIdentifier: "Cell").map(label), ["MyCell#1", "MyCell#2", "MyCell#3"])
        let first = try tableView.dequeueReusableCell(withIdentifier: "Cell")
        let second = try tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 9, section: 0))
        XCTAssertEqual([label(first), label(second)], ["MyCell#1", "MyCell#2"], "oldest first")
        XCTAssertEqual(
            host.calls.filter { $0.hasPrefix("prepareForReuse") },
            ["prepareForReuse MyCell#1", "prepareForReuse MyCell#2"])
        XCTAssertEqual(tableView.cellsReused, 2)
        XCTAssertEqual(tableView.cellsCreated, 3)
    }

    func testReusedCellKeepsItsState() throws {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 44), style: .plain)
        tableView.register(.class(FakeClass("StarCell")), forCellReuseIdentifier: "Cell")
        let dataSource = RowsDataSource(rows: 2)
        tableView.dataSource = dataSource
        try tableView.layoutIfNeeded()
        (tableView.visibleCells.first as? FakeView)?.text = "starred"
        dataSource.provider = { tableView, indexPath in
            try tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)  // does not reset text
        }
        tableView.contentOffset = Point(x: 0, y: 44)
        try tableView.layoutIfNeeded()
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? FakeView
        XCTAssertEqual(cell?.simInstanceNumber, 1, "row 0's cell came back for row 1")
        XCTAssertEqual(cell?.text, "starred", "stale state survives reuse")
        XCTAssertEqual(cell?.prepareForReuseCount, 1)
    }

    func testLearnerErrorsPassThroughUnchanged() throws {
        let (simulation, host) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(.class(FakeClass("BrokenCell")), forCellReuseIdentifier: "Cell")
        host.failingInitializer = "BrokenCell"
        XCTAssertThrowsError(try tableView.dequeueReusableCell(withIdentifier: "Cell")) { error in
            XCTAssertEqual(error as? LearnerCrash, LearnerCrash(message: "init of BrokenCell"))
        }
        XCTAssertEqual(tableView.cellsCreated, 0)
    }

    func testFailedPrepareForReuseLeavesTheCellQueued() throws {
        let (simulation, host) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 44), style: .plain)
        tableView.register(.class(FakeClass("MyCell")), forCellReuseIdentifier: "Cell")
        let dataSource = RowsDataSource(rows: 1)
        tableView.dataSource = dataSource
        try tableView.layoutIfNeeded()
        try tableView.reloadData()
        host.failingPrepareForReuse = true
        XCTAssertThrowsError(try tableView.dequeueReusableCell(withIdentifier: "Cell"))
        XCTAssertEqual(tableView.queuedCells(withIdentifier: "Cell").map(label), ["MyCell#1"])
        XCTAssertEqual(tableView.cellsReused, 0)
    }

    func testCollectionRegistrationsAndSupplementaryKinds() throws {
        let (simulation, host) = makeSimulation()
        let collectionView = simulation.makeCollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: FlowLayout())
        collectionView.register(.class(FakeClass("TitleCell")), forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            .class(FakeClass("HeaderView")),
            forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
        let header = try collectionView.dequeueReusableSupplementaryView(
            ofKind: "UICollectionElementKindSectionHeader", withReuseIdentifier: "Header", for: IndexPath(item: 0, section: 0))
        XCTAssertEqual([cell.simReuseIdentifier, header.simReuseIdentifier], ["Cell", "Header"])
        XCTAssertEqual(
            host.calls,
            [
                "init TitleCell collectionCell Cell",
                "init HeaderView collectionSupplementary(kind: \"UICollectionElementKindSectionHeader\") Header",
            ])
        XCTAssertEqual(
            simulation.snapshot().views.first?.registrations,
            [
                RegistrationSnapshot(role: "cell", identifier: "Cell", source: "class TitleCell"),
                RegistrationSnapshot(role: "UICollectionElementKindSectionHeader", identifier: "Header", source: "class HeaderView"),
            ])
    }
}
