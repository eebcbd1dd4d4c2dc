import ArgumentParser
import Foundation
import ReuseLabTutor

/// `reuselab lesson list`: every built-in lesson with the learner's progress.
struct LessonListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the lessons with your progress.")

    @Flag(help: "Print machine-readable JSON.") var json = false
    @OptionGroup var pack: PackOption

    struct Entry: Encodable {
        var id: String
        var title: String?
        var path: String
        var steps: Int
        var completedSteps: [Int]
        var error: String?
    }

    func run() throws {
        let (library, store) = try pack.lessons()
        if !json {
            let controller = LessonController(library: library, store: store)
            if let notice = controller.progressNotice { LessonEnvironment.printError(notice) }
            print(controller.list())
            if library.directory == nil { throw ExitCode(2) }
            return
        }
        let (progress, notice) = store.load()
        if let notice { LessonEnvironment.printError(notice) }
        let entries = library.loadAll().map { loaded -> Entry in
            switch loaded.result {
            case .success(let lesson):
                return Entry(
                    id: lesson.id, title: lesson.title, path: lesson.directory.path, steps: lesson.steps.count,
                    completedSteps: progress[lesson: lesson.id].completedSteps, error: nil)
            case .failure(let error):
                return Entry(
                    id: loaded.url.lastPathComponent, title: nil, path: loaded.url.path, steps: 0, completedSteps: [],
                    error: String(describing: error))
            }
        }
        LessonEnvironment.printJSON(entries)
    }
}
