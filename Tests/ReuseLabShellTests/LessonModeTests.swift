import Foundation
import ReuseLabLanguage
import ReuseLabTutor
import XCTest

@testable import ReuseLabShell

/// Lessons in the shell over scripted engines: the switch to the lesson's engine, the goal check after
/// every entry, the step in the prompt, restrictions, and the solution kept for the line editor.
final class LessonModeTests: XCTestCase {
    var folder: URL!
    var shellEngine: FakeEngine!
    var lessonEngines: [FakeEngine] = []
    var io: CapturedIO!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-lessonmode-\(UUID().uuidString)")
        try EchoLesson.write(into: folder.appendingPathComponent("lessons"), disabledCommands: ":undo")
        shellEngine = FakeEngine()
        io = CapturedIO()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func makeController(interactive: Bool) -> ReplController {
        let lessons = LessonMode(
            library: LessonLibrary(directory: folder.appendingPathComponent("lessons")),
            store: ProgressStore(fileURL: folder.appendingPathComponent("progress.json"))
        ) { [unowned self] _ in
            let engine = FakeEngine()
            engine.outcomes["print(\"hello\")"] = FakeEngine.outcome(output: "hello\n")
            lessonEngines.append(engine)
            return engine
        }
        var options = ShellOptions()
        options.environment = ["LANG": "C.UTF-8", "NO_COLOR": "1"]
        return ReplController(engine: shellEngine, options: options, io: io, interactive: interactive, lessons: lessons)
    }

    func testEntriesGoToTheLessonsEngineAndAreCheckedAgainstTheStep() {
        let controller = makeController(interactive: false)
        XCTAssertNil(controller.promptLabel)
        XCTAssertEqual(controller.handle(":lesson 5"), .continueWith(status: 0))
        XCTAssertEqual(lessonEngines.count, 1)
        XCTAssertEqual(lessonEngines[0].submitted, ["let start = 1"], "the start state ran in the lesson's engine")
        XCTAssertEqual(controller.promptLabel, "[05 · 1/2]")

        _ = controller.handle("print(\"nope\")")
        XCTAssertFalse(io.output.contains("✓ Step 1 done"))
        _ = controller.handle("print(\"hello\")")
        XCTAssertTrue(io.output.hasSuffix("hello\n✓ Step 1 done: Say hello. `:next` moves on.\n"), io.output)
        XCTAssertEqual(shellEngine.submitted, [], "nothing reached the shell's own engine")

        _ = controller.handle(":next")
        XCTAssertEqual(controller.promptLabel, "[05 · 2/2]")
        XCTAssertTrue(
            io.output.hasSuffix(
                "Step 2 of 2: Say bye\n\nPrint bye.\n\n`:goal` shows what is checked, `:hint` gives a hint (1 for this step).\n"),
            io.output)
    }

    func testRestrictedCommandsAreRefusedAndPlainResetIsStillTheWorlds() {
        let controller = makeController(interactive: false)
        XCTAssertEqual(controller.handle(":undo"), .continueWith(status: 0), "no lesson yet: allowed")
        _ = controller.handle(":lesson 05-echo")
        XCTAssertEqual(controller.handle(":undo"), .continueWith(status: 2))
        XCTAssertTrue(io.errors.contains("This lesson does not use :undo."), io.errors)
        XCTAssertEqual(controller.handle(":reset"), .continueWith(status: 0))
        XCTAssertTrue(io.output.contains("The session is reset"))
        XCTAssertTrue(io.output.contains(":reset lesson would rebuild"))
        _ = controller.handle(":reset lesson")
        XCTAssertTrue(io.output.contains("Lesson 05-echo reset"), io.output)
        XCTAssertEqual(lessonEngines[0].submitted.last, "let start = 1", "the start state ran again")
    }

