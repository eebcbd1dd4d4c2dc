import Foundation
import ReuseLabLanguage
import XCTest

/// Views in snapshots are named after the learner's variables, and keep those names through undo,
/// redo and a crash's rollback, which rebuild the world by replaying the entries.
final class ViewNamingTests: XCTestCase {
    private var session: Session!

    override func setUp() {
        session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
    }

    private func submit(_ source: String) -> EntryOutcome {
        session.submit(source, displayName: "<repl>")
    }

    private var names: [String] { session.snapshot().views.map(\.name) }

    func testAViewTakesTheFirstVariableDeclaredThatHoldsIt() {
        XCTAssertEqual(submit("let tableView = UITableView()").status, .ran)
        XCTAssertEqual(submit("let alias = tableView").status, .ran)
        XCTAssertEqual(names, ["tableView"])
    }

    func testAViewHeldOnlyByAPropertyIsNamedByItsPath() {
        XCTAssertEqual(
            submit(
                """
                final class Screen { let table = UITableView() }
                let screen = Screen()
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                """
            ).status, .ran)
        XCTAssertEqual(names, ["screen.table", "grid"])
    }

    func testAControllersViewIsNamedAsTheLearnerReachesIt() {
        XCTAssertEqual(
            submit(
                """
                final class List: UITableViewController {}
                let vc = List(style: .plain)
                vc.loadViewIfNeeded()
                let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
                grid.loadViewIfNeeded()
                """
            ).status, .ran)
        XCTAssertEqual(names.sorted(), ["grid.collectionView", "vc.tableView"])
    }

    func testAViewNoVariableHoldsKeepsItsAddress() {
        _ = submit("var tableView: UITableView? = UITableView()\nlet kept = [tableView!]")
        _ = submit("tableView = nil")
        XCTAssertEqual(names.count, 1)
        XCTAssertTrue(names[0].hasPrefix("UITableView 0x"), names[0])
    }

    func testUndoRedoAndACrashKeepTheNames() {
        _ = submit("let tableView = UITableView()")
        _ = submit("let other = UITableView()")
        XCTAssertEqual(submit("fatalError(\"boom\")").status, .crashed)
        XCTAssertEqual(names, ["tableView", "other"], "after the rollback")
        session.undo()
        XCTAssertEqual(names, ["tableView"])
        session.redo()
        XCTAssertEqual(names, ["tableView", "other"])
    }

    func testMakingAViewChangesTheWorld() {
        XCTAssertFalse(submit("let n = 1").changedWorld)
        XCTAssertTrue(submit("let tableView = UITableView()").changedWorld, "a new view, with no event of its own")
        XCTAssertFalse(submit("let m = 2").changedWorld)
    }
}
