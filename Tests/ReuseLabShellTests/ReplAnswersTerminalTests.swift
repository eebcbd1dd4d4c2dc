import Foundation
import XCTest

/// The REPL as Swift's REPL and other good REPLs behave, driven through a pseudo-terminal: named results
/// (`$R0: Int = 3`) reused by later entries, `:edit` in `$EDITOR`, lesson Markdown rendered on a colour
/// terminal, and the pool diagram as wide as the terminal.
final class ReplAnswersTerminalTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func startShell(_ arguments: [String] = [], environment extra: [String: String] = [:]) throws -> PseudoTerminal {
        var environment = [
            "TERM": "xterm", "LANG": "C.UTF-8", "REUSELAB_HISTORY": "", "NO_COLOR": "1",
            "HOME": folder.path, "XDG_STATE_HOME": folder.path, "PATH": "/usr/bin:/bin",
        ]
        for (key, value) in extra { environment[key] = value }
        let terminal = try PseudoTerminal(executable: BuiltBinary.url.path, arguments: arguments, environment: environment)
        XCTAssertTrue(terminal.waitFor("reuse> "), "no prompt: \(terminal.plainTranscript)")
        return terminal
    }

    /// An editor that writes `text` into the file it is given.
    func fakeEditor(writing text: String, exitStatus: Int32 = 0) throws -> String {
        let script = folder.appendingPathComponent("editor-\(UUID().uuidString).sh")
        let body = "#!/bin/sh\ncat > \"$1\" <<'REUSELAB_EOF'\n\(text)\nREUSELAB_EOF\nexit \(exitStatus)\n"
        try body.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script.path
    }

    func testBareExpressionsAreNamedAndLaterEntriesUseThem() throws {
        let shell = try startShell()
        type("1 + 2\r", into: shell, expecting: "$R0: Int = 3", "reuse> ")
        type("let photo: String? = \"Photo\"\r", into: shell, expecting: "reuse> ")
        type("photo\r", into: shell, expecting: "$R1: String? = \"Photo\"", "reuse> ")
        type("$R0 * 10\r", into: shell, expecting: "$R2: Int = 30", "reuse> ")
        type("[1, 2]\r", into: shell, expecting: "$R3: [Int] = 2 values {", "[0] = 1", "[1] = 2", "}", "reuse> ")
        // Void calls and printing name nothing; a crash uses no number.
        type("print($R3.count)\r", into: shell, expecting: "2", "reuse> ")
        type("[1][5]\r", into: shell, expecting: "Fatal error: Index out of range", "reuse> ")
        type("$R2 + 1\r", into: shell, expecting: "$R4: Int = 31", "reuse> ")
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
        XCTAssertFalse(shell.plainTranscript.contains("$R5"), shell.plainTranscript)
    }

    func testEditRunsWhatTheEditorSavedAndSaysWhyWhenNothingRuns() throws {
        let editor = try fakeEditor(writing: "let answer = 40 + 2\nanswer")
        let shell = try startShell(environment: ["EDITOR": editor])
        type(":edit\r", into: shell, expecting: "│ let answer = 40 + 2", "$R0: Int = 42", "reuse> ")
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)

        // `true` leaves the file as it was: nothing runs.
        let unchanged = try startShell(environment: ["VISUAL": "true", "EDITOR": editor])
        type(":edit\r", into: unchanged, expecting: "Nothing to run: the file is empty.", "reuse> ")
        // The scratch file holds the last entry: quitting without a change runs nothing.
        type("1 + 1\r", into: unchanged, expecting: "$R0: Int = 2", "reuse> ")
        type(":edit\r", into: unchanged, expecting: "Nothing ran: the file was not changed.", "reuse> ")
        // An editor that fails runs nothing either.
        let failing = try fakeEditor(writing: "print(1)", exitStatus: 3)
        type(":edit \(folder.path)/named.swift\r", into: unchanged, expecting: "Nothing to run: the file is empty.", "reuse> ")
        unchanged.send(":quit\r")
        XCTAssertEqual(unchanged.waitForExit(), 0, unchanged.plainTranscript)

        let broken = try startShell(environment: ["EDITOR": failing])
        type(":edit\r", into: broken, expecting: "exited with status 3; nothing ran.", "reuse> ")
        broken.send(":quit\r")
        XCTAssertEqual(broken.waitForExit(), 0, broken.plainTranscript)
    }

    func testEditWithAFileRunsItUnderItsNameAndWithoutAnEditorSaysWhatToSet() throws {
        let script = folder.appendingPathComponent("fix.swift")
        let editor = try fakeEditor(writing: "let broken: Int = \"x\"")
        let shell = try startShell(environment: ["EDITOR": editor])
        type(
            ":edit \(script.path)\r", into: shell,
            expecting: "fix.swift:1:19: error: cannot convert value of type 'String' to specified type 'Int'", "reuse> ")
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
        XCTAssertEqual(try String(contentsOf: script, encoding: .utf8), "let broken: Int = \"x\"\n")

        let none = try startShell(environment: ["EDITOR": "", "VISUAL": ""])
        type(":edit\r", into: none, expecting: "No editor to open: set $VISUAL or $EDITOR", "reuse> ")
        none.send(":quit\r")
        XCTAssertEqual(none.waitForExit(), 0, none.plainTranscript)
    }

    /// A lesson step that starts from broken code: `:edit` opens the starter, the learner fixes it, it runs.
    func testEditOpensAStepsStarterCode() throws {
        let script = folder.appendingPathComponent("fixer.sh")
        let body =
            "#!/bin/sh\ngrep -q '\"greeting\"' \"$1\" || exit 5\n"
            + "sed -i 's/\"greeting\"/\"Greeting\"/; s/IndexPath(row: 0)/IndexPath(row: 0, section: 0)/' \"$1\"\n"
        try body.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let shell = try startShell(environment: ["EDITOR": script.path])
        type(":lesson 0\r", into: shell, expecting: "Step 1 of 4", "reuse> ")
        type(":next\r", into: shell, expecting: "Step 2 of 4", "reuse> ")
        type(":next\r", into: shell, expecting: "Step 3 of 4", ":edit", "reuse> ")
        type(":edit\r", into: shell, expecting: "│ let firstCell", "GreetingCell", "✓ Step 3 done", "reuse> ")
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
    }

    func testLessonMarkdownIsRenderedInColourAndLeftAsWrittenWithout() throws {
        let coloured = try startShell(["--color", "always"], environment: ["NO_COLOR": ""])
        type(":lesson 1\r", into: coloured, expecting: "Step 1 of 7", "reuse> ")
        coloured.send(":quit\r")
        XCTAssertEqual(coloured.waitForExit(), 0, coloured.plainTranscript)
        let text = coloured.transcript
        XCTAssertTrue(text.contains("\u{1B}[36mMislabeledCell.xib\u{1B}[0m"), "code span in the code colour")
        XCTAssertFalse(coloured.plainTranscript.contains("`MislabeledCell.xib`"), "no raw backticks")
        XCTAssertFalse(coloured.plainTranscript.contains("# The string API"), "no raw heading marks")

        let plain = try startShell()
        type(":lesson 1\r", into: plain, expecting: "`MislabeledCell.xib`", "reuse> ")
        plain.send(":quit\r")
        XCTAssertEqual(plain.waitForExit(), 0, plain.plainTranscript)
        XCTAssertFalse(plain.transcript.contains("\u{1B}[36m"), "no colour with NO_COLOR")
    }

    func testThePoolDiagramTakesTheTerminalsWidth() throws {
        let shell = try startShell()
        shell.resize(rows: 40, columns: 140)
        type("import UIKit\r", into: shell, expecting: "reuse> ")
        type("let tableView = UITableView()\r", into: shell, expecting: "tableView: UITableView", "reuse> ")
        let mark = shell.mark()
        type(":pool\r", into: shell, expecting: "└", "reuse> ")
        let bottom = shell.plainText(after: mark).split(separator: "\n").first { $0.hasPrefix("└") }.map(String.init) ?? ""
        XCTAssertEqual(bottom.count, 139, shell.plainTranscript)
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
    }
}