    func testRestrictedCommandsAreLeftOutOfHelpAndTabWhileTheLessonRuns() {
        let controller = makeController(interactive: false)
        _ = controller.handle(":help")
        XCTAssertTrue(io.output.contains("  :undo "), io.output)
        XCTAssertTrue(controller.offers(command: "undo"))

        _ = controller.handle(":lesson 5")
        let start = io.output.count
        _ = controller.handle(":help")
        let help = String(io.output.dropFirst(start))
        XCTAssertFalse(help.contains("  :undo "), help)
        XCTAssertTrue(help.contains("  :redo "), "the others stay")
        XCTAssertTrue(help.contains("(This lesson turns the other commands off.)"), help)
        XCTAssertFalse(controller.offers(command: "undo"))
        XCTAssertTrue(controller.offers(command: "q"), "an alias is judged by its command")
        XCTAssertEqual(controller.handle(":help undo"), .continueWith(status: 2), "still refused, by name")
        XCTAssertEqual(controller.handle(":und"), .continueWith(status: 2))
        XCTAssertFalse(io.errors.contains("Did you mean :undo?"), io.errors)

        _ = controller.handle(":lesson off")
        XCTAssertTrue(controller.offers(command: "undo"), "back in the playground")
    }

    func testAConfirmedSolutionWaitsForThePromptOnlyInteractively() {
        let interactive = makeController(interactive: true)
        _ = interactive.handle(":lesson 5")
        _ = interactive.handle(":solution")
        XCTAssertNil(interactive.takeSolutionToPrefill(), "the first :solution only asks")
        _ = interactive.handle(":solution")
        XCTAssertEqual(interactive.takeSolutionToPrefill(), "print(\"hello\")")
        XCTAssertNil(interactive.takeSolutionToPrefill(), "once")
        XCTAssertFalse(lessonEngines[0].submitted.contains("print(\"hello\")"), "shown, never run")

        let batch = makeController(interactive: false)
        _ = batch.handle(":lesson 5")
        _ = batch.handle(":solution")
        _ = batch.handle(":solution")
        XCTAssertNil(batch.takeSolutionToPrefill())
        XCTAssertTrue(io.output.contains("Reference solution for step 1:\n    print(\"hello\")"), io.output)
    }

    func testLessonOffGoesBackToTheShellsOwnSessionAndKeepsProgress() {
        let controller = makeController(interactive: false)
        XCTAssertEqual(controller.handle(":lesson off"), .continueWith(status: 0), "no lesson to leave: said, not an error")
        XCTAssertEqual(controller.lessons?.completableLessons, ["05-echo"])
        _ = controller.handle(":lesson 5")
        XCTAssertEqual(controller.lessons?.completableLessons, ["05-echo", "off"], "Tab offers off while a lesson runs")
        _ = controller.handle("print(\"hello\")")
        _ = controller.handle(":next")

        XCTAssertEqual(controller.handle(":lesson off"), .continueWith(status: 0))
        XCTAssertTrue(io.output.contains("Left lesson 05-echo at step 2 of 2; your progress is kept: `:lesson 5` resumes it."), io.output)
        XCTAssertNil(controller.promptLabel)
        XCTAssertTrue(controller.engine === shellEngine)
        _ = controller.handle("let mine = 1")
        XCTAssertEqual(shellEngine.submitted, ["let mine = 1"])
        XCTAssertEqual(controller.handle(":undo"), .continueWith(status: 0), "the lesson's restrictions left with it")

        _ = controller.handle(":lesson 5")
        XCTAssertEqual(controller.promptLabel, "[05 · 2/2]", "resumed where it was left")
    }

    func testAnUnknownLessonIsAUsageErrorAndStartingOneOnLaunchCanFail() {
        let controller = makeController(interactive: false)
        XCTAssertEqual(controller.handle(":lesson 42"), .continueWith(status: 2))
        XCTAssertTrue(io.errors.contains("no lesson “42”; lessons: 05-echo"), io.errors)
        XCTAssertEqual(controller.handle(":goal now"), .continueWith(status: 2))
        XCTAssertTrue(io.errors.contains("usage: :goal"), io.errors)
    }
}
