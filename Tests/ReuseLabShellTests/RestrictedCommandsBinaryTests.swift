import Foundation
import XCTest

/// A command the running lesson restricts is not listed by `:help` (batch mode) nor completed by Tab
/// (a real terminal), and is still refused when typed.
final class RestrictedCommandsBinaryTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-restricted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func testHelpLeavesOutARestrictedCommandUntilTheLessonIsLeft() throws {
        let lesson = try EchoLesson.write(into: folder, disabledCommands: ":undo, :source")
        let result = try BuiltBinary.run(
            ["lesson", "start", lesson.path, "--echo"], input: ":help\n:undo\n:lesson off\n:help\n",
            environment: ["REUSELAB_STATE_DIR": folder.path])
        XCTAssertEqual(result.status, 2, "the typed :undo is refused")
        XCTAssertTrue(result.errors.contains("This lesson does not use :undo."), result.errors)
        let parts = result.output.components(separatedBy: "> :lesson off")
        XCTAssertEqual(parts.count, 2, result.output)
        XCTAssertFalse(parts[0].contains("  :undo "), parts[0])
        XCTAssertFalse(parts[0].contains("  :source "), parts[0])
        XCTAssertTrue(parts[0].contains("  :redo "), parts[0])
        XCTAssertTrue(parts[1].contains("  :undo "), "listed again in the playground:\n\(parts[1])")
        XCTAssertTrue(parts[1].contains("`:lesson \(lesson.path)` resumes it"), "a lesson started by path is resumed by path")
    }

    func testTabDoesNotCompleteARestrictedCommand() throws {
        let lesson = try EchoLesson.write(into: folder, disabledCommands: ":undo")
        let environment = [
            "TERM": "xterm", "LANG": "C.UTF-8", "REUSELAB_HISTORY": "", "NO_COLOR": "1",
            "REUSELAB_STATE_DIR": folder.path, "HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin",
        ]
        let shell = try PseudoTerminal(
            executable: BuiltBinary.url.path, arguments: ["lesson", "start", lesson.path],
            environment: environment)
        XCTAssertTrue(shell.waitFor("reuse> "), shell.plainTranscript)
        // Unrestricted, Tab would make this `:undo`, which the lesson refuses.
        type(":un\t\r", into: shell, expecting: "Unknown command :un.", "reuse> ")
        XCTAssertFalse(shell.plainTranscript.contains("does not use :undo"), shell.plainTranscript)
        shell.send(":quit\r")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript)
    }
}
