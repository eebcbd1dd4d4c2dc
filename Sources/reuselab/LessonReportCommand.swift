import ArgumentParser
import Foundation
import ReuseLabTutor

extension ClassReportFormat: ExpressibleByArgument {}

/// `reuselab lesson report RESULTS…`: how a class did, from learners' `lesson run --json` results and
/// exported progress files.
struct LessonReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Summarise a class: who finished each step, attempts, hints, the most common error.",
        discussion: """
            Give learners' `reuselab lesson run --json` results and exported progress files (`:progress export`), or \
            folders of them (their .json files are read). A learner is named by the file name up to its first dot: \
            alice.json and alice.02.json are both alice. Files that are neither are listed as skipped.
            With --pack DIR the report is the workshop's: its title, its lessons in the manifest's order with every \
            learner who handed in for it, and what is not its own (a file from another pack or from the built-in \
            lessons, a lesson the manifest does not list) listed as not counted. Without it, a pack's lessons are \
            reported apart from the built-in ones of the same id.
            Exits 0, or 2 when no file could be read.
            """
    )

    @Argument(help: "Result or progress files, or folders of them.") var results: [String]
    @Option(help: "table (the default), markdown, csv or json.") var format: ClassReportFormat = .table
    @OptionGroup var pack: PackOption

    func run() throws {
        let (files, skipped) = ClassReport.load(paths: results)
        let report: ClassReport
        if let workshop = try pack.load() {
            let lessons = LessonLibrary(pack: workshop).loadAll().compactMap(\.lesson).map { lesson in
                (id: lesson.id, title: lesson.title, steps: lesson.steps.map(\.title))
            }
            let scope = ClassReport.WorkshopScope(id: workshop.id, title: workshop.title, lessons: lessons)
            report = ClassReport.build(files: files, skipped: skipped, workshop: scope)
        } else {
            let library = LessonEnvironment.library()
            report = ClassReport.build(files: files, skipped: skipped) { id in
                // Ids come from the files: never let one name a path to read.
                guard !id.contains("/"), !id.hasSuffix(".md"), let lesson = try? library.resolve(id).lesson else { return nil }
                return (lesson.title, lesson.steps.map(\.title))
            }
        }
        print(format.render(report), terminator: "")
        for file in skipped { LessonEnvironment.printError("warning: skipped \(file.file): \(file.reason)") }
        for file in report.leftOut { LessonEnvironment.printError("note: not counted \(file.file): \(file.reason)") }
        if files.isEmpty {
            LessonEnvironment.printError("error: none of the files is a result or a progress file")
            throw ExitCode(2)
        }
    }
}
