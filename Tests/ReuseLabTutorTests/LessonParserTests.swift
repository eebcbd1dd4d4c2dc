import XCTest

@testable import ReuseLabTutor

final class LessonParserTests: XCTestCase {
    let file = URL(fileURLWithPath: "/lessons/99-test/lesson.md")

    func testParsesAWholeLesson() throws {
        let lesson = try LessonParser.parse(sampleLesson, file: file)
        XCTAssertEqual(lesson.id, "99-test")
        XCTAssertEqual(lesson.number, 99)
        XCTAssertEqual(lesson.title, "A test lesson")
        XCTAssertEqual(lesson.articles, [ArticleCredit(title: "An Article", author: "An Author", address: "https://example.com/a")])
        XCTAssertEqual(lesson.intro, "# A test lesson\n\nIntro text.")
        XCTAssertEqual(lesson.start, SourceBlock(code: "let tableView = UITableView()", line: 12))
        XCTAssertEqual(lesson.steps.count, 2)
        XCTAssertEqual(lesson.steps[0].title, "Register")
        XCTAssertEqual(lesson.steps[0].prose, "Register it.")
        XCTAssertEqual(lesson.steps[0].hints, ["First hint.", "Second hint."])
        XCTAssertEqual(lesson.steps[0].goal.checks.map(\.source), ["registered \"Cell\" → class MyCell", "output line \"done\""])
        XCTAssertEqual(lesson.steps[0].goal.checks[0].line, 20)
        XCTAssertEqual(lesson.steps[1].solution.code, "tableView.regster(MyCell.self)")
        XCTAssertEqual(lesson.directory.path, "/lessons/99-test")
    }

    func testPlainCodeBlocksAndLongFencesAreProse() throws {
        let text = sampleLesson.replacingOccurrences(of: "Register it.", with: "Register it.\n\n```swift\nlet example = 1\n```")
            .replacingOccurrences(of: "```hint\nFirst hint.\n```", with: "````hint\n```swift\ncode()\n```\n````")
        let lesson = try LessonParser.parse(text, file: file)
        XCTAssertEqual(lesson.steps[0].prose, "Register it.\n\n```swift\nlet example = 1\n```")
        XCTAssertEqual(lesson.steps[0].hints[0], "```swift\ncode()\n```")
    }

    private func assertError(_ text: String, _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try LessonParser.parse(text, file: file), line: line) { error in
            XCTAssertEqual((error as? LessonFormatError)?.description, expected, line: line)
        }
    }

    func testMissingFrontMatter() {
        assertError(
            "# Title\n",
            "/lessons/99-test/lesson.md:1: error: a lesson starts with front matter: a “---” line, then id, title and article lines, then “---”"
        )
    }

    func testMissingArticle() {
        assertError(
            "---\nid: a\ntitle: T\n---\n",
            "/lessons/99-test/lesson.md:4: error: the front matter has no “article:” line (credit the article: Title | Author | Address)")
    }

    func testBadArticleLine() {
        assertError(
            "---\nid: a\ntitle: T\narticle: Only a title\n---\n",
            "/lessons/99-test/lesson.md:4: error: an article line reads “article: Title | Author | Address”")
    }

    func testUnknownKey() {
        assertError(
            "---\nid: a\ncolour: red\n---\n",
            "/lessons/99-test/lesson.md:3: error: unknown front-matter key “colour”; known keys: id, title, article, disabled-commands, allowed-commands"
        )
    }

    func testNoSteps() {
        assertError(
            "---\nid: a\ntitle: T\narticle: A | B | C\n---\nJust prose.\n",
            "/lessons/99-test/lesson.md: error: a lesson needs at least one step: a “## ” heading with a goal, hints and a solution")
    }

    func testStepWithoutHint() {
        let text = sampleLesson.replacingOccurrences(of: "```hint\nMisspell something.\n```\n", with: "")
        assertError(text, "/lessons/99-test/lesson.md:48: error: step “Break it” has no hint block (give at least one, a nudge first)")
    }

    func testStepWithoutSolution() {
        let text = sampleLesson.replacingOccurrences(of: "```swift solution\ntableView.regster(MyCell.self)\n```", with: "")
        assertError(text, "/lessons/99-test/lesson.md:48: error: step “Break it” has no solution block")
    }

    func testGoalOutsideAStep() {
        let text = sampleLesson.replacingOccurrences(of: "Intro text.", with: "Intro text.\n\n```goal\nstatus ran\n```")
        assertError(text, "/lessons/99-test/lesson.md:11: error: a goal block must be inside a step: put a “## ” heading above it")
    }

    func testUnknownBlockRole() {
        let text = sampleLesson.replacingOccurrences(
            of: "```swift solution\ntableView.register", with: "```swift soluton\ntableView.register")
        assertError(
            text,
            "/lessons/99-test/lesson.md:32: error: unknown block type “swift soluton”; typed blocks are: ```swift start, ```swift goal, ```swift hint, ```swift solution, ```swift must-fail, ```swift must-pass, ```swift starter (or the role alone)"
        )
    }

    func testUnclosedFence() {
        let text = sampleLesson + "\n## Step 3: More\n\n```goal\nstatus ran\n"
        assertError(text, "/lessons/99-test/lesson.md:72: error: this fenced block is never closed (expected a line “```”)")
    }

    func testBadGoalLinePointsAtItsLine() {
        let text = sampleLesson.replacingOccurrences(of: "output line \"done\"", with: "output has \"done\"")
        assertError(
            text,
            "/lessons/99-test/lesson.md:21: error: in goal “output has \"done\"”: expected “contains”, “line” or “empty” after “output”, found “has”"
        )
    }

    func testSecondStartBlock() {
        let text = sampleLesson.replacingOccurrences(of: "Intro text.", with: "Intro text.\n\n```swift start\nlet a = 1\n```")
        assertError(text, "/lessons/99-test/lesson.md:15: error: a lesson has one start block; this is a second one")
    }

    func testStepTitlesDropTheirNumber() {
        XCTAssertEqual(LessonParser.stepTitle("Step 2: Register"), "Register")
        XCTAssertEqual(LessonParser.stepTitle("Step 10. Scroll"), "Scroll")
        XCTAssertEqual(LessonParser.stepTitle("Stepping stones"), "Stepping stones")
    }
}
