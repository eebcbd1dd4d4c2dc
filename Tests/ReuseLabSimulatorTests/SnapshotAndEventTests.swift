import XCTest

@testable import ReuseLabSimulator

final class SnapshotAndEventTests: XCTestCase {
    func testSnapshotShowsRegistrationsVisibleCellsQueuesAndCounters() throws {
        let (world, _) = makeWorld()
        let tableView = world.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 132), style: .plain)
        world.name(tableView, as: "tableView")
        tableView.register(.class(FakeClass("CounterCell")), forCellReuseIdentifier: "Counter")
        tableView.register(.nib(Nib(name: "NibCell", bundle: world.bundle, world: world)), forCellReuseIdentifier: "NibCell")
        tableView.register(.class(FakeClass("Header")), forHeaderFooterViewReuseIdentifier: "Header")
        let dataSource = RowsDataSource(rows: 10, identifier: "Counter")
        tableView.dataSource = dataSource
        try tableView.layoutIfNeeded()
        tableView.contentOffset = Point(x: 0, y: 88)
        try tableView.layoutIfNeeded()
        // Rows 2…4 visible: rows 0 and 1 left, their cells came back for rows 3 and 4.
        let afterScroll = try XCTUnwrap(world.snapshot().views.first)
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
        let afterReload = try XCTUnwrap(world.snapshot().views.first)
        XCTAssertEqual(afterReload.visible, [])
        XCTAssertEqual(
            afterReload.queues, [QueueSnapshot(identifier: "Counter", cells: ["CounterCell#3", "CounterCell#1", "CounterCell#2"])])
    }

    func testUnnamedViewsAndDeadViews() throws {
        let (world, _) = makeWorld()
        var tableView: TableView? = world.makeTableView(frame: .zero, style: .plain)
        let collectionView = world.makeCollectionView(frame: .zero, layout: FlowLayout())
        let address = tableView?.address ?? ""
        XCTAssertEqual(world.snapshot().views.map(\.name), ["UITableView \(address)", "UICollectionView \(collectionView.address)"])
        world.name(collectionView, as: "grid")
        tableView = nil
        XCTAssertEqual(world.snapshot().views.map(\.name), ["grid"], "the world does not keep views alive")
        XCTAssertEqual(world.snapshot().views.first?.className, "UICollectionView")
    }

    func testEventsDescribeWhatHappened() throws {
        let (world, _) = makeWorld()
        var heard: [String] = []
        world.onEvent = { heard.append($0.description) }
        let tableView = world.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 44), style: .plain)
        world.name(tableView, as: "tableView")
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
        XCTAssertEqual(world.events.map(\.description), heard)
        XCTAssertEqual(
            world.events[2],
            .dequeued(
                view: "tableView", cell: "MyCell#1", role: "cell", identifier: "Cell",
                indexPath: IndexPath(row: 0, section: 0), reused: false))
        world.clearEvents()
        XCTAssertEqual(world.events, [])
    }

    func testEventLogIsBounded() throws {
        let (world, _) = makeWorld()
        world.eventLimit = 10
        let tableView = world.makeTableView(frame: .zero, style: .plain)
        for index in 0..<50 { tableView.contentOffset = Point(x: 0, y: Double(index + 1)) }
        XCTAssertEqual(world.events.count, 10)
        XCTAssertEqual(world.events.last, .scrolled(view: "UITableView \(tableView.address)", contentOffset: Point(x: 0, y: 50)))
    }
}
