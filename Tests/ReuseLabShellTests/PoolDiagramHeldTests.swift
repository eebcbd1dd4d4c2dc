import ReuseLabShell
import ReuseLabSimulator
import XCTest

/// Cells the program dequeued outside layout and still holds get their own row; the width follows the terminal.
final class PoolDiagramHeldTests: XCTestCase {
    private func view(held: [String]) -> ViewSnapshot {
        var view = ViewSnapshot(
            name: "tableView", className: "UITableView",
            registrations: [RegistrationSnapshot(role: "cell", identifier: "Cell", source: "class MyCell")],
            visible: [], queues: [], cellsCreated: 2, cellsReused: 0)
        view.held = held
        return view
    }

    func testHeldCellsHaveARowMarkedAsTheyComeAndGo() {
        let diagram = PoolDiagram(unicode: false, width: 90)
        let none = PoolSnapshot(views: [view(held: [])])
        let one = PoolSnapshot(views: [view(held: ["MyCell#1"])])
        let two = PoolSnapshot(views: [view(held: ["MyCell#1", "MyCell#2"])])
        XCTAssertFalse(diagram.render(none).contains("held"))
        XCTAssertTrue(diagram.render(one, previous: none).contains("| held       + MyCell#1  (dequeued by your code, not on screen)"))
        XCTAssertTrue(diagram.render(two, previous: one).contains("| held       * MyCell#1 +MyCell#2  (dequeued by your code"))
        XCTAssertTrue(diagram.render(none, previous: one).contains("| held       - (released)"))
        XCTAssertFalse(diagram.render(none, previous: none).contains("held"))
    }

    func testWidthFollowsTheTerminalWithinBounds() {
        XCTAssertEqual(PoolDiagram.width(forColumns: nil), PoolDiagram.defaultWidth)
        XCTAssertEqual(PoolDiagram.width(forColumns: 140), 139)
        XCTAssertEqual(PoolDiagram.width(forColumns: 30), PoolDiagram.minimumWidth)
        XCTAssertEqual(PoolDiagram.width(forColumns: 400), PoolDiagram.maximumWidth)
    }
}
