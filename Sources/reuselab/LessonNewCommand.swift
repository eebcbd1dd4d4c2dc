import ArgumentParser
import Foundation
import ReuseLabTutor

/// `reuselab lesson new NAME`: scaffold a lesson folder for a teacher to fill in.
struct LessonNewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "new", abstract: "Create a lesson folder from a working template.")

    @Argument(help: "The lesson's name; the folder is named after it.") var name: String
    @Option(name: .customLong("in"), help: "The folder to create it in (default: the current directory).") var parent: String = "."

    func run() throws {
        do {
            let folder = try LessonScaffold.create(named: name, in: URL(fileURLWithPath: parent))
            print("Created \(folder.path)/lesson.md")
            print("Edit it (Lessons/README.md describes the format), then: reuselab lesson check \(folder.path)")
        } catch {
            LessonEnvironment.printError("error: \(error)")
            throw ExitCode(2)
        }
    }
}
