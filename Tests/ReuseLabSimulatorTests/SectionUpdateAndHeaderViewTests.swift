import XCTest

@testable import ReuseLabSimulator

/// Section header and footer views of a table (asked for, queued, pinned, in the snapshot's geometry), and
/// sections in batch updates (renumbering and UIKit's exceptions).
final class SectionUpdateAndHeaderViewTests: XCTestCase {
    private var keptAlive: [AnyObject] = []

    private func makeTable(sections: Int, rows: Int, style: TableStyle = .grouped) throws -> TableView {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 300), style: style)
        tableView.register(.class(FakeClass("Cell")), forCellReuseIdentifier: "Cell")
        tableView.register(.class(FakeClass("Header")), forHeaderFooterViewReuseIdentifier: "Header")
        let dataSource = RowsDataSource(sections: sections, rows: rows)
        keptAlive.append(dataSource)
        tableView.dataSource = dataSource
        var providers = HeaderFooterViewProviders()
        providers.header = { [unowned tableView] _ in try tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") }
        tableView.headerFooterViewProviders = providers
        try tableView.layoutIfNeeded()
        return tableView
    }

    func testHeadersAreAskedForOnScreenAndQueuedWhenTheyLeave() throws {
        // Header 28 (no height set) + 3 rows of 44 = 160 a section: sections 0 and 1 start on a 300-point screen.
        let tableView = try makeTable(sections: 10, rows: 3)
        let first = tableView.headerFooterView(forSection: 0, footer: false)
        XCTAssertNotNil(first)
        XCTAssertNotNil(tableView.headerFooterView(forSection: 1, footer: false))
        XCTAssertNil(tableView.headerFooterView(forSection: 2, footer: false))
        tableView.contentOffset = Point(x: 0, y: 480)
        try tableView.layoutIfNeeded()
        XCTAssertNil(tableView.headerFooterView(forSection: 0, footer: false))
        XCTAssertTrue(tableView.headerFooterView(forSection: 3, footer: false) === first)
        let geometry = try XCTUnwrap(tableView.snapshot().geometry)
        XCTAssertEqual(geometry.supplementaries.map(\.kind), ["header", "header"])
        XCTAssertEqual(geometry.supplementaries.first?.indexPath, "[3, 0]")
        XCTAssertEqual(geometry.supplementaries.first?.frame, Rect(x: 0, y: 480, width: 320, height: 28))
    }

    func testAPlainTablePinsTheTopSectionsHeader() throws {
        let tableView = try makeTable(sections: 3, rows: 10, style: .plain)
        let header = tableView.headerFooterView(forSection: 0, footer: false)
        tableView.contentOffset = Point(x: 0, y: 200)
        try tableView.layoutIfNeeded()
        XCTAssertTrue(tableView.headerFooterView(forSection: 0, footer: false) === header)
        let frame = tableView.snapshot().geometry?.supplementaries.first { $0.indexPath == "[0, 0]" }?.frame
        XCTAssertEqual(frame?.minY, 200)
    }

    func testSectionsAreRenumberedAroundInsertionsDeletionsAndMoves() {
        var update = BatchUpdate()
        update.insertedSections = [0]
        update.deletedSections = [1]
        update.movedSections = [(from: 3, to: 1)]
        let sections = update.sectionRenumbering(before: 4, after: 4)
        XCTAssertEqual(sections?.newSection(of: 0), 2)
        XCTAssertNil(sections?.newSection(of: 1))
        XCTAssertEqual(sections?.newSection(of: 2), 3)
        XCTAssertEqual(sections?.newSection(of: 3), 1)
        XCTAssertNil(sections?.oldSection(of: 0))
        XCTAssertEqual(update.newIndexPath(of: IndexPath(row: 1, section: 2), sections: sections), IndexPath(row: 1, section: 3))
    }

    func testSectionProblemsGiveUIKitsReasons() {
        var update = BatchUpdate()
        update.deletedSections = [2]
        XCTAssertEqual(
            update.inconsistency(before: [1, 1], after: [1], unit: "items", viewKind: "collection view"),
            "attempt to delete section 2, but there are only 2 sections before the update")
        update = BatchUpdate()
        update.insertedSections = [0]
        XCTAssertEqual(
            update.inconsistency(before: [1, 1], after: [0, 1, 1, 1], unit: "rows", viewKind: "table view"),
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (4) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
        )
        XCTAssertNil(update.inconsistency(before: [1, 1], after: [0, 1, 1], unit: "rows", viewKind: "table view"))
        update = BatchUpdate()
        update.inserted = [IndexPath(row: 4, section: 0)]
        XCTAssertEqual(
            update.inconsistency(before: [3], after: [4], unit: "rows", viewKind: "table view"),
            "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update")
    }
}
