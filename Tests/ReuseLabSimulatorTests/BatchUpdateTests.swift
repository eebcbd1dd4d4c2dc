import XCTest

@testable import ReuseLabSimulator

final class BatchUpdateTests: XCTestCase {
    private var keptAlive: [AnyObject] = []

    private func makeTable(rows: Int) throws -> (TableView, RowsDataSource) {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 132), style: .plain)
        tableView.register(.class(FakeClass("Cell")), forCellReuseIdentifier: "Cell")
        let dataSource = RowsDataSource(rows: rows)
        keptAlive.append(dataSource)
        tableView.dataSource = dataSource
        try tableView.layoutIfNeeded()
        return (tableView, dataSource)
    }

    func testRowsBelowAnInsertionMoveDownAndBelowADeletionMoveUp() {
        var update = BatchUpdate()
        update.inserted = [IndexPath(row: 0, section: 0)]
        update.deleted = [IndexPath(row: 2, section: 0)]
        XCTAssertEqual(update.newIndexPath(of: IndexPath(row: 0, section: 0)), IndexPath(row: 1, section: 0))
        XCTAssertEqual(update.newIndexPath(of: IndexPath(row: 1, section: 0)), IndexPath(row: 2, section: 0))
        XCTAssertNil(update.newIndexPath(of: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(update.newIndexPath(of: IndexPath(row: 3, section: 0)), IndexPath(row: 3, section: 0))
        XCTAssertEqual(update.newIndexPath(of: IndexPath(row: 0, section: 1)), IndexPath(row: 0, section: 1))
    }

    func testInconsistentCountsGiveUIKitsReason() {
        var update = BatchUpdate()
        update.inserted = [IndexPath(row: 0, section: 1)]
        XCTAssertNil(update.inconsistency(before: [2, 3], after: [2, 4], unit: "rows", viewKind: "table view"))
        XCTAssertEqual(
            update.inconsistency(before: [2, 3], after: [2, 5], unit: "rows", viewKind: "table view"),
            "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
        XCTAssertEqual(
            update.inconsistency(before: [2], after: [2, 1], unit: "items", viewKind: "collection view"),
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        )
    }

    func testAnInsertionAsksOnlyForTheNewRowAndKeepsTheOtherCells() throws {
        let (tableView, dataSource) = try makeTable(rows: 3)
        let before = tableView.visibleCells
        dataSource.rows = 4
        var update = BatchUpdate()
        update.inserted = [IndexPath(row: 1, section: 0)]
        try tableView.performBatchUpdates(update)
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === before[0])
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === before[1])
        XCTAssertNil(tableView.cellForRow(at: IndexPath(row: 3, section: 0)))  // moved below the bounds
        XCTAssertEqual(tableView.cellsCreated, 3)  // row 2's old cell went to the queue and came back for row 1
    }

    func testReconfiguredRowGetsItsOwnCellBack() throws {
        let (tableView, _) = try makeTable(rows: 3)
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        try tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        XCTAssertEqual(tableView.cellsReused, 0)
    }
}
