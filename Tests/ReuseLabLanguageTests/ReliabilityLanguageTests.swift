import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Issue 19 at the language's level: deep worlds freed on the large stack, worlds that do not leak,
/// linear checking of long chains, Ctrl-C while checking, `#sourceLocation`, escapes in diagnostics.
final class ReliabilityLanguageTests: XCTestCase {
    private func session() -> Session {
        Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), limits: RunLimits(eventHistory: 0))
    }

    /// Dropping a session that holds a 30,000-link list frees it recursively: on the main thread's 8 MB
    /// stack that was a segfault at exit. (XCTest runs on the main thread: a crash here ends the run.)
    func testADeepObjectGraphIsFreedWhenTheSessionGoes() {
        var s: Session? = session()
        let o = s!.submit(
            """
            final class Node { var next: Node?; init(next: Node?) { self.next = next } }
            var head: Node? = nil
            for _ in 0..<30_000 { head = Node(next: head) }
            print("built")
            """, displayName: "List.swift")
        XCTAssertEqual(o.output, "built\n")
        s = nil
        XCTAssertNil(s)
    }

    /// Declarations refer to one another in cycles; a world rebuilt by :reset must still be freed.
    func testResetDoesNotKeepTheOldWorldAlive() {
        let s = session()
        _ = s.submit("final class Cell {}\nlet c = Cell()", displayName: "<repl-1>")
        weak var oldWorld: TypeWorld?
        oldWorld = s.worldForTesting
        s.reset()
        _ = s.submit("print(1)", displayName: "<repl-2>")
        XCTAssertNil(oldWorld, "the world before :reset is still alive")
    }

    func testALongOptionalChainChecksInLinearTime() {
        let chain =
            "final class Node { var next: Node? = nil }\nlet head: Node? = Node()\nlet x = head"
            + String(repeating: "?.next", count: 4_000) + "\nprint(x == nil)"
        let start = Date()
        XCTAssertEqual(session().submit(chain, displayName: "Chain.swift").output, "true\n")
        // It took a minute before; a debug build on a loaded machine needs a few seconds.
        XCTAssertLessThan(Date().timeIntervalSince(start), 15)
    }

    func testCtrlCWhileCheckingStopsTheEntryBeforeItRuns() {
        let s = session()
        s.interruptFlag.raise()
        let source = (0..<300).map { "print(\($0))" }.joined(separator: "\n")
        let o = s.submit(source, displayName: "Many.swift")
        XCTAssertEqual(o.status, .stoppedByLimit)
        XCTAssertEqual(o.output, "")
        XCTAssertTrue(o.diagnostics.contains("Interrupted while checking"), o.diagnostics)
        XCTAssertEqual(s.submit("print(1)", displayName: "Next.swift").output, "1\n", "the next entry is not interrupted")
    }

    func testSourceLocationIsRefusedNotObeyed() {
        let o = session().submit("#sourceLocation(file: \"/etc/passwd\", line: 1)\nlet x: Int = \"a\"", displayName: "S.swift")
        XCTAssertEqual(o.status, .compileError)
        XCTAssertTrue(o.diagnostics.contains("S.swift:1:1: error: '#sourceLocation' is not supported in ReuseLab yet"), o.diagnostics)
        XCTAssertFalse(o.diagnostics.contains("/etc/passwd:"), o.diagnostics)
    }

    func testControlCharactersInDiagnosticsAreMadeVisible() {
        let o = session().submit("fatalError(\"\\u{1B}]0;PWNED\\u{07}\")", displayName: "E.swift")
        XCTAssertEqual(o.status, .crashed)
        XCTAssertFalse(o.diagnostics.unicodeScalars.contains("\u{1B}"), o.diagnostics.debugDescription)
        XCTAssertTrue(o.diagnostics.contains("\\u{1B}]0;PWNED\\u{7}"), o.diagnostics)
    }

    func testUnicodeEscapesInStringLiterals() {
        XCTAssertEqual(session().submit(#"print("\u{41}\u{E9}\u{1F600}", "\u{2192}\(1)")"#, displayName: "U.swift").output, "Aé😀 →1\n")
    }
}
