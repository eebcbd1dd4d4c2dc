import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

@testable import ReuseLabShell

/// REPL semantics over a scripted engine: what gets printed where, statuses, and the meta-commands.
final class ReplControllerTests: XCTestCase {
    var engine: FakeEngine!
    var io: CapturedIO!
    var options: ShellOptions!

    override func setUp() {
        engine = FakeEngine()
        io = CapturedIO()
        options = ShellOptions()
        options.environment = ["LANG": "C.UTF-8", "NO_COLOR": "1"]
        options.interactive = false
    }

    func runBatch(_ lines: [String]) -> Int32 {
        let controller = ReplController(engine: engine, options: options, io: io, interactive: false)
        return BatchRunner(controller: controller, options: options).run(input: lines)
    }

    func testEntriesAreCutByCompleteness() {
        XCTAssertEqual(runBatch(["class A {", "", "  var x = 1", "}", "let a = A()", "", "print(a.x)"]), 0)
        XCTAssertEqual(engine.submitted, ["class A {\n\n  var x = 1\n}", "let a = A()", "print(a.x)"])
        XCTAssertEqual(engine.displayNames, ["<repl-1>", "<repl-2>", "<repl-3>"])
    }

    func testAnUnfinishedEntryAtTheEndIsSubmittedForItsError() {
        _ = runBatch(["class A {"])
        XCTAssertEqual(engine.submitted, ["class A {"])
    }

    func testTheWorstStatusWinsAndACrashDoesNotStopLaterEntries() {
        engine.outcomes["crash()"] = FakeEngine.outcome(.crashed, diagnostics: "Fatal error: boom")
        engine.outcomes["bad"] = FakeEngine.outcome(.compileError, diagnostics: "<repl-2>:1:1: error: cannot find 'bad' in scope")
        XCTAssertEqual(runBatch(["crash()", "bad", "print(1)"]), 3)
        XCTAssertEqual(engine.submitted, ["crash()", "bad", "print(1)"])
        XCTAssertEqual(io.errors, "Fatal error: boom\n<repl-2>:1:1: error: cannot find 'bad' in scope\n")
    }

    func testBailStopsAtTheFirstFailure() {
        options.bail = true
        engine.outcomes["bad"] = FakeEngine.outcome(.compileError, diagnostics: "error")
        engine.outcomes["crash()"] = FakeEngine.outcome(.crashed, diagnostics: "Fatal error")
        XCTAssertEqual(runBatch(["print(0)", "bad", "crash()"]), 1)
        XCTAssertEqual(engine.submitted, ["print(0)", "bad"])
    }

    func testEchoPrefixesEachLineOfTheEntry() {
        options.echo = true
        engine.outcomes["print(1)"] = FakeEngine.outcome(output: "1\n")
        _ = runBatch(["class A {", "}", "print(1)", ":why"])
        XCTAssertEqual(io.output, "> class A {\n> }\n> print(1)\n1\n> :why\nNothing to explain yet: no entry has stopped with an error.\n")
    }

    func testStreamedOutputIsNotPrintedTwice() {
        engine.streamed["loop()"] = "a\nb\n"
        engine.outcomes["loop()"] = FakeEngine.outcome(output: "a\nb\nc\n")
        _ = runBatch(["loop()"])
        XCTAssertEqual(io.output, "a\nb\nc\n")
    }

    func testWhyShowsTheLastExplanation() {
        engine.outcomes["dequeue()"] = FakeEngine.outcome(
            .crashed, diagnostics: "*** Terminating app", explanation: "Register the identifier first.")
        _ = runBatch(["dequeue()", "print(1)", ":why"])
        XCTAssertTrue(io.output.hasSuffix("Register the identifier first.\n"), io.output)
    }

    func testQuitStopsBatchMode() {
        XCTAssertEqual(runBatch([":quit", "print(1)"]), 0)
        XCTAssertEqual(engine.submitted, [])
    }

