import Foundation
import ReuseLabLanguage
import XCTest

@testable import ReuseLabTutor

/// `computed output line` holds for a line the code computed, never for one typed in its literals; a
/// step's `starter` block is parsed and held to what must fail.
final class ComputedOutputGoalTests: XCTestCase {
    private func outcome(_ source: String, in session: Session) -> EntryOutcome {
        session.submit(source, displayName: "<repl-1>")
    }

    private func meets(_ source: String, _ goalText: String) throws -> (Bool, String) {
        let session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        _ = session.submit("final class MyCell: UITableViewCell {}", displayName: "<start>")
        let goal = try GoalParser.parse([goalText], firstLine: 1)
        let record = StepRecord(outcomes: [outcome(source, in: session)])
        let result = GoalEvaluator.evaluate(goal, record: record, world: session.snapshot())
        return (result.isMet, result.results[0].observed)
    }

    func testTypedLinesDoNotCount() throws {
        for cheat in [
            "print(\"MyCell\")", "print(\"My\" + \"Cell\")", "print(\"My\\(\"Cell\")\")", "let a = \"yMlleC\"; print(\"MyCell\")",
        ] {
            let (met, observed) = try meets(cheat, "computed output line \"MyCell\"")
            XCTAssertFalse(met, cheat)
            XCTAssertTrue(observed.contains("from text your code spells out"), observed)
        }
        XCTAssertFalse(try meets("print(1)", "computed output line \"1\"").0)
        XCTAssertFalse(try meets("print(false)", "computed output line \"false\"").0)
    }

    func testComputedLinesCount() throws {
        XCTAssertTrue(try meets("print(MyCell.self)", "computed output line \"MyCell\"").0)
        XCTAssertTrue(try meets("print(String(describing: type(of: MyCell())))", "computed output line \"MyCell\"").0)
        XCTAssertTrue(try meets("print([7].count)", "computed output line \"1\"").0)
        XCTAssertTrue(try meets("print(2 > 3)", "computed output line \"false\"").0)
        XCTAssertEqual(try meets("print(2)", "computed output line \"1\"").1, "printed: 2")
    }

    func testAGoalWithATypoIsAnError() {
        XCTAssertThrowsError(try GoalParser.parse(["computed output contains \"x\""], firstLine: 1))
    }

    func testAStarterBlockIsParsedAndOneAStepMayHave() throws {
        let lesson = """
            ---
            id: 98-starter
            title: Starter
            article: An Article | An Author | https://example.com/a
            ---

            ## Fix it

            ```goal
            status ran
            ```

            ```hint
            Fix it.
            ```

            ```swift starter
            let broken: Int = "x"
            ```

            ```swift solution
            let fixed = 1
            ```
            """
        let file = URL(fileURLWithPath: "/lessons/98-starter/lesson.md")
        let parsed = try LessonParser.parse(lesson, file: file)
        XCTAssertEqual(parsed.steps[0].starter?.code, "let broken: Int = \"x\"")
        let twice = lesson.replacingOccurrences(of: "```swift solution", with: "```swift starter\nlet again = 1\n```\n\n```swift solution")
        XCTAssertThrowsError(try LessonParser.parse(twice, file: file)) { error in
            XCTAssertTrue("\(error)".contains("has a second starter block"), "\(error)")
        }
    }
}
