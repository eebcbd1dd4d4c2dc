import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

@testable import ReuseLabTutor

final class LessonRunTests: XCTestCase {
    private func lesson() throws -> Lesson {
        try LessonParser.parse(sampleLesson, file: URL(fileURLWithPath: "/lessons/99-test/lesson.md"))
    }

    func testRunRecordsStepsAndChecksGoals() throws {
        let engine = sampleEngine()
        let run = LessonRun(lesson: try lesson(), engine: engine)
        try run.begin()
        XCTAssertEqual(engine.submitted, ["let tableView = UITableView()"])
        XCTAssertFalse(run.currentGoal().isMet)

        // Two entries make up one step: output accumulates, the world is checked as it is now.
        XCTAssertFalse(run.submit("print(1)").goal.isMet)
        let evaluation = run.submit("tableView.register(MyCell.self, forCellReuseIdentifier: \"Cell\")")
        XCTAssertTrue(evaluation.goal.isMet)
        run.advanceKeepingWorld()
        XCTAssertEqual(run.stepIndex, 1)
        XCTAssertTrue(run.submit("tableView.regster(MyCell.self)").goal.isMet)
        run.advanceKeepingWorld()
        XCTAssertTrue(run.isFinished)
    }

    func testJumpingToAStepReplaysEarlierSolutions() throws {
        let engine = sampleEngine()
        let run = LessonRun(lesson: try lesson(), engine: engine)
        try run.begin(atStep: 1)
        XCTAssertEqual(engine.resets, 1)
        XCTAssertEqual(engine.submitted.count, 2)
        XCTAssertEqual(engine.world.views.first?.registrations.first?.identifier, "Cell")
        XCTAssertEqual(run.stepIndex, 1)
    }

    func testAFailingStartBlockIsReported() throws {
        let engine = FakeEngine()
        engine.on("UITableView()", status: .compileError, diagnostics: "error: cannot find 'UITableView' in scope")
        let run = LessonRun(lesson: try lesson(), engine: engine)
        XCTAssertThrowsError(try run.begin()) { error in
            XCTAssertEqual(
                String(describing: error),
                "The start block of lesson 99-test did not run (compile-error):\nerror: cannot find 'UITableView' in scope")
        }
    }
}

