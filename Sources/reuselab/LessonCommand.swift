import ArgumentParser
import Foundation
import ReuseLabTutor

/// `reuselab lesson …`: guided lessons. With no subcommand, lists them with progress.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "List, take, check and grade guided lessons.",
        subcommands: [
            LessonListCommand.self, LessonStartCommand.self, LessonCheckCommand.self, LessonRunCommand.self,
            LessonNewCommand.self, LessonReportCommand.self,
        ],
        defaultSubcommand: LessonListCommand.self
    )
}

/// Shared set-up for the lesson subcommands.
enum LessonEnvironment {
    static func library() -> LessonLibrary {
        LessonLibrary.builtIn()
    }

    static func store() -> ProgressStore {
        ProgressStore(fileURL: ProgressStore.defaultFileURL())
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func printJSON<T: Encodable>(_ value: T) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) {
            print(text)
        }
    }
}
