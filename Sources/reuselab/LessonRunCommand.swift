import ArgumentParser
import Foundation
import ReuseLabTutor

/// `reuselab lesson run ID --answers FILE`: grade a learner's answers without a terminal.
struct LessonRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Grade a learner's answers to a lesson.",
        discussion: """
            The answers file holds one Swift block per step, each after a line `// step N` (see Lessons/README.md).
            Exits 0 when every step's goal is met, 1 otherwise, 2 on a usage or file error.
            """
    )

    @Argument(help: "The lesson: id, number or folder path.") var lesson: String
    @Option(name: .long, help: "The learner's answers file.") var answers: String
    @Flag(help: "Print machine-readable JSON.") var json = false
    @OptionGroup var pack: PackOption

    func run() throws {
        let loaded: Lesson
        let library = try pack.lessons().library
        do {
            loaded = try library.resolve(lesson).result.get()
        } catch {
            LessonEnvironment.printError("error: \(error)")
            throw ExitCode(2)
        }
        let answersFile: AnswersFile
        do {
            let text = try String(contentsOfFile: answers, encoding: .utf8)
            answersFile = try AnswersFile.parse(text, file: answers, stepCount: loaded.steps.count)
        } catch let error as LessonFormatError {
            LessonEnvironment.printError(error.description)
            throw ExitCode(2)
        } catch {
            LessonEnvironment.printError("error: cannot read \(answers): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        var report = AnswerGrader.grade(
            loaded, answers: answersFile, engine: LessonEngines.session(loaded.directory),
            answersFile: answers)
        report.pack = try pack.load()?.id
        if json {
            LessonEnvironment.printJSON(report)
        } else {
            if let error = report.error { print("✗ \(error)") }
            for step in report.steps {
                print("\(step.met ? "✓" : "✗") step \(step.number): \(step.title)")
                for unmet in step.unmet { print("    not met: \(unmet)") }
                // The compiler's or the crash's own words, with lines of the answers file.
                let diagnostics = step.diagnostics.trimmingCharacters(in: .whitespacesAndNewlines)
                if !diagnostics.isEmpty {
                    print(
                        diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map { "    │ " + $0 }.joined(separator: "\n"))
                }
            }
            print("\(report.metCount) of \(loaded.steps.count) steps met")
        }
        if !report.passed { throw ExitCode(1) }
    }
}
