import Foundation
import XCTest

@testable import ReuseLabLanguage

/// A crash, `:undo` and `:redo` rebuild the world by replaying the accepted entries from the syntax trees
/// they were accepted with (no second parse or operator folding), and calls reuse the frames of calls that
/// ended: neither may change what a session computes.
final class ReplayTests: XCTestCase {
    private func session() -> Session {
        Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
    }

    func testACrashKeepsTheLearnersOperatorsAndTheirPrecedence() {
        let s = session()
        XCTAssertEqual(
            s.submit(
                "infix operator <+>: AdditionPrecedence\nfunc <+>(a: Int, b: Int) -> Int { a * 10 + b }",
                displayName: "<repl-1>"
            ).status, .ran)
        XCTAssertEqual(s.submit("var v = 1 <+> 2 * 3", displayName: "<repl-2>").status, .ran)
        XCTAssertEqual(s.submit("v = 0\nfatalError(\"boom\")", displayName: "<repl-3>").status, .crashed)
        XCTAssertEqual(s.submit("print(v, 2 <+> 3)", displayName: "<repl-4>").output, "16 23\n")
    }

    func testUndoAndRedoReplayTheSameEntries() {
        let s = session()
        _ = s.submit("var a = 1", displayName: "<repl-1>")
        _ = s.submit("a += 1", displayName: "<repl-2>")
        XCTAssertTrue(s.undo())
        XCTAssertEqual(s.submit("print(a)", displayName: "<repl-3>").output, "1\n")
        XCTAssertTrue(s.undo())  // the print
        XCTAssertTrue(s.redo())
        XCTAssertEqual(s.submit("print(a)", displayName: "<repl-4>").output, "1\n")
        XCTAssertTrue(s.redo() == false)
    }

    func testAClosureKeepsTheFrameOfTheCallThatMadeItAcrossACrash() {
        let s = session()
        _ = s.submit(
            "func make() -> () -> Int { var c = 0; return { c += 1; return c } }\nlet f = make()\nlet g = make()", displayName: "<repl-1>")
        XCTAssertEqual(s.submit("print(f(), f(), g())", displayName: "<repl-2>").output, "1 2 1\n")
        XCTAssertEqual(s.submit("_ = f()\nfatalError(\"boom\")", displayName: "<repl-3>").status, .crashed)
        XCTAssertEqual(s.submit("print(f(), g())", displayName: "<repl-4>").output, "3 2\n")
    }

    func testRecursionUsesFreshLocalsInEveryCall() {
        let s = session()
        let o = s.submit(
            """
            func depthSum(_ n: Int) -> Int {
                let here = n
                if n == 0 { return 0 }
                let below = depthSum(n - 1)
                return here + below
            }
            print(depthSum(100))
            """, displayName: "<repl-1>")
        XCTAssertEqual(o.output, "5050\n")
    }
}
