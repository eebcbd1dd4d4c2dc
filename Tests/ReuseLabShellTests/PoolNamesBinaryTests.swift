import Foundation
import XCTest

/// The pool diagram in the real binary names views by the learner's variables, draws a view as soon
/// as it is made, and keeps the names through undo, redo and a crash.
final class PoolNamesBinaryTests: XCTestCase {
    func testViewsAreNamedByTheirVariablesAndANewViewIsDrawn() throws {
        let result = try BuiltBinary.run(
            ["--echo", "--ascii"],
            input: """
                :pool on
                final class MyCell: UITableViewCell {}
                let tableView = UITableView()
                tableView.register(MyCell.self, forCellReuseIdentifier: "Cell")
                fatalError("boom")
                :undo
                :redo
                :pool

                """, environment: ["LANG": "C.UTF-8"])
        XCTAssertEqual(result.status, 3, result.errors)
        XCTAssertFalse(result.output.contains("UITableView 0x"), result.output)
        let made = """
            > let tableView = UITableView()
            +- + tableView: UITableView --------------------- created 0, reused 0 -+
            |              nothing registered, no cells yet                        |
            +----------------------------------------------------------------------+
            """
        XCTAssertTrue(result.output.contains(made), result.output)
        let named = """
            > :pool
            +- tableView: UITableView ----------------------- created 0, reused 0 -+
            | registered   Cell -> class MyCell                                    |
            """
        XCTAssertTrue(result.output.contains(named), result.output)
    }
}
