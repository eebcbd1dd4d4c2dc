import ReuseLabLanguage
import XCTest

@testable import ReuseLabTutor

final class LessonControllerTests: XCTestCase {
    private var stateFile: URL!
    private var engines: [FakeEngine] = []

    private func controller() throws -> LessonController {
        let folder = try writeLesson(sampleLesson)
        if stateFile == nil {
            stateFile = folder.deletingLastPathComponent().appendingPathComponent("state/progress.json")
        }
        return LessonController(
            library: LessonLibrary(directory: folder.deletingLastPathComponent()),
            store: ProgressStore(fileURL: stateFile),
            makeEngine: { [unowned self] _ in
                let engine = sampleEngine()
                self.engines.append(engine)
                return engine
            })
    }

    func testTakingALessonFromStartToFinish() throws {
        let tutor = try controller()
        XCTAssertEqual(tutor.goal(), "No lesson is running. `:lesson` lists them; `:lesson N` starts one.")
        let intro = tutor.start("99")
        XCTAssertTrue(intro.hasPrefix("Lesson 99-test: A test lesson\nFollows “An Article” by An Author — https://example.com/a"), intro)
        XCTAssertTrue(intro.contains("Step 1 of 2: Register"), intro)

        XCTAssertTrue(
            tutor.goal().contains("✗ registered \"Cell\" → class MyCell    (nothing is registered for cells under \"Cell\" yet)"),
            tutor.goal())
        XCTAssertEqual(tutor.hint(), "Hint 1 of 2:\n    First hint.")
        XCTAssertEqual(tutor.hint(), "Hint 2 of 2:\n    Second hint.\nThat is the last hint. `:solution` shows the reference solution.")
        XCTAssertTrue(tutor.solution().hasPrefix("Show the reference solution for step 1?"))
        XCTAssertTrue(tutor.solution().hasPrefix("Reference solution for step 1:\n    tableView.register"))
        XCTAssertEqual(tutor.solutionToPaste, "tableView.register(MyCell.self, forCellReuseIdentifier: \"Cell\")\nprint(\"done\")")
        XCTAssertEqual(tutor.takeSolutionToPaste(), "tableView.register(MyCell.self, forCellReuseIdentifier: \"Cell\")\nprint(\"done\")")
        XCTAssertNil(tutor.takeSolutionToPaste(), "a front end pastes a confirmed solution once")

        XCTAssertNil(tutor.submit("print(1)")?.message)
        XCTAssertEqual(
            tutor.submit("tableView.register(MyCell.self, forCellReuseIdentifier: \"Cell\")")?.message,
            "✓ Step 1 done: Register. `:next` moves on.")
        XCTAssertNil(tutor.submit("print(2)")?.message, "a step is announced once")
        XCTAssertTrue(tutor.next().hasPrefix("Step 2 of 2: Break it"))
        XCTAssertEqual(
            tutor.submit("tableView.regster(MyCell.self)")?.message,
            "✓ Step 2 done — that was the last step. `:next` to finish the lesson.")
        XCTAssertTrue(tutor.next().hasPrefix("✓ Lesson 99-test complete: 2 of 2 steps met, 2 hints used."))

        let saved = ProgressStore(fileURL: stateFile).load().progress[lesson: "99-test"]
        XCTAssertEqual(saved.completedSteps, [1, 2])
        XCTAssertEqual(saved.hints(forStep: 1), 2)
        XCTAssertEqual(saved.solutionsShown, [1])
    }

    func testResumingSkippingAndGoingBack() throws {
        let tutor = try controller()
        _ = tutor.start("99-test")
        let skipped = tutor.next()
        XCTAssertTrue(skipped.hasPrefix("Skipped step 1 without meeting its goal"), skipped)
        // The skipped step's solution was replayed, so the world holds its registration.
        XCTAssertEqual(engines.last?.world.views.first?.registrations.first?.identifier, "Cell")

        let resumed = try controller()
        XCTAssertTrue(resumed.start("99").contains("Resuming at step 2"))
        XCTAssertTrue(resumed.back().contains("Step 1 of 2: Register"))
        XCTAssertTrue(resumed.back().hasPrefix("This is the first step."))
    }