final class LessonCheckerTests: XCTestCase {
    func testAGoodLessonPasses() throws {
        let folder = try writeLesson(sampleLesson)
        let reports = LessonChecker.check([LessonLibrary.load(folder)], makeEngine: { _ in sampleEngine() })
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports[0].problems, [])
        XCTAssertEqual(reports[0].steps.map(\.problems), [[], []])
        XCTAssertEqual(reports[0].steps.map(\.solutionStatus), ["ran", "compile-error"])
        XCTAssertTrue(reports[0].passed)
    }

    func testASolutionThatMissesItsGoalFails() throws {
        let folder = try writeLesson(sampleLesson)
        let engine = FakeEngine()  // runs everything silently: nothing is registered, nothing printed
        let report = LessonChecker.check([LessonLibrary.load(folder)], makeEngine: { _ in engine })[0]
        XCTAssertFalse(report.passed)
        XCTAssertEqual(
            report.steps[0].problems,
            [
                "the solution (line 33) does not meet the goal: “registered \"Cell\" → class MyCell” (line 20; nothing is registered for cells under \"Cell\" yet); “output line \"done\"” (line 21; nothing was printed)",
                "the must-pass answer “in two entries” (line 42) does not meet the goal: “registered \"Cell\" → class MyCell” (nothing is registered for cells under \"Cell\" yet); “output line \"done\"” (nothing was printed)",
            ])
    }

    func testAMustFailAnswerThatMeetsTheGoalFails() throws {
        // A goal that only asks for output: printing the line is a cheat the must-fail answer exposes.
        let weak = sampleLesson.replacingOccurrences(
            of: "registered \"Cell\" → class MyCell\noutput line \"done\"", with: "output line \"done\"")
        let engine = sampleEngine()
        engine.on("print(\"done\")", output: "done\n")
        let report = LessonChecker.check([LessonLibrary.load(try writeLesson(weak))], makeEngine: { _ in engine })[0]
        XCTAssertFalse(report.passed)
        XCTAssertEqual(
            report.steps[0].problems,
            [
                "the must-fail answer “line 37” (line 37) meets the goal: the goal can be met without doing what the step teaches"
            ])
        XCTAssertEqual(report.steps[0].answers.map(\.metGoal), [true, true])
    }

    func testAStartStateThatAlreadyMeetsAGoalFails() throws {
        let folder = try writeLesson(sampleLesson)
        let engine = sampleEngine()
        engine.on("let tableView", output: "done\n", change: register("Cell", "class MyCell"))
        engine.rules.insert(engine.rules.removeLast(), at: 0)
        let report = LessonChecker.check([LessonLibrary.load(folder)], makeEngine: { _ in engine })[0]
        XCTAssertTrue(report.steps[0].problems.contains("the start state already meets this step's goal"), "\(report.steps[0].problems)")
    }

    func testDuplicateIdsAndBrokenFilesAreReported() throws {
        let first = try writeLesson(sampleLesson)
        let second = try writeLesson(sampleLesson, named: "99-copy")
        let broken = try writeLesson("no front matter", named: "98-broken")
        let reports = LessonChecker.check([first, second, broken].map(LessonLibrary.load), makeEngine: { _ in sampleEngine() })
        XCTAssertTrue(reports[0].passed)
        XCTAssertEqual(reports[1].problems, ["the id “99-test” is also used by \(first.appendingPathComponent("lesson.md").path)"])
        XCTAssertEqual(reports[2].lesson, "98-broken")
        XCTAssertEqual(reports[2].problems.count, 1)
        XCTAssertTrue(reports[2].problems[0].contains("lesson.md:1: error: a lesson starts with front matter"))
    }

    func testReportEncodesAsJSON() throws {
        let folder = try writeLesson(sampleLesson)
        let report = LessonChecker.check([LessonLibrary.load(folder)], makeEngine: { _ in sampleEngine() })
        let json = String(data: try JSONEncoder().encode(report), encoding: .utf8) ?? ""
        XCTAssertTrue(json.contains("\"passed\":true"), json)
    }
}

final class AnswerGraderTests: XCTestCase {
    private func lesson() throws -> Lesson {
        try LessonParser.parse(sampleLesson, file: URL(fileURLWithPath: "/lessons/99-test/lesson.md"))
    }

    func testAnyEquivalentAnswerPasses() throws {
        // Not the reference text: a different spelling of the same registration still meets the goal.
        let answers = try AnswersFile.parse(
            """
            // step 1
            let identifier = "Cell"
            tableView.register(MyCell.self,    forCellReuseIdentifier: "Cell")
            // step 2
            tableView.regster(MyCell.self, "x")
            """)
        let report = AnswerGrader.grade(try lesson(), answers: answers, engine: sampleEngine())
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.metCount, 2)
        XCTAssertEqual(report.steps.map(\.status), ["ran", "compile-error"])
    }

    func testUnansweredAndWrongStepsFail() throws {
        let answers = try AnswersFile.parse("// step 1\nprint(\"hello\")\n")
        let report = AnswerGrader.grade(try lesson(), answers: answers, engine: sampleEngine())
        XCTAssertFalse(report.passed)
        XCTAssertEqual(
            report.steps[0].unmet,
            [
                "registered \"Cell\" → class MyCell — nothing is registered for cells under \"Cell\" yet",
                "output line \"done\" — nothing was printed",
            ])
        XCTAssertEqual(report.steps[1].answered, false)
        XCTAssertEqual(report.steps[1].unmet, ["no answer for step 2 (its reference solution was run instead)"])
    }
}
