import ArgumentParser

/// `reuselab lesson …`: guided lessons. Owned by the tutor work.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lesson", abstract: "List, take, check and grade guided lessons.")

    func run() throws {
        print("Lessons are not built yet.")
        throw ExitCode(2)
    }
}