    func testResetsAskBeforeForgettingEverything() throws {
        let tutor = try controller()
        _ = tutor.start("99")
        _ = tutor.submit("tableView.register(MyCell.self, forCellReuseIdentifier: \"Cell\")")
        XCTAssertEqual(tutor.currentProgress[lesson: "99-test"].completedSteps, [1])
        XCTAssertTrue(tutor.resetAll().hasPrefix("Forget the progress of all 1 lesson you have started?"))
        XCTAssertEqual(tutor.currentProgress[lesson: "99-test"].completedSteps, [1])
        XCTAssertTrue(tutor.resetAll().hasPrefix("All lesson progress forgotten."))
        XCTAssertEqual(tutor.currentProgress.lessons.keys.sorted(), ["99-test"], "only the running lesson, back at its start")
        XCTAssertEqual(tutor.currentProgress[lesson: "99-test"], LessonProgress())
        XCTAssertTrue(tutor.resetLesson().hasPrefix("Lesson 99-test reset"))
    }

    func testMetaCommandsAndRestrictions() throws {
        let tutor = try controller()
        XCTAssertNil(tutor.handleMetaCommand(":pool"))
        XCTAssertNil(tutor.handleMetaCommand(":reset"), "a bare :reset belongs to the shell")
        XCTAssertTrue(tutor.handleMetaCommand(":lesson")?.contains("99-test") == true)
        XCTAssertTrue(tutor.handleMetaCommand(":lesson 99")?.hasPrefix("Lesson 99-test") == true)
        XCTAssertTrue(tutor.handleMetaCommand(":hint")?.hasPrefix("Hint 1 of 2") == true)
        XCTAssertEqual(tutor.handleMetaCommand(":progress export"), "Usage: :progress, :progress export FILE, :progress import FILE")

        let exported = stateFile.deletingLastPathComponent().appendingPathComponent("export.json").path
        XCTAssertTrue(tutor.handleMetaCommand(":progress export \(exported)")?.hasPrefix("Progress exported to") == true)
        XCTAssertTrue(tutor.handleMetaCommand(":progress import \(exported)")?.hasPrefix("Progress imported from") == true)
        XCTAssertTrue(tutor.handleMetaCommand(":progress import /nonexistent/file.json")?.hasPrefix("✗ Could not import progress") == true)
        XCTAssertTrue(tutor.isCommandAllowed(":undo"))
        XCTAssertEqual(tutor.start("nope"), "✗ no lesson “nope”; lessons: 99-test")
    }

    func testLeavingALessonKeepsItsProgressAndHandsBackTheFrontEndsSession() throws {
        let tutor = try controller()
        var handedOver: [String] = []
        tutor.onEngineChange = { handedOver.append($0 == nil ? "own session" : "lesson engine") }
        XCTAssertEqual(tutor.leave(), "No lesson is running. `:lesson` lists them; `:lesson N` starts one.")
        _ = tutor.start("99")
        _ = tutor.next()
        XCTAssertEqual(
            tutor.handleMetaCommand(":lesson off"),
            "Left lesson 99-test at step 2 of 2; your progress is kept: `:lesson 99` resumes it.\n"
                + "Back in your own playground, as you left it.")
        XCTAssertFalse(tutor.isActive)
        XCTAssertEqual(handedOver, ["lesson engine", "own session"])
        XCTAssertEqual(ProgressStore(fileURL: stateFile).load().progress[lesson: "99-test"].currentStep, 2)
        XCTAssertTrue(tutor.start("99").contains("Resuming at step 2"))
    }

    func testCorruptProgressIsReportedNotFatal() throws {
        _ = try controller()
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "garbage".write(to: stateFile, atomically: true, encoding: .utf8)
        let tutor = try controller()
        XCTAssertTrue(tutor.progressNotice?.contains("could not be read") == true)
        XCTAssertTrue(tutor.start("99").hasPrefix("Lesson 99-test"))
    }

    func testDisabledCommands() throws {
        let text = sampleLesson.replacingOccurrences(
            of: "title: A test lesson", with: "title: A test lesson\ndisabled-commands: :undo, :redo")
        let folder = try writeLesson(text)
        let tutor = LessonController(
            library: LessonLibrary(directory: folder.deletingLastPathComponent()),
            store: ProgressStore(fileURL: folder.appendingPathComponent("p.json")), makeEngine: { _ in sampleEngine() })
        _ = tutor.start("99")
        XCTAssertFalse(tutor.isCommandAllowed(":undo"))
        XCTAssertFalse(tutor.isCommandAllowed(":redo 2"))
        XCTAssertTrue(tutor.isCommandAllowed(":why"))
        XCTAssertTrue(tutor.isCommandAllowed(":hint"))
    }
}
