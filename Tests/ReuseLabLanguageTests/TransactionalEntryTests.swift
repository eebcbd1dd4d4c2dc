import Foundation
import XCTest

@testable import ReuseLabLanguage

/// An entry that fails to compile leaves no trace: none of its declarations become visible.
final class TransactionalEntryTests: XCTestCase {
    private func session() -> Session { Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())) }

    func testExtensionMethodOfAFailedEntryIsNotVisibleLater() {
        let s = session()
        XCTAssertEqual(s.submit("final class Cell {}", displayName: "<repl-1>").status, .ran)
        let failed = s.submit(
            """
            extension Cell { func greet() { print("hello from a failed entry") } }
            let broken: Int = "not a number"
            """, displayName: "<repl-2>")
        XCTAssertEqual(failed.status, .compileError)
        let later = s.submit("Cell().greet()", displayName: "<repl-3>")
        XCTAssertEqual(later.status, .compileError)
        XCTAssertTrue(later.diagnostics.contains("value of type 'Cell' has no member 'greet'"), later.diagnostics)
        XCTAssertEqual(later.output, "")
    }

    func testExtensionOfAPreludeTypeAndConformanceAreRolledBack() {
        let s = session()
        let failed = s.submit(
            """
            protocol Named { var name: String { get } }
            extension UITableViewCell { var badge: String { "b" } }
            extension UILabel: Named { var name: String { "label" } }
            undefinedName()
            """, displayName: "<repl-1>")
        XCTAssertEqual(failed.status, .compileError)
        let later = s.submit("print(UITableViewCell(style: .default, reuseIdentifier: nil).badge)", displayName: "<repl-2>")
        XCTAssertTrue(later.diagnostics.contains("value of type 'UITableViewCell' has no member 'badge'"), later.diagnostics)
        let protocolGone = s.submit("let n: Named? = nil", displayName: "<repl-3>")
        XCTAssertTrue(protocolGone.diagnostics.contains("cannot find type 'Named' in scope"), protocolGone.diagnostics)
    }

    func testTypealiasAndObservedGlobalOfAFailedEntryAreRolledBack() {
        let s = session()
        XCTAssertEqual(s.submit("typealias Score = Int\nvar total = 0", displayName: "<repl-1>").status, .ran)
        let failed = s.submit(
            "typealias Score = String\nvar total2 = 1 { didSet { print(\"x\") } }\nlet x: Int = \"no\"", displayName: "<repl-2>")
        XCTAssertEqual(failed.status, .compileError)
        let later = s.submit("let s: Score = 3\nprint(s)", displayName: "<repl-3>")
        XCTAssertEqual(later.status, .ran, later.diagnostics)
        XCTAssertEqual(later.output, "3\n")
        XCTAssertEqual(s.submit("total2 = 5", displayName: "<repl-4>").status, .compileError)
    }

    func testTheSameEntryRunsOnceFixed() {
        let s = session()
        XCTAssertEqual(
            s.submit("extension Int { var twice: Int { self * 2 } }\nlet y: String = 1", displayName: "<repl-1>").status, .compileError)
        let fixed = s.submit("extension Int { var twice: Int { self * 2 } }\nprint(3.twice)", displayName: "<repl-2>")
        XCTAssertEqual(fixed.status, .ran, fixed.diagnostics)
        XCTAssertEqual(fixed.output, "6\n")
    }
}
