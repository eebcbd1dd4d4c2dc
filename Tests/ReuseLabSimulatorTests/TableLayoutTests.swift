import XCTest

@testable import ReuseLabSimulator

final class TableLayoutTests: XCTestCase {
    /// Data sources are weak in views, as in UIKit: the test keeps them alive.
    private var keptAlive: [AnyObject] = []

    private func makeTable(rows: Int, sections: Int = 1) -> (Simulation, TableView, RowsDataSource) {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.rowHeight = 44
        tableView.register(.class(FakeClass("CounterCell")), forCellReuseIdentifier: "Cell")
        let dataSource = RowsDataSource(sections: sections, rows: rows)
        keptAlive.append(dataSource)
        tableView.dataSource = dataSource
        return (simulation, tableView, dataSource)
    }

    func testScrollingOneRowAtATimeRecyclesCells() throws {
        let (_, tableView, _) = makeTable(rows: 100)
        try tableView.reloadData()
        try tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.visibleCells.count, 10)
        XCTAssertEqual(tableView.cellsCreated, 10)
        XCTAssertEqual(tableView.cellsReused, 0)
        XCTAssertEqual(tableView.contentSize, Size(width: 320, height: 4400))

        for step in 1...90 {
            tableView.contentOffset = Point(x: 0, y: Double(step * 44))
            try tableView.layoutIfNeeded()
        }
        XCTAssertEqual(tableView.indexPathsForVisibleRows.first?.row, 90)
        XCTAssertEqual(tableView.indexPathsForVisibleRows.map(\.row), Array(90...99))
        XCTAssertLessThanOrEqual(tableView.cellsCreated, 12)
        XCTAssertEqual(tableView.cellsCreated, 10)
        XCTAssertEqual(tableView.cellsCreated + tableView.cellsReused, 100)
        XCTAssertEqual((tableView.cellForRow(at: IndexPath(row: 95, section: 0)) as? FakeView)?.text, "Row 95")
        XCTAssertNil(tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
    }

    func testPartlyVisibleRowsCount() throws {
        let (_, tableView, dataSource) = makeTable(rows: 100)
        tableView.contentOffset = Point(x: 0, y: 22)
        try tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.indexPathsForVisibleRows.map(\.row), Array(0...10), "half rows at both edges")
        XCTAssertEqual(dataSource.cellRequests.map(\.row), Array(0...10), "asked in index-path order")
    }

    func testMillionRowsInBigJumpsUseNoPerRowMemoryAndStayFast() throws {
        let (_, tableView, dataSource) = makeTable(rows: 1_000_000)
        let start = Date()
        try tableView.layoutIfNeeded()
        var offset = 0.0
        var jumps = 0
        while offset < 44_000_000 {
            offset += 44 * 12_345
            tableView.contentOffset = Point(x: 0, y: offset)
            try tableView.layoutIfNeeded()
            jumps += 1
        }
        try tableView.scrollToRow(at: IndexPath(row: 999_999, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 44_000_000 - 440)
        XCTAssertEqual(tableView.indexPathsForVisibleRows.map(\.row), Array(999_990...999_999))
        XCTAssertEqual(tableView.cellsCreated, 10)
        XCTAssertEqual(try tableView.numberOfRows(inSection: 0), 1_000_000)
        XCTAssertLessThan(dataSource.cellRequests.count, 10 * (jumps + 3))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testSectionsStackAndHeadersTakeSpace() throws {
        let (_, tableView, _) = makeTable(rows: 3, sections: 4)
        tableView.sectionHeaderHeight = 40
        try tableView.layoutIfNeeded()
        // Each section: 40 + 3 × 44 = 172; 440 shows sections 0, 1 and the rows of 2 starting at 384 and 428.
        XCTAssertEqual(
            tableView.indexPathsForVisibleRows.map(\.description),
            ["[0, 0]", "[0, 1]", "[0, 2]", "[1, 0]", "[1, 1]", "[1, 2]", "[2, 0]", "[2, 1]"])
        XCTAssertEqual(try tableView.numberOfSections(), 4)
        XCTAssertEqual(tableView.contentSize.height, 688)
    }

    func testScrollPositions() throws {
        let (_, tableView, _) = makeTable(rows: 100)
        try tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
        XCTAssertEqual(tableView.contentOffset.y, 2200)
        XCTAssertEqual(tableView.indexPathsForVisibleRows.first?.row, 50)
        try tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 2200 + 22 - 220)
        try tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .none, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 2002, "already visible: no move")
        try tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 0, "clamped to the top of the content")
        try tableView.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        XCTAssertEqual(tableView.contentOffset.y, 3960, "clamped to the end of the content")
    }

    func testNoDataSourceMeansNoRows() throws {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 440), style: .grouped)
        try tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.visibleCells.count, 0)
        XCTAssertEqual(try tableView.numberOfSections(), 0)
    }

    func testZeroFrameShowsNothing() throws {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        let dataSource = RowsDataSource(rows: 10)
        tableView.dataSource = dataSource
        try tableView.layoutIfNeeded()
        XCTAssertEqual(dataSource.cellRequests, [])
    }

    func testReloadDataAsksCountsAgain() throws {
        let (_, tableView, dataSource) = makeTable(rows: 3)
        try tableView.layoutIfNeeded()
        dataSource.rows = 1
        try tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.visibleCells.count, 3, "counts are cached until reloadData")
        try tableView.reloadData()
        XCTAssertEqual(tableView.visibleCells.count, 0)
        try tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.indexPathsForVisibleRows, [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(tableView.cellsReused, 1)
    }

    func testAbsurdInputsDoNotTrap() throws {
        let (_, tableView, dataSource) = makeTable(rows: Int.max, sections: 2)
        try tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.visibleCells.count, 10)
        for y in [1e300, -1e300, .infinity, -.infinity, .nan, 44 * Double(1 << 40) - 10, Double(Int.max)] {
            tableView.contentOffset = Point(x: 0, y: y)
            try tableView.layoutIfNeeded()
            XCTAssertLessThanOrEqual(tableView.visibleCells.count, 11)
        }
        try tableView.scrollToRow(at: IndexPath(row: (1 << 40) - 1, section: 1), at: .bottom, animated: false)
        XCTAssertEqual(tableView.indexPathsForVisibleRows.last, IndexPath(row: (1 << 40) - 1, section: 1))

        dataSource.rows = -5
        dataSource.sections = Int.min
        try tableView.reloadData()
        try tableView.layoutIfNeeded()
        XCTAssertEqual(try tableView.numberOfSections(), 0)

        dataSource.rows = 100
        dataSource.sections = 1
        try tableView.reloadData()
        for height in [0.0, -1, .nan, .infinity] {
            tableView.rowHeight = height
            tableView.contentOffset = .zero
            try tableView.layoutIfNeeded()
            XCTAssertEqual(tableView.visibleCells.count, 10, "row height \(height) lays out as 44")
        }
    }

    func testProgramMadeCellsAreNotQueued() throws {
        let (_, tableView, dataSource) = makeTable(rows: 20)
        var made = 100
        dataSource.provider = { _, _ in
            made += 1
            return FakeView(className: "UITableViewCell", number: made, role: nil)
        }
        try tableView.layoutIfNeeded()
        tableView.contentOffset = Point(x: 0, y: 440)
        try tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.queuedCells(withIdentifier: "Cell").count, 0)
        XCTAssertEqual(tableView.visibleCells.count, 10)
    }
}
