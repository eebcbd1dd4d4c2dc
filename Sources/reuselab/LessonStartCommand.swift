import ArgumentParser
import Foundation
import ReuseLabLanguage
import ReuseLabTutor

/// `reuselab lesson start N`: take a lesson in a plain line-by-line loop. The full shell offers the
/// same through `:lesson N`, with line editing; both drive `LessonController`.
struct LessonStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "start", abstract: "Take a lesson interactively.")

    @Argument(help: "The lesson: id, number or folder path.") var lesson: String

    func run() throws {
        let controller = LessonController(library: LessonEnvironment.library(), store: LessonEnvironment.store())
        if let notice = controller.progressNotice { LessonEnvironment.printError(notice) }
        print(controller.start(lesson))
        guard controller.isActive else { throw ExitCode(2) }
        print("\nType Swift, or :goal :hint :solution :next :back :reset lesson :progress :quit")

        var pending: [String] = []
        while true {
            FileHandle.standardOutput.write(Data((pending.isEmpty ? "lesson> " : "   ...> ").utf8))
            guard let line = readLine() else { break }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty, trimmed.hasPrefix(":") {
                if trimmed == ":quit" || trimmed == ":q" { break }
                if let reply = controller.handleMetaCommand(trimmed) {
                    // Without line editing a solution cannot be pre-filled at the prompt; it is printed to copy.
                    print(reply)
                } else if !controller.isCommandAllowed(trimmed) {
                    print("This lesson does not allow \(trimmed).")
                } else {
                    print("Unknown command \(trimmed). Lesson commands: :goal :hint :solution :next :back :reset lesson :reset all :progress :quit")
                }
                continue
            }
            if pending.isEmpty && trimmed.isEmpty { continue }
            pending.append(line)
            let source = pending.joined(separator: "\n")
            if Session.isIncomplete(source) { continue }
            pending = []
            guard let (outcome, message) = controller.submit(source) else { continue }
            if !outcome.output.isEmpty { FileHandle.standardOutput.write(Data(outcome.output.utf8)) }
            if !outcome.diagnostics.isEmpty { LessonEnvironment.printError(outcome.diagnostics) }
            for event in outcome.events { print("  · \(event)") }
            if let message { print(message) }
        }
        print("")
    }
}