    func testFileErrorsAndUnknownCommandsAreUsageErrors() {
        XCTAssertEqual(runBatch([":load /nonexistent/file.swift"]), 2)
        XCTAssertTrue(io.errors.contains("Cannot load /nonexistent/file.swift: no such file."), io.errors)
        XCTAssertEqual(runBatch([":nonsense"]), 2)
        XCTAssertTrue(io.errors.contains("Unknown command :nonsense."), io.errors)
        XCTAssertTrue(io.errors.contains(":help"), io.errors)
    }

    func testLoadSubmitsTheFileAsOneEntry() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-load-\(UUID().uuidString).swift")
        try "class A {}\nlet a = A()\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(runBatch(["< " + file.path]), 0)
        XCTAssertEqual(engine.submitted, ["class A {}\nlet a = A()\n"])
        XCTAssertEqual(engine.displayNames, [file.lastPathComponent])
    }

    func testSaveWritesTheAcceptedEntries() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-save-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        engine.outcomes["bad"] = FakeEngine.outcome(.compileError)
        _ = runBatch(["class A {", "}", "bad", "let a = A()", ":save " + file.path])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "class A {\n}\nlet a = A()\n")
    }

    func testRecordWritesARunnableTranscript() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-record-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        engine.outcomes["print(1)"] = FakeEngine.outcome(output: "1\n")
        engine.outcomes["bad"] = FakeEngine.outcome(.compileError, diagnostics: "<repl-2>:1:1: error: no\nbad\n^\n")
        _ = runBatch([":record " + file.path, "print(1)", "bad", ":pool", ":record off", "print(2)"])
        XCTAssertEqual(
            try String(contentsOf: file, encoding: .utf8),
            """
            // reuselab transcript
            print(1)
            // out: 1
            bad
            // err: <repl-2>:1:1: error: no
            // err: bad
            // err: ^
            // :pool
            // :record off

            """)
    }

    func testNibUsesDefaultsAndSourcePrintsThePrelude() {
        _ = runBatch([":nib MyCell", ":source Reusable", ":source Nope"])
        XCTAssertEqual(engine.nibs.first?.0, "MyCell")
        XCTAssertEqual(engine.nibs.first?.1, "tableViewCell")
        XCTAssertEqual(engine.nibs.first?.2, "MyCell")
        XCTAssertEqual(engine.nibs.first?.3, "MyCell")
        XCTAssertTrue(io.output.contains("public protocol Reusable {}\n"))
        XCTAssertTrue(io.errors.contains("No prelude module named “Nope”. Known: UIKit, Reusable."), io.errors)
    }

    func testTraceAndLessonsUnavailableWithoutATutor() {
        engine.events["go()"] = [.created(view: "tableView", cell: "MyCell#1", role: "cell", identifier: "Cell", indexPath: nil)]
        XCTAssertEqual(runBatch([":trace on", "go()", ":trace off", "go()", ":lesson"]), 2)
        XCTAssertEqual(io.output.components(separatedBy: "trace: created MyCell#1").count, 2, io.output)
        XCTAssertTrue(io.errors.contains("Lessons are not available in this shell"), io.errors)
    }

    func testThePoolIsDrawnAfterAnEntryThatChangedTheWorldWhenOn() {
        let world = PoolSnapshot(views: [
            ViewSnapshot(
                name: "tableView", className: "UITableView", registrations: [],
                visible: [], queues: [], cellsCreated: 0, cellsReused: 0)
        ])
        engine.worlds["let tableView = UITableView()"] = world
        engine.outcomes["let tableView = UITableView()"] = FakeEngine.outcome(changedWorld: true)
        _ = runBatch(["let tableView = UITableView()"])
        XCTAssertFalse(io.output.contains("tableView: UITableView"), "off by default in batch mode")
        engine.reset()
        _ = runBatch([":pool on", "let tableView = UITableView()"])
        XCTAssertTrue(io.output.contains("┌─ + tableView: UITableView"), io.output)
    }
}
