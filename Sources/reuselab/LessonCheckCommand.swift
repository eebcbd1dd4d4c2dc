import ArgumentParser
import Foundation
import ReuseLabTutor

/// `reuselab lesson check [ID|PATH…]`: the lessons' self-test, for authors and CI.
struct LessonCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Self-test lessons: the start state meets no goal, each solution and must-pass answer meets its goal, no must-fail answer does, hints exist, ids are unique.",
        discussion: "With no arguments every built-in lesson is checked. Exits 1 if any lesson fails, 2 if none could be found."
    )

    @Argument(help: "Lesson ids, numbers or folder paths (default: all built-in lessons).") var lessons: [String] = []
    @Flag(help: "Print machine-readable JSON.") var json = false
    @Flag(name: .shortAndLong, help: "List every must-fail and must-pass answer with why it failed or passed.") var verbose = false
    @OptionGroup var pack: PackOption

    func run() throws {
        let library: LessonLibrary
        if pack.path != nil {
            // A pack is checked as a whole: its manifest first (every problem at its line), then its lessons.
            guard let checked = checkPackManifest() else { throw ExitCode(1) }
            library = LessonLibrary(pack: checked)
        } else {
            library = LessonEnvironment.library()
        }
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
        var lines = [
            "\(report.passed ? "✓ PASS" : "✗ FAIL") \(report.lesson) (\(report.steps.count) steps; "
                + "\(failing) must-fail and \(passing) must-pass answers run)"
        ]
        lines += report.problems.map { "    \($0)" }
        for step in report.steps where !step.problems.isEmpty || verbose {
            lines.append("    step \(step.number) (\(step.title)):")
            lines += step.problems.map { "      - \($0)" }
            guard verbose else { continue }
            for answer in step.answers {
                let verdict = answer.metGoal ? "meets the goal" : "fails (\(answer.status)) on \(answer.reason)"
                lines.append(
                    "      \(answer.kind == "must-fail" ? "✗" : "✓") \(answer.kind) “\(answer.label)” (line \(answer.line)): \(verdict)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The pack's manifest, read with every problem printed as `workshop.md:LINE: error: …`; nil when it has any.
    private func checkPackManifest() -> LessonPack? {
        let folder = URL(fileURLWithPath: ((pack.path ?? ".") as NSString).expandingTildeInPath).standardizedFileURL
        let (checked, problems) = LessonPackParser.parse(directory: folder, builtIn: LessonLibrary.locateBuiltIn())
        for problem in problems { print(problem.description) }
        guard let checked, problems.isEmpty else {
            print("✗ FAIL pack \(folder.lastPathComponent): \(problems.count) problem\(problems.count == 1 ? "" : "s") in its manifest")
            return nil
        }
        print(
            "✓ pack “\(checked.title)”: \(checked.lessons.count) lesson\(checked.lessons.count == 1 ? "" : "s")"
                + (checked.restrictions.summary.map { "; \($0)" } ?? ""))
        return checked
    }
}
