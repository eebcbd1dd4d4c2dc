import Foundation
import XCTest

/// `:timeline` and `reuselab demo` on a pseudo-terminal: keys read one at a time in raw mode, the prompt
/// back afterwards, and demo entries pre-filled at the prompt for Return to run.
final class WorkshopTerminalTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try WorkshopFixtures.write(WorkshopFixtures.photoFeed, name: "feed.swift").deletingLastPathComponent()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    func start(_ arguments: [String] = []) throws -> PseudoTerminal {
        let environment = [
            "TERM": "xterm", "LANG": "C.UTF-8", "NO_COLOR": "1", "HOME": directory.path,
            "PATH": "/usr/bin:/bin",
        ]
        let terminal = try PseudoTerminal(
            executable: BuiltBinary.url.path, arguments: arguments + ["--no-history"],
            environment: environment)
        XCTAssertTrue(terminal.waitFor("reuse> "), "no prompt: \(terminal.plainTranscript)")
        return terminal
    }

    func testTimelineStepsWithKeysAndReturnsToThePrompt() throws {
        let shell = try start()
        type(":load \(directory.appendingPathComponent("feed.swift").path)\r", into: shell, expecting: "reuse> ")
        type(":timeline\r", into: shell, expecting: "step 0 of", "q leave")
        type("n", into: shell, expecting: "step 1 of", "q leave")
        type("\u{1B}[C", into: shell, expecting: "step 2 of", "q leave")
        type("\u{1B}[D", into: shell, expecting: "step 1 of", "q leave")
        type("12\r", into: shell, expecting: "step 12 of", "q leave")
        type("q", into: shell, expecting: "Back at the prompt", "reuse> ")
        // The line editor has the terminal again: a command typed now runs.
        type(":present on\r", into: shell, expecting: "Presenter display:", "reuse> ")
        type(":timeline\r", into: shell, expecting: "step 0 of", "q leave")
        type("\u{1B}", into: shell, expecting: "Back at the prompt", "reuse> ")
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
    }

    func testTimelineFirstLastBackAndPlayKeysAndAPlayedPace() throws {
        let shell = try start()
        type(":load \(directory.appendingPathComponent("feed.swift").path)\r", into: shell, expecting: "reuse> ")
        let mark = shell.mark()
        type(":timeline\r", into: shell, expecting: "step 0 of", "q leave")
        let shown = shell.plainText(after: mark)
        let count = try XCTUnwrap(
            shown.components(separatedBy: "step 0 of ").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }, shown)
        XCTAssertGreaterThan(count, 3, shown)
        type("G", into: shell, expecting: "step \(count) of \(count)", "q leave")
        type("p", into: shell, expecting: "step \(count - 1) of \(count)", "q leave")
        type("g", into: shell, expecting: "step 0 of \(count)", "q leave")
        // P plays by itself; any key pauses it, and the keys step again.
        type("P", into: shell, expecting: "step 1 of \(count)", "step 2 of \(count)")
        shell.send(" ")
        type("g", into: shell, expecting: "step 0 of \(count)", "q leave")
        type("q", into: shell, expecting: "Back at the prompt", "reuse> ")
        // :timeline play PACE plays from the start to the last step, then waits for keys.
        type(":timeline play 10ms\r", into: shell, expecting: "step 1 of \(count)", "step \(count) of \(count)")
        type("q", into: shell, expecting: "Back at the prompt", "reuse> ")
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
    }

    func testDemoOffersEachEntryAtThePrompt() throws {
        let shell = try start(["demo", directory.appendingPathComponent("feed.swift").path])
        XCTAssertTrue(shell.waitFor("[demo 1/3] reuse> // A photo feed"), shell.plainTranscript)
        type("\r", into: shell, expecting: "[demo 2/3] reuse> final class Feed")
        type("\r", into: shell, expecting: "tableView: UITableView", "[demo 3/3] reuse> // One row down")
        type("\r", into: shell, expecting: "+ [0, 5] PhotoCell#1", "That was the demo's last entry.", "reuse> ")
        type(":demo back\r", into: shell, expecting: "Took back demo entry 3", "[demo 3/3] reuse> // One row down")
        // Ctrl-C puts the entry aside: the presenter's own entry runs, then the demo's comes back.
        type("\u{03}", into: shell, expecting: "reuse> ")
        type("print(tableView.visibleCells.count)\r", into: shell, expecting: "5", "[demo 3/3] reuse> // One row down")
        type("\u{03}", into: shell, expecting: "reuse> ")
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
    }

    func testAPackAndAHandoutAtThePrompt() throws {
        let pack = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Workshops/example")
        let environment = [
            "TERM": "xterm", "LANG": "C.UTF-8", "NO_COLOR": "1", "HOME": directory.path,
            "PATH": "/usr/bin:/bin", "REUSELAB_STATE_DIR": directory.appendingPathComponent("state").path,
        ]
        let shell = try PseudoTerminal(
            executable: BuiltBinary.url.path, arguments: ["--pack", pack.path, "--no-history"],
            environment: environment)
        // The pack's time box informs at the prompt: minutes used in this session and minutes left.
        XCTAssertTrue(
            shell.waitFor(inOrder: ["Workshop: Cell reuse in one afternoon", " min · ", " left] reuse> "]), shell.plainTranscript)
        let page = directory.appendingPathComponent("class.html").path
        type(":record \(page)\r", into: shell, expecting: "Recording a handout", "reuse> ")
        type(":lesson 2\r", into: shell, expecting: "Lesson first-scroll", "[first-scroll · 1/1] [", " left] reuse> ")
        type(":solution\r", into: shell, expecting: "Solutions are hidden in this workshop", "reuse> ")
        type("tableView.layoutIfNeeded()\r", into: shell, expecting: "tableView: UITableView", "reuse> ")
        type(":pack off\r", into: shell, expecting: "Back to the built-in lessons.", "reuse> ")
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(html.contains("tableView.layoutIfNeeded()"), html)
        XCTAssertTrue(html.contains("<pre class=\"pool\">"), html)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("state/packs/example-workshop.json").path))
    }
}
