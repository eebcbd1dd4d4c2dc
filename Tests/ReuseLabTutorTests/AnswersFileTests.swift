import XCTest

@testable import ReuseLabTutor

final class AnswersFileTests: XCTestCase {
    func testParsesMarkedBlocks() throws {
        let answers = try AnswersFile.parse(
            """
            // My answers for lesson 1
            // step 1
            tableView.register(MyCell.self, forCellReuseIdentifier: "Cell")

            // step 3: the crash
            // step back and think: this is an ordinary comment
            let x = 1

            """, stepCount: 3)
        XCTAssertEqual(answers.answers.map(\.step), [1, 3])
        XCTAssertEqual(answers.answer(forStep: 1)?.code, "tableView.register(MyCell.self, forCellReuseIdentifier: \"Cell\")")
        XCTAssertEqual(answers.answer(forStep: 3)?.code, "// step back and think: this is an ordinary comment\nlet x = 1")
        XCTAssertEqual(answers.answer(forStep: 3)?.line, 5)
        XCTAssertNil(answers.answer(forStep: 2))
    }

    private func assertError(_ text: String, _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try AnswersFile.parse(text, file: "answers.swift", stepCount: 3), line: line) { error in
            XCTAssertEqual((error as? LessonFormatError)?.description, expected, line: line)
        }
    }

    func testErrors() {
        assertError(
            "let x = 1\n// step 1\n", "answers.swift:1: error: code before the first “// step N” line; start each answer with “// step N”")
        assertError("// step 1\na\n// step 1\nb", "answers.swift:3: error: a second answer for step 1")
        assertError("// step 2\na\n// step 1\nb", "answers.swift:3: error: answers must be in step order: step 1 comes after step 2")
        assertError("// step 4\na", "answers.swift:1: error: step 4 does not exist; this lesson has 3 steps")
        assertError("// step 0\na", "answers.swift:1: error: steps are numbered from 1")
        assertError("// nothing here\n", "answers.swift: error: no answers: start each step's Swift with a line “// step N”")
    }
}
