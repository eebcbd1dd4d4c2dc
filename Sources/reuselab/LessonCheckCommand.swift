import ArgumentParser
import Foundation
import ReuseLabTutor

/// `reuselab lesson check [ID|PATH…]`: the lessons' self-test, for authors and CI.
struct LessonCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Self-test lessons: the start state meets no goal, each solution meets its goal, hints exist, ids are unique.",
        discussion: "With no arguments every built-in lesson is checked. Exits 1 if any lesson fails, 2 if none could be found."
    )

    @Argument(help: "Lesson ids, numbers or folder paths (default: all built-in lessons).") var lessons: [String] = []
    @Flag(help: "Print machine-readable JSON.") var json = false

    func run() throws {
        let library = LessonEnvironment.library()
        var loaded: [LessonLibrary.Loaded] = []
        if lessons.isEmpty {
            loaded = library.loadAll()
            guard !loaded.isEmpty else {
                LessonEnvironment.printError("error: no lessons found (set REUSELAB_LESSONS, run from the checkout, or give paths)")
                throw ExitCode(2)
            }
        } else {
            for reference in lessons {
                do {
                    loaded.append(try library.resolve(reference))
                } catch {
                    LessonEnvironment.printError("error: \(error)")
                    throw ExitCode(2)
                }
            }
        }
        let reports = LessonChecker.check(loaded, makeEngine: LessonEngines.session)
        if json {
            LessonEnvironment.printJSON(reports)
        } else {
            for report in reports { print(render(report)) }
            let failed = reports.filter { !$0.passed }.count
            print("\(reports.count - failed) passed, \(failed) failed")
        }
        if reports.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }

    private func render(_ report: LessonCheckReport) -> String {
        var lines = ["\(report.passed ? "✓ PASS" : "✗ FAIL") \(report.lesson)"]
        lines += report.problems.map { "    \($0)" }
        for step in report.steps where !step.problems.isEmpty {
            lines.append("    step \(step.number) (\(step.title)):")
            lines += step.problems.map { "      - \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
