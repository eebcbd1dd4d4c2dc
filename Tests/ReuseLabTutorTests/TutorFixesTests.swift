import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

@testable import ReuseLabTutor

/// The tutor fixes of issue 15, each as a learner met it.
final class TutorFixesTests: XCTestCase {
    private var stateFile: URL!
    private var engines: [FakeEngine] = []
    private let registering = "tableView.register(MyCell.self, forCellReuseIdentifier: \"Cell\")"

    private func controller(_ text: String = sampleLesson) throws -> LessonController {
        let folder = try writeLesson(text)
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

    func testProgressOfAFinishedLessonSaysFinishedNotAStepPastTheEnd() throws {
        let tutor = try controller()
        _ = tutor.start("99")
        _ = tutor.submit(registering)
        _ = tutor.next()
        _ = tutor.submit("tableView.regster(MyCell.self)")
        _ = tutor.next()
        let summary = tutor.progressSummary()
        XCTAssertTrue(summary.contains("99-test: steps done 1, 2; hints used 0; solutions shown 0; finished"), summary)
        XCTAssertFalse(summary.contains("at step 3"), summary)
    }

    func testProgressShowsAParOfEntriesAndHintsAgainstTheReference() throws {
        let tutor = try controller()
        _ = tutor.start("99")
        _ = tutor.hint()
        _ = tutor.submit("print(1)")
        _ = tutor.submit("print(2)")
        _ = tutor.submit(registering)
        _ = tutor.next()
        _ = tutor.submit("tableView.regster(MyCell.self)")
        let summary = tutor.progressSummary()
        XCTAssertTrue(summary.contains("par: 4 entries and 1 hint for 2 steps; the reference takes 2 entries and no hints"), summary)
        XCTAssertEqual(tutor.currentProgress[lesson: "99-test"].entriesUsed, ["1": 3, "2": 1])
    }

    func testProgressOfALessonUnderWayNamesTheStepOfHowMany() throws {
        let tutor = try controller()
        _ = tutor.start("99")
        XCTAssertTrue(tutor.progressSummary().contains("at step 1 of 2"), tutor.progressSummary())
    }

    func testNextAfterResumingADoneStepDoesNotCallItSkipped() throws {
        let first = try controller()
        _ = first.start("99")
        _ = first.submit(registering)
        _ = first.next()

        let resumed = try controller()
        XCTAssertTrue(resumed.start("99").contains("Resuming at step 2"))
        _ = resumed.back()
        let next = resumed.next()
        XCTAssertFalse(next.contains("Skipped"), next)
        XCTAssertTrue(next.hasPrefix("Step 1 was already done; the playground now holds its reference solution."), next)
        XCTAssertTrue(next.contains("Step 2 of 2: Break it"), next)
        XCTAssertEqual(resumed.currentProgress[lesson: "99-test"].completedSteps, [1])
    }

    func testUndoOfTheEntryThatMetTheGoalTakesTheMarkBackAndARedoOrReentryMarksAgain() throws {
        let tutor = try controller()
        _ = tutor.start("99")
        XCTAssertEqual(tutor.submit(registering)?.message, "✓ Step 1 done: Register. `:next` moves on.")
        // The engine took the entry back: its registration leaves the world.
        engines.last!.world = PoolSnapshot(views: [table()])
        XCTAssertEqual(tutor.entryUndone(), "Step 1 is not done any more: the entry that met its goal was taken back.")
        XCTAssertEqual(tutor.currentProgress[lesson: "99-test"].completedSteps, [])
        XCTAssertTrue(tutor.goal().contains("✗ output line \"done\""), tutor.goal())

        // Redo puts the entry back, and with it the mark.
        register("Cell", "class MyCell")(&engines.last!.world)
        XCTAssertEqual(tutor.entryRedone(), "✓ Step 1 done: Register. `:next` moves on.")
        XCTAssertEqual(tutor.currentProgress[lesson: "99-test"].completedSteps, [1])

        // Undone again, then typed again: the correct re-entry gets its mark.
        engines.last!.world = PoolSnapshot(views: [table()])
        XCTAssertNotNil(tutor.entryUndone())
        XCTAssertEqual(tutor.submit(registering)?.message, "✓ Step 1 done: Register. `:next` moves on.")
    }

    func testUndoOfAnEntryThatDidNotMeetTheGoalSaysNothing() throws {
        let tutor = try controller()
        _ = tutor.start("99")
        _ = tutor.submit("print(1)")
        XCTAssertNil(tutor.entryUndone())
        XCTAssertNil(tutor.entryRedone())
    }

    func testBatchSolutionPrintsAtOnce() throws {
        let tutor = try controller()
        tutor.confirmsSolution = false
        _ = tutor.start("99")
        XCTAssertTrue(tutor.solution().hasPrefix("Reference solution for step 1:\n    tableView.register"))
    }

    func testLessonRunInstallsTheReferenceSolutionOfAStepWithoutAnAnswer() throws {
        let lesson = try LessonParser.load(from: try writeLesson(sampleLesson))
        let engine = sampleEngine()
        let answers = try AnswersFile.parse("// step 2\n\ntableView.regster(MyCell.self)\n")
        let report = AnswerGrader.grade(lesson, answers: answers, engine: engine, answersFile: "mine.swift")
        XCTAssertEqual(report.steps.map(\.met), [false, true])
        XCTAssertEqual(report.steps[0].unmet, ["no answer for step 1 (its reference solution was run instead)"])
        XCTAssertTrue(engine.submitted.contains(lesson.steps[0].solution.code), "the reference solution of step 1 ran")
        XCTAssertEqual(engine.world.views.first?.registrations.first?.identifier, "Cell", "so step 2 runs in the world it expects")
    }

    func testAPoolStepKnowsTheWorldItsReferenceSolutionLeaves() throws {
        let poolLesson = sampleLesson.replacingOccurrences(of: "output line \"done\"\n```", with: "output line \"done\"\ncreated 0\n```")
        let tutor = try controller(poolLesson)
        _ = tutor.start("99")
        let expected = try XCTUnwrap(tutor.expectedWorld())
        XCTAssertEqual(expected.views.first?.registrations.first?.identifier, "Cell")
        XCTAssertEqual(engines.count, 2, "made in an engine of its own")
        XCTAssertTrue(engines[0].world.views.isEmpty, "made in an engine of its own: the learner's world is untouched")
        _ = tutor.next()
        XCTAssertNil(tutor.expectedWorld(), "step 2 is about a compile error, not the pool")
    }

    func testLessonRunNamesLinesOfTheAnswersFile() throws {
        let lesson = try LessonParser.load(from: try writeLesson(sampleLesson))
        let engine = sampleEngine()
        let answers = try AnswersFile.parse("// step 1\n\n\(registering)\n// step 2\ntableView.regster(MyCell.self)\n")
        XCTAssertEqual(answers.answers.map(\.codeLine), [3, 5])
        _ = AnswerGrader.grade(lesson, answers: answers, engine: engine, answersFile: "mine.swift")
        XCTAssertEqual(engine.displayNames.suffix(2), ["mine.swift", "mine.swift"])
        // Blank lines in front put the answer's first line at its line in the file.
        XCTAssertEqual(engine.submitted.suffix(2).map { $0.prefix { $0 == "\n" }.count }, [2, 4])
    }
}
