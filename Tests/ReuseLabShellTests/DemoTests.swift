import ReuseLabLanguage
import XCTest

@testable import ReuseLabShell

/// `:demo` and `reuselab demo`: how a script is cut into entries, each offered at the prompt in turn,
/// `:demo back`, `skip` and `off`, and batch mode running them all with their echo.
final class DemoTests: XCTestCase {
    var options: ShellOptions!

    override func setUp() {
        options = ShellOptions()
        options.environment = ["LANG": "C.UTF-8", "NO_COLOR": "1", "COLUMNS": "80"]
    }

    func testSeparatorsCutBlocks() {
        let script = DemoScript(source: "let a = 1\nlet b = 2\n// ---\n\nprint(a + b)\n//-----\n")
        XCTAssertEqual(script.entries, ["let a = 1\nlet b = 2", "print(a + b)"])
    }

    func testWithoutSeparatorsEachTopLevelStatementIsAnEntryWithItsComments() {
        let source = """
            // The cell.
            final class Cell {
                // inside
                var text = ""
            }

            let cell = Cell()
            // Say it.
            print(cell.text)
            // The end.
            """
        XCTAssertEqual(
            DemoScript(source: source).entries,
            [
                "// The cell.\nfinal class Cell {\n    // inside\n    var text = \"\"\n}",
                "let cell = Cell()",
                "// Say it.\nprint(cell.text)",
                "// The end.",
            ])
    }

    func testCRLFAndEmptyScripts() {
        XCTAssertEqual(DemoScript(source: "let a = 1\r\nlet b = 2\r\n").entries, ["let a = 1", "let b = 2"])
        XCTAssertEqual(DemoScript(source: "\n\n").entries, [])
        XCTAssertTrue(DemoScript.isSeparator("   // ---  "))
        XCTAssertFalse(DemoScript.isSeparator("// -- two"))
    }

    func testEachEntryComesToThePromptInTurnAndBackTakesOneBack() throws {
        let url = try WorkshopFixtures.write("let a = 1\nlet b = 2\nlet c = 3\n")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let engine = FakeEngine()
        let io = CapturedIO()
        let controller = ReplController(engine: engine, options: options, io: io, interactive: true)
        XCTAssertEqual(controller.handle(":demo \(url.path)"), .continueWith(status: 0))
        XCTAssertTrue(io.output.contains("demo.swift: 3 entries."), io.output)
        XCTAssertEqual(controller.promptLabel, "[demo 1/3]")
        XCTAssertEqual(controller.takeSolutionToPrefill(), "let a = 1")
        // Meta-commands do not move the demo on; the same entry is offered again.
        _ = controller.handle(":pool")
        XCTAssertEqual(controller.takeSolutionToPrefill(), "let a = 1")
        // The presenter edits the entry before running it: the edited text runs.
        _ = controller.handle("let a = 10")
        XCTAssertEqual(controller.takeSolutionToPrefill(), "let b = 2")
        _ = controller.handle("let b = 2")
        XCTAssertEqual(controller.promptLabel, "[demo 3/3]")
        XCTAssertEqual(controller.handle(":demo back"), .continueWith(status: 0))
        XCTAssertEqual(engine.acceptedEntries, ["let a = 10"], "back undoes the entry")
        XCTAssertEqual(controller.takeSolutionToPrefill(), "let b = 2")
        _ = controller.handle(":demo skip")
        XCTAssertEqual(controller.takeSolutionToPrefill(), "let c = 3")
        _ = controller.handle("let c = 3")
        XCTAssertNil(controller.takeSolutionToPrefill(), "all entries have run")
        XCTAssertNil(controller.promptLabel)
        XCTAssertTrue(io.output.contains("That was the demo's last entry."), io.output)
        // Back after skip: the skipped entry was never run, so nothing is undone for it.
        _ = controller.handle(":demo back")
        _ = controller.handle(":demo back")
        XCTAssertEqual(engine.acceptedEntries, ["let a = 10"])
        XCTAssertEqual(controller.takeSolutionToPrefill(), "let b = 2")
        _ = controller.handle(":demo off")
        XCTAssertNil(controller.takeSolutionToPrefill())
        XCTAssertEqual(controller.handle(":demo back"), .continueWith(status: 2))
    }

