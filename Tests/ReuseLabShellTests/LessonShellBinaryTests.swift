import Foundation
import XCTest

/// Lessons in the real binary: `:lesson N` in the shell and `reuselab lesson start N`, with entries
/// piped in (batch mode) and on a pseudo-terminal (the pre-filled solution).
final class LessonShellBinaryTests: XCTestCase {
    var stateDirectory: String!

    /// The checkout's lessons, found from this file, so the test does not depend on the working directory.
    static let lessonsPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Lessons").path

    override func setUp() {
        stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-lessons-\(UUID().uuidString)").path
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: stateDirectory)
    }

    var environment: [String: String] {
        ["REUSELAB_LESSONS": Self.lessonsPath, "REUSELAB_STATE_DIR": stateDirectory]
    }

    func run(_ arguments: [String], _ lines: [String]) throws -> BuiltBinary.Result {
        try BuiltBinary.run(arguments, input: lines.joined(separator: "\n") + "\n", environment: environment)
    }

    /// `text` contains `parts` in this order.
    func assertInOrder(_ text: String, _ parts: [String], file: StaticString = #filePath, line: UInt = #line) {
        var rest = Substring(text)
        for part in parts {
            guard let range = rest.range(of: part) else {
                return XCTFail("missing, or out of order: \(part.debugDescription)\n--- in:\n\(text)", file: file, line: line)
            }
            rest = rest[range.upperBound...]
        }
    }

    func testALessonInTheShellFromStartToASecondStep() throws {
        let result = try run(
            [],
            [
                ":lesson 0",
                ":hint",
                ":hint",
                "final class GreetingCell: UITableViewCell {}",
                "print(GreetingCell.self)",
                ":next",
                ":goal",
                "let tableView = UITableView()",
                "tableView.register(GreetingCell.self, forCellReuseIdentifier: \"Greeting\")",
                ":progress",
            ])
        XCTAssertEqual(result.status, 0, result.errors)
        assertInOrder(
            result.output,
            [
                "Lesson 00-tour: A tour of the playground",
                "Step 1 of 4: Declare a cell class",
                "Hint 1 of 2:\n    A class with an empty body is enough",
                "Hint 2 of 2:\n    `final class GreetingCell: UITableViewCell {}`",
                "That is the last hint.",
                "GreetingCell\n✓ Step 1 done: Declare a cell class. `:next` moves on.\n",
                "Step 2 of 4: Make a table view and register the class",
                "✗ registered \"Greeting\" → class GreetingCell",
                "✓ Step 2 done",
                "00-tour: steps done 1, 2; hints used 2",
            ])
        XCTAssertEqual(result.output.components(separatedBy: "✓ Step 1 done").count, 2, "said once")
    }

    func testLessonOffReturnsToTheLearnersOwnPlayground() throws {
        let result = try run(
            [],
            [
                "let mine = \"my own\"",
                ":lesson 0",
                "final class GreetingCell: UITableViewCell {}",
                "print(GreetingCell.self)",
                ":next",
                ":lesson off",
                "print(mine)",
                ":lesson",
            ])
        XCTAssertEqual(result.status, 0, result.errors)
        assertInOrder(
            result.output,
            [
                "Lesson 00-tour: A tour of the playground",
                "✓ Step 1 done",
                "Left lesson 00-tour at step 2 of 4; your progress is kept: `:lesson 0` resumes it.",
                "my own\n",
                "1/4",
            ])
    }

    func testLessonStartOpensTheSameShellAndACrashStepIsMet() throws {
        // Resume at step 4 from saved progress: the world is rebuilt with the earlier solutions.
        let progress = try run(["lesson", "start", "0"], [":next", ":next", ":next"])
        XCTAssertEqual(progress.status, 0, progress.errors)
        let result = try run(
            ["lesson", "start", "00-tour", "--echo"],
            [
                "let secondCell = tableView.dequeueReusableCell(withIdentifier: \"Greting\", for: IndexPath(row: 1, section: 0))",
                ":why",
                ":next",
            ])
        XCTAssertEqual(result.status, 3, "the crash this step asks for is the worst status: \(result.errors)")
        XCTAssertTrue(result.errors.contains("unable to dequeue a cell with identifier Greting"), result.errors)
        assertInOrder(
            result.output,
            [
                "Resuming at step 4",
                "> let secondCell",
                "✓ Step 4 done — that was the last step.",
                "> :next",
                "✓ Lesson 00-tour complete",
            ])
        XCTAssertFalse(result.output.contains("lesson> "), "no prompt in batch mode")
    }

    func testSolutionIsPrintedNotRunInBatchModeAndResetsKeepTheirMeanings() throws {
        let export = stateDirectory + "/export.json"
        let result = try run(
            [],
            [
                ":lesson 0", ":solution", ":goal",
                ":reset", ":reset lesson", ":reset all", ":reset all",
                ":progress export " + export, ":progress import " + export,
            ])
        XCTAssertEqual(result.status, 0, result.errors)
        // Batch input has nobody to confirm with: one `:solution` prints it, as the README says.
        XCTAssertFalse(result.output.contains("Show the reference solution"), result.output)
        assertInOrder(
            result.output,
            [
                "Reference solution for step 1:\n    import UIKit\n",
                "✗ output line \"GreetingCell\"",
                "The session is reset: no entries, a fresh world.",
                "Lesson 00-tour reset",
                "Forget the progress of all",
                "All lesson progress forgotten.",
                "Progress exported to",
                "Progress imported from",
            ])
        XCTAssertFalse(result.output.contains("It is at the prompt"), "batch mode has no prompt to fill")
    }

    func testUndoingTheEntryThatMetAGoalTakesTheMarkBack() throws {
        let result = try run(
            [],
            [
                ":lesson 0",
                "final class GreetingCell: UITableViewCell {}",
                "print(GreetingCell.self)",
                ":undo",
                ":progress",
                "print(GreetingCell.self)",
            ])
        XCTAssertEqual(result.status, 0, result.errors)
        assertInOrder(
            result.output,
            [
                "✓ Step 1 done",
                "Took back the last entry.",
                "Step 1 is not done any more: the entry that met its goal was taken back.",
                "00-tour: steps done none",
                "✓ Step 1 done",
            ])
    }

    func testHelpListsTheLessonCommandsAndAnUnknownLessonFails() throws {
        let help = try run([], [":help"])
        for usage in [":lesson [N|off]", ":goal", ":hint", ":solution", ":next", ":back", ":reset lesson|all", ":progress"] {
            XCTAssertTrue(help.output.contains("  " + usage), "missing \(usage):\n\(help.output)")
        }
        let missing = try run(["lesson", "start", "99"], ["print(1)"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errors.contains("no lesson “99”"), missing.errors)
        XCTAssertEqual(missing.output, "", "the shell does not open without its lesson")
    }

    func testTheConfirmedSolutionIsPrefilledAtThePromptAndRunsOnlyOnReturn() throws {
        var shellEnvironment = environment
        shellEnvironment.merge([
            "TERM": "xterm", "LANG": "C.UTF-8", "REUSELAB_HISTORY": "", "NO_COLOR": "1",
            "HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin",
        ]) { $1 }
        let terminal = try PseudoTerminal(
            executable: BuiltBinary.url.path, arguments: ["lesson", "start", "0"],
            environment: shellEnvironment)
        let stepOne = "[00 · 1/4] reuse> "
        XCTAssertTrue(terminal.waitFor(stepOne), terminal.plainTranscript)
        type(":solution\r", into: terminal, expecting: "Type `:solution` again", stepOne)
        // The next prompt comes with the solution in the line, not yet run: wait until it is drawn.
        let confirmed = terminal.mark()
        type(
            ":solution\r", into: terminal, expecting: "It is at the prompt", stepOne,
            "final class GreetingCell: UITableViewCell {}", "print(GreetingCell.self)")
        let afterReply = terminal.plainText(after: confirmed).components(separatedBy: "It is at the prompt").last ?? ""
        XCTAssertTrue(
            PseudoTerminal.contains(
                afterReply,
                inOrder: [
                    stepOne, "import UIKit", "final class GreetingCell: UITableViewCell {}",
                    "print(GreetingCell.self)",
                ]), afterReply)
        XCTAssertFalse(terminal.plainTranscript.contains("✓ Step 1 done"), "pre-filled, never run by itself")
        // It can be edited: Ctrl-E then a comment at the end of the last line; Return runs it all.
        type("\u{05} // mine\r", into: terminal, expecting: "// mine", "GreetingCell\n", "✓ Step 1 done", stepOne)
        type(":next\r", into: terminal, expecting: "Step 2 of 4", "[00 · 2/4] reuse> ")
        terminal.send("\u{04}")
        XCTAssertEqual(terminal.waitForExit(), 0, terminal.plainTranscript)
    }
}
