import XCTest

@testable import ReuseLabSimulator

/// Every UIKit reason asserted as the whole string.
final class ExceptionTextTests: XCTestCase {
    func testTableUnregisteredIdentifier() {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        tableView.register(.class(FakeClass("MyTableViewCell")), forCellReuseIdentifier: "MyTableViewCell")
        assertThrowsUIKit(
            .internalInconsistency(
                "unable to dequeue a cell with identifier MyTabelViewCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        ) {
            try tableView.dequeueReusableCell(withIdentifier: "MyTabelViewCell", for: IndexPath(row: 0, section: 0))
        }
    }

    func testCollectionUnregisteredCell() {
        let (simulation, _) = makeSimulation()
        let collectionView = simulation.makeCollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: FlowLayout())
        assertThrowsUIKit(
            .internalInconsistency(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier MyCollectionViewCellIdentifier - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        ) {
            try collectionView.dequeueReusableCell(
                withReuseIdentifier: "MyCollectionViewCellIdentifier",
                for: IndexPath(item: 0, section: 0))
        }
    }

    func testCollectionUnregisteredSupplementaryNamesItsKind() {
        let (simulation, _) = makeSimulation()
        let collectionView = simulation.makeCollectionView(frame: .zero, layout: FlowLayout())
        collectionView.register(
            .class(FakeClass("Header")), forSupplementaryViewOfKind: "UICollectionElementKindSectionHeader",
            withReuseIdentifier: "Header")
        assertThrowsUIKit(
            .internalInconsistency(
                "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier header - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        ) {
            try collectionView.dequeueReusableSupplementaryView(
                ofKind: "UICollectionElementKindSectionHeader",
                withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        }
    }

    func testTableDataSourceReturningNil() {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let dataSource = RowsDataSource(rows: 5)
        dataSource.provider = { _, _ in nil }
        tableView.dataSource = dataSource
        simulation.describeObject = { _ in "<main.NilDataSource: 0x600000c0beef>" }
        assertThrowsUIKit(
            .internalInconsistency(
                "UITableView (<UITableView: \(tableView.address); frame = (0 0; 320 440); clipsToBounds = YES; contentOffset: {0, 0}; contentSize: {320, 220}; adjustedContentInset: {0, 0, 0, 0}; dataSource: <main.NilDataSource: 0x600000c0beef>>) failed to obtain a cell from its dataSource (<main.NilDataSource: 0x600000c0beef>)"
            )
        ) {
            try tableView.layoutIfNeeded()
        }
    }

    func testDataSourceFallbackDescription() {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 44), style: .plain)
        let dataSource = RowsDataSource(rows: 1)
        dataSource.provider = { _, _ in nil }
        tableView.dataSource = dataSource
        do {
            try tableView.layoutIfNeeded()
            XCTFail("expected an exception")
        } catch let exception as UIKitException {
            XCTAssertTrue(exception.reason.hasPrefix("UITableView (<UITableView: \(tableView.address); frame = (0 0; 320 44);"))
            XCTAssertTrue(
                exception.reason.hasSuffix(") failed to obtain a cell from its dataSource (<RowsDataSource: 0x600000c00020>)"),
                exception.reason)
        } catch {
            XCTFail("\(error)")
        }
    }

    func testCollectionCellNotDequeued() {
        let (simulation, _) = makeSimulation()
        let collectionView = simulation.makeCollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: FlowLayout())
        let dataSource = ItemsDataSource(items: 1)
        dataSource.provider = { _, _ in FakeView(className: "UICollectionViewCell", number: 99, role: nil) }
        collectionView.dataSource = dataSource
        assertThrowsUIKit(
            .internalInconsistency(
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
            )
        ) {
            try collectionView.layoutIfNeeded()
        }
    }

    func testCollectionCellNil() {
        let (simulation, _) = makeSimulation()
        let collectionView = simulation.makeCollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: FlowLayout())
        let dataSource = ItemsDataSource(items: 1)
        dataSource.provider = { _, _ in nil }
        collectionView.dataSource = dataSource
        assertThrowsUIKit(
            .internalInconsistency(
                "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path <NSIndexPath: 0x600000c00020> {length = 2, path = 0 - 0}"
            )
        ) {
            try collectionView.layoutIfNeeded()
        }
    }

    func testScrollToRowOutOfBounds() throws {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 60, height: 112), style: .plain)
        tableView.register(.class(FakeClass("MyCell")), forCellReuseIdentifier: "Cell")
        let dataSource = RowsDataSource(rows: 72)
        tableView.dataSource = dataSource
        simulation.describeObject = { _ in "<main.Picker: 0x600000c0beef>" }
        let description =
            "<UITableView: \(tableView.address); frame = (0 0; 60 112); clipsToBounds = YES; contentOffset: {0, 0}; contentSize: {60, 3168}; adjustedContentInset: {0, 0, 0, 0}; dataSource: <main.Picker: 0x600000c0beef>>"
        assertThrowsUIKit(
            .range(
                "Attempted to scroll the table view to an out-of-bounds row (72) when there are only 72 rows in section 0. Table view: \(description)"
            )
        ) {
            try tableView.scrollToRow(at: IndexPath(row: 72, section: 0), at: .top, animated: false)
        }
        assertThrowsUIKit(
            .range(
                "Attempted to scroll the table view to an out-of-bounds section (18) when there are only 1 sections. Table view: \(description)"
            )
        ) {
            try tableView.scrollToRow(at: IndexPath(row: 0, section: 18), at: .top, animated: false)
        }
        assertThrowsUIKit(.internalInconsistency("Requested the number of rows for section (3) which is out of bounds.")) {
            try tableView.numberOfRows(inSection: 3)
        }
    }

    func testExceptionsAreRecordedOnce() {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        _ = try? tableView.dequeueReusableCell(withIdentifier: "X", for: IndexPath(row: 0, section: 0))
        let exceptions = simulation.events.filter { if case .exception = $0 { return true } else { return false } }
        XCTAssertEqual(exceptions.count, 1)
        XCTAssertEqual(
            exceptions.first?.description,
            "exception NSInternalInconsistencyException: unable to dequeue a cell with identifier X - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    func testDequeuingTwiceForTheRequestedIndexPath() throws {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 44), style: .plain)
        tableView.register(.class(FakeClass("MyCell")), forCellReuseIdentifier: "cell")
        let dataSource = RowsDataSource(rows: 1)
        dataSource.provider = { tableView, indexPath in
            _ = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            _ = try tableView.dequeueReusableCell(withIdentifier: "cell")  // without an index path: allowed
            return try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        tableView.dataSource = dataSource
        assertThrowsUIKit(
            .internalInconsistency(
                "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: cell, index path: <NSIndexPath: 0x600000c00020> {length = 2, path = 0 - 0}"
            )
        ) {
            try tableView.layoutIfNeeded()
        }
        // Outside a request nothing is checked: scripts dequeue the same index path at top level.
        _ = try tableView.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
        _ = try tableView.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
    }
}
