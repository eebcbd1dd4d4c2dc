import ArgumentParser
import Foundation
import ReuseLabTutor

/// `reuselab lesson check [ID|PATH…]`: the lessons' self-test, for authors and CI.
struct LessonCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Self-test lessons: the start state meets no goal, each solution and must-pass answer meets its goal, no must-fail answer does, hints exist, ids are unique.",
        discussion: "With no arguments every built-in lesson is checked. Exits 1 if any lesson fails, 2 if none could be found."
    )

    @Argument(help: "Lesson ids, numbers or folder paths (default: all built-in lessons).") var lessons: [String] = []
    @Flag(help: "Print machine-readable JSON.") var json = false
    @Flag(name: .shortAndLong, help: "List every must-fail and must-pass answer with why it failed or passed.") var verbose = false

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
        let failing = report.steps.map(\.mustFail).reduce(0, +)
        let passing = report.steps.map(\.mustPass).reduce(0, +)
        var lines = ["\(report.passed ? "✓ PASS" : "✗ FAIL") \(report.lesson) (\(report.steps.count) steps; "
            + "\(failing) must-fail and \(passing) must-pass answers run)"]
        lines += report.problems.map { "    \($0)" }
        for step in report.steps where !step.problems.isEmpty || verbose {
            lines.append("    step \(step.number) (\(step.title)):")
            lines += step.problems.map { "      - \($0)" }
            guard verbose else { continue }
            for answer in step.answers {
                let verdict = answer.metGoal ? "meets the goal" : "fails (\(answer.status)) on \(answer.reason)"
                lines.append("      \(answer.kind == "must-fail" ? "✗" : "✓") \(answer.kind) “\(answer.label)” (line \(answer.line)): \(verdict)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
