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
        let environment = [
            "TERM": "xterm", "LANG": "C.UTF-8", "REUSELAB_HISTORY": historyPath!, "NO_COLOR": "1",
            "HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin",
        ]
        let terminal = try PseudoTerminal(executable: BuiltBinary.url.path, environment: environment)
        XCTAssertTrue(terminal.waitFor("reuse> "), "no prompt: \(terminal.plainTranscript)")
        return terminal
    }

    func testContinuationCtrlCAndHistoryAcrossSessions() throws {
        let first = try startShell()
        XCTAssertTrue(first.plainTranscript.contains(":help"), "banner mentions :help")

        // An open brace asks for more with the continuation prompt.
        type("class Cell {\r", into: first, expecting: "  ...> ")
        type("}\r", into: first, expecting: "reuse> ")

        // Ctrl-C clears a half-typed line; the session goes on.
        type("let half = 1", into: first, expecting: "let half = 1")
        type("\u{03}", into: first, expecting: "^C", "reuse> ")
        type(":help keys\r", into: first, expecting: "Editing keys", "reuse> ")

        // Tab completes a meta-command (the line is redrawn from the prompt: `:qu`, then `it`).
        type(":qu\t", into: first, expecting: ":quit")
        first.send("\r")
        XCTAssertEqual(first.waitForExit(), 0, first.plainTranscript)

        let saved = try String(contentsOfFile: historyPath, encoding: .utf8)
        XCTAssertTrue(saved.contains(#"class Cell {\n}"#), saved)
        XCTAssertFalse(saved.contains("let half"), "a cleared line is not history")

        // A new session recalls the previous one's entries with the up arrow. libedit redraws only what
        // differs, so the proof is what the recalled entries do when run, not the screen.
        let second = try startShell()
        type("\u{1B}[A", into: second, expecting: ":quit")
        type("\u{1B}[A\r", into: second, expecting: "Editing keys", "reuse> ")
        // Back past :help keys, :quit, :help keys to the two-line class, which comes back as one entry.
        type("\u{1B}[A\u{1B}[A\u{1B}[A\u{1B}[A", into: second, expecting: "class Cell {")
        type("\r", into: second, expecting: "reuse> ")
        // Ctrl-C on an empty line says how to leave; Ctrl-D leaves with status 0.
        type("\u{03}", into: second, expecting: "To leave, press Ctrl-D", "reuse> ")
        second.send("\u{04}")
        XCTAssertEqual(second.waitForExit(), 0, second.plainTranscript)

        let entries = try String(contentsOfFile: historyPath, encoding: .utf8).split(separator: "\n").suffix(2)
        XCTAssertEqual(Array(entries), [":help keys", #"class Cell {\n}"#], "the recalled class ran as one entry")
    }

    func testBlankLineSubmitsAnUnfinishedEntryAndCtrlDInsideOneKeepsTheSession() throws {
        let shell = try startShell()
        type("foo(1,\r", into: shell, expecting: "  ...> ")
        type("\r", into: shell, expecting: "reuse> ")
        type("[1,\r", into: shell, expecting: "  ...> ")
        type("\u{04}", into: shell, expecting: "reuse> ")
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
    }

    /// The terminal is in raw mode before the prompt is drawn, so keys typed the moment it shows reach
    /// the line editor. (libedit draws the prompt first; a Ctrl-D typed in between met the cooked
    /// terminal and was lost, and a Ctrl-C was echoed twice.)
    func testKeysTypedAsSoonAsThePromptShowsReachTheEditor() throws {
        let shell = try startShell()
        XCTAssertTrue(shell.isRaw, "prompt drawn on a cooked terminal")
        for _ in 0..<5 {
            type(":help keys\r", into: shell, expecting: "Editing keys", "reuse> ")
            XCTAssertTrue(shell.isRaw, "prompt drawn on a cooked terminal")
        }
        type("\u{03}", into: shell, expecting: "To leave, press Ctrl-D", "reuse> ")
        XCTAssertEqual(shell.plainTranscript.components(separatedBy: "^C").count - 1, 1, "the editor shows ^C; the terminal echoes none")
        XCTAssertTrue(shell.isRaw, "prompt drawn on a cooked terminal")
        shell.send("\u{04}")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
    }
}
