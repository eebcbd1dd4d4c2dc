import Foundation
import XCTest

/// Drives the real line editor through a pseudo-terminal: continuation prompt, Tab, Ctrl-C,
/// history across two sessions, Ctrl-D.
final class LineEditorTerminalTests: XCTestCase {
    var historyPath: String!

    override func setUp() {
        historyPath = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-pty-\(UUID().uuidString)").path
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: historyPath)
    }

    func startShell() throws -> PseudoTerminal {
        let environment = ["TERM": "xterm", "LANG": "C.UTF-8", "REUSELAB_HISTORY": historyPath!, "NO_COLOR": "1",
                           "HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin"]
        let terminal = try PseudoTerminal(executable: BuiltBinary.url.path, environment: environment)
        XCTAssertTrue(terminal.waitFor("reuse> "), "no prompt: \(terminal.plainTranscript)")
        return terminal
    }

    func testContinuationCtrlCAndHistoryAcrossSessions() throws {
        let first = try startShell()
        XCTAssertTrue(first.plainTranscript.contains(":help"), "banner mentions :help")

        // An open brace asks for more with the continuation prompt.
        first.send("class Cell {\r")
        XCTAssertTrue(first.waitFor("  ...> "), first.plainTranscript)
        first.send("}\r")
        XCTAssertTrue(first.waitFor("reuse> ", occurrence: 2), first.plainTranscript)

        // Ctrl-C clears a half-typed line; the session goes on.
        first.send("let half = 1")
        XCTAssertTrue(first.waitFor("let half = 1"))
        first.send("\u{03}")
        XCTAssertTrue(first.waitFor("^C"), first.plainTranscript)
        XCTAssertTrue(first.waitFor("reuse> ", occurrence: 3), first.plainTranscript)
        first.send(":help keys\r")
        XCTAssertTrue(first.waitFor("Editing keys"), first.plainTranscript)
        XCTAssertTrue(first.waitFor("reuse> ", occurrence: 4), first.plainTranscript)

        // Tab completes a meta-command.
        first.send(":qu\t")
        XCTAssertTrue(first.waitFor(":quit"), first.plainTranscript)
        first.send("\r")
        XCTAssertEqual(first.waitForExit(), 0, first.plainTranscript)

        let saved = try String(contentsOfFile: historyPath, encoding: .utf8)
        XCTAssertTrue(saved.contains(#"class Cell {\n}"#), saved)
        XCTAssertFalse(saved.contains("let half"), "a cleared line is not history")

        // A new session recalls the previous one's entries with the up arrow. libedit redraws only what
        // differs, so the proof is what the recalled entries do when run, not the screen.
        let second = try startShell()
        second.send("\u{1B}[A")
        XCTAssertTrue(second.waitFor(":quit"), second.plainTranscript)
        second.send("\u{1B}[A\r")
        XCTAssertTrue(second.waitFor("Editing keys"), second.plainTranscript)
        XCTAssertTrue(second.waitFor("reuse> ", occurrence: 2), second.plainTranscript)
        // Back past :help keys, :quit, :help keys to the two-line class, which comes back as one entry.
        second.send("\u{1B}[A\u{1B}[A\u{1B}[A\u{1B}[A")
        XCTAssertTrue(second.waitFor("class Cell {"), second.plainTranscript)
        second.send("\r")
        XCTAssertTrue(second.waitFor("reuse> ", occurrence: 3), second.plainTranscript)
        // Ctrl-C on an empty line says how to leave; Ctrl-D leaves with status 0.
        second.send("\u{03}")
        XCTAssertTrue(second.waitFor("To leave, press Ctrl-D"), second.plainTranscript)
        second.send("\u{04}")
        XCTAssertEqual(second.waitForExit(), 0, second.plainTranscript)

        let entries = try String(contentsOfFile: historyPath, encoding: .utf8).split(separator: "\n").suffix(2)
        XCTAssertEqual(Array(entries), [":help keys", #"class Cell {\n}"#], "the recalled class ran as one entry")
    }

    func testBlankLineSubmitsAnUnfinishedEntryAndCtrlDInsideOneKeepsTheSession() throws {
        let shell = try startShell()
        shell.send("foo(1,\r")
        XCTAssertTrue(shell.waitFor("  ...> "))
        shell.send("\r")
        XCTAssertTrue(shell.waitFor("reuse> ", occurrence: 2), shell.plainTranscript)
        shell.send("[1,\r")
        XCTAssertTrue(shell.waitFor("  ...> ", occurrence: 2))
        shell.send("\u{04}")
        XCTAssertTrue(shell.waitFor("reuse> ", occurrence: 3), shell.plainTranscript)
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0)
    }
}