    func testAFailedEntryIsNotUndoneByBack() throws {
        let url = try WorkshopFixtures.write("let a = 1\nbroken\n")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let engine = FakeEngine()
        engine.outcomes["broken"] = FakeEngine.outcome(.compileError, diagnostics: "error: cannot find 'broken' in scope")
        let controller = ReplController(engine: engine, options: options, io: CapturedIO(), interactive: true)
        _ = controller.handle(":demo \(url.path)")
        _ = controller.handle("let a = 1")
        _ = controller.handle("broken")
        _ = controller.handle(":demo back")
        XCTAssertEqual(engine.acceptedEntries, ["let a = 1"])
    }

    func testBatchModeRunsEveryEntryWithItsEchoAndThePool() throws {
        let url = try WorkshopFixtures.write(WorkshopFixtures.photoFeed)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let io = CapturedIO()
        let controller = ReplController(
            engine: Session(bundleDirectory: url.deletingLastPathComponent()), options: options,
            io: io, interactive: false)
        XCTAssertEqual(controller.handle(":demo \(url.path)"), .continueWith(status: 0))
        XCTAssertTrue(io.output.contains("── demo entry 1 of 3\n> // A photo feed"), io.output)
        XCTAssertTrue(io.output.contains("── demo entry 3 of 3\n> // One row down"), io.output)
        XCTAssertTrue(io.output.contains("+ [0, 5] PhotoCell#1"), "the pool follows: \(io.output)")
        XCTAssertEqual(io.errors, "")
    }

    func testUnreadableDemos() {
        let io = CapturedIO()
        let controller = ReplController(engine: FakeEngine(), options: options, io: io, interactive: true)
        XCTAssertEqual(controller.handle(":demo /no/such/demo.swift"), .continueWith(status: 2))
        XCTAssertEqual(controller.handle(":demo /"), .continueWith(status: 2))
        XCTAssertTrue(io.errors.contains("Cannot open the demo /no/such/demo.swift: no such file."), io.errors)
        XCTAssertTrue(io.errors.contains("it is a directory."), io.errors)
    }

    func testTheDemoCommandInBatchModeForCI() throws {
        let url = try WorkshopFixtures.write(WorkshopFixtures.photoFeed)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let result = try BuiltBinary.run(["demo", url.path], input: "")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("demo entry 3 of 3"), result.output)
        let failing = try WorkshopFixtures.write("let a = 1\nprint(missing)\n")
        defer { try? FileManager.default.removeItem(at: failing.deletingLastPathComponent()) }
        let failed = try BuiltBinary.run(["demo", failing.path], input: "")
        XCTAssertEqual(failed.status, 1, "the worst status wins")
        XCTAssertTrue(failed.errors.contains("cannot find 'missing' in scope"), failed.errors)
    }
}

extension DemoTests {
    func testLoadingAFileDuringADemoDoesNotMoveTheDemoOn() throws {
        let url = try WorkshopFixtures.write("let a = 1\nlet b = 2\n")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let other = url.deletingLastPathComponent().appendingPathComponent("other.swift")
        try "let z = 0\n".write(to: other, atomically: true, encoding: .utf8)
        let controller = ReplController(engine: FakeEngine(), options: options, io: CapturedIO(), interactive: true)
        _ = controller.handle(":demo \(url.path)")
        _ = controller.handle(":load \(other.path)")
        XCTAssertEqual(controller.takeSolutionToPrefill(), "let a = 1")
        XCTAssertEqual(controller.workshop.timelines.count, 1, ":load still leaves a timeline")
    }
}
