import XCTest

@testable import ReuseLabSimulator

final class SnapshotAndEventTests: XCTestCase {
    func testSnapshotShowsRegistrationsVisibleCellsQueuesAndCounters() throws {
        let (simulation, _) = makeSimulation()
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 132), style: .plain)
        simulation.name(tableView, as: "tableView")
        tableView.register(.class(FakeClass("CounterCell")), forCellReuseIdentifier: "Counter")
        tableView.register(.nib(Nib(name: "NibCell", bundle: simulation.bundle, simulation: simulation)), forCellReuseIdentifier: "NibCell")
        tableView.register(.class(FakeClass("Header")), forHeaderFooterViewReuseIdentifier: "Header")
        let dataSource = RowsDataSource(rows: 10, identifier: "Counter")
        tableView.dataSource = dataSource
        try tableView.layoutIfNeeded()
        tableView.contentOffset = Point(x: 0, y: 88)
        try tableView.layoutIfNeeded()
        // Rows 2…4 visible: rows 0 and 1 left, their cells came back for rows 3 and 4.
        let afterScroll = try XCTUnwrap(simulation.snapshot().views.first)
        XCTAssertEqual(afterScroll.name, "tableView")
        XCTAssertEqual(afterScroll.className, "UITableView")
        XCTAssertEqual(
            afterScroll.registrations,
            [
                RegistrationSnapshot(role: "cell", identifier: "Counter", source: "class CounterCell"),
                RegistrationSnapshot(role: "cell", identifier: "NibCell", source: "nib \"NibCell\""),
                RegistrationSnapshot(role: "header/footer", identifier: "Header", source: "class Header"),
            ])
        XCTAssertEqual(
            afterScroll.visible,
            [
                VisibleCellSnapshot(indexPath: "[0, 2]", cell: "CounterCell#3"),
                VisibleCellSnapshot(indexPath: "[0, 3]", cell: "CounterCell#1"),
                VisibleCellSnapshot(indexPath: "[0, 4]", cell: "CounterCell#2"),
            ])
        XCTAssertEqual(afterScroll.queues, [QueueSnapshot(identifier: "Counter", cells: [])])
        XCTAssertEqual([afterScroll.cellsCreated, afterScroll.cellsReused], [3, 2])

        try tableView.reloadData()
        let afterReload = try XCTUnwrap(simulation.snapshot().views.first)
        XCTAssertEqual(afterReload.visible, [])
        XCTAssertEqual(
            afterReload.queues, [QueueSnapshot(identifier: "Counter", cells: ["CounterCell#3", "CounterCell#1", "CounterCell#2"])])
    }

    func testUnnamedViewsAndDeadViews() throws {
        let (simulation, _) = makeSimulation()
        var tableView: TableView? = simulation.makeTableView(frame: .zero, style: .plain)
        let collectionView = simulation.makeCollectionView(frame: .zero, layout: FlowLayout())
        let address = tableView?.address ?? ""
        XCTAssertEqual(simulation.snapshot().views.map(\.name), ["UITableView \(address)", "UICollectionView \(collectionView.address)"])
        simulation.name(collectionView, as: "grid")
        tableView = nil
        XCTAssertEqual(simulation.snapshot().views.map(\.name), ["grid"], "the simulation does not keep views alive")
        XCTAssertEqual(simulation.snapshot().views.first?.className, "UICollectionView")
    }

    func testEventsDescribeWhatHappened() throws {
        let (simulation, _) = makeSimulation()
        var heard: [String] = []
        simulation.onEvent = { heard.append($0.description) }
        let tableView = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 44), style: .plain)
        simulation.name(tableView, as: "tableView")
        tableView.register(.class(FakeClass("MyCell")), forCellReuseIdentifier: "Cell")
        let dataSource = RowsDataSource(rows: 2)
        tableView.dataSource = dataSource
        try tableView.layoutIfNeeded()
        tableView.contentOffset = Point(x: 0, y: 44)
        try tableView.layoutIfNeeded()
        tableView.register(nil, forCellReuseIdentifier: "Cell")
        tableView.register(nil, forCellReuseIdentifier: "Cell")
        XCTAssertEqual(
            heard,
            [
                "registered class MyCell for \"Cell\" in tableView",
                "asked the data source of tableView: 1 section, 2 rows",
                "created MyCell#1 for \"Cell\" at [0, 0] in tableView",
                "dequeued MyCell#1 (new) for \"Cell\" at [0, 0] in tableView",
                "displayed MyCell#1 at [0, 0] in tableView",
                "laid out tableView: 1 visible [0, 0]",
                "scrolled tableView to {0, 44}",
                "enqueued MyCell#1 (left [0, 0]) into \"Cell\" queue in tableView",
                "prepareForReuse MyCell#1 in tableView",
                "dequeued MyCell#1 (reused) for \"Cell\" at [0, 1] in tableView",
                "displayed MyCell#1 at [0, 1] in tableView",
                "laid out tableView: 1 visible [0, 1]",
                "unregistered \"Cell\" in tableView",
            ])
        XCTAssertEqual(simulation.events.map(\.description), heard)
        XCTAssertEqual(
            simulation.events[3],
            .dequeued(
                view: "tableView", cell: "MyCell#1", role: "cell", identifier: "Cell",
                indexPath: IndexPath(row: 0, section: 0), reused: false))
        simulation.clearEvents()
        XCTAssertEqual(simulation.events, [])
    }

    func testEventLogIsBounded() throws {
        let (simulation, _) = makeSimulation()
        simulation.eventLimit = 10
        let tableView = simulation.makeTableView(frame: .zero, style: .plain)
        for index in 0..<50 { tableView.contentOffset = Point(x: 0, y: Double(index + 1)) }
        XCTAssertEqual(simulation.events.count, 10)
        XCTAssertEqual(simulation.events.last, .scrolled(view: "UITableView \(tableView.address)", contentOffset: Point(x: 0, y: 50)))
    }
}
