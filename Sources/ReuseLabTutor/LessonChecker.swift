import Foundation
import ReuseLabLanguage
import ReuseLabSimulator

/// The self-test of one lesson (`reuselab lesson check`), in the spirit of rustlings `dev check` and
/// ziglings `-Dhealed`: the lesson must be solvable by its own solutions and not solved before it starts.
public struct LessonCheckReport: Encodable, Sendable {
    public struct StepReport: Encodable, Sendable {
        public var number: Int
        public var title: String
        public var hints: Int
        /// How the reference solution ended (`ran`, `compile-error`, …).
        public var solutionStatus: String
        public var solutionMeetsGoal: Bool
        public var problems: [String]
    }

    /// The lesson id, or the path when the file could not be parsed.
    public var lesson: String
    public var file: String
    public var steps: [StepReport]
    /// Problems with the lesson as a whole (parse errors, start block, duplicate ids).
    public var problems: [String]

    public var passed: Bool { problems.isEmpty && steps.allSatisfy { $0.problems.isEmpty } }

    enum CodingKeys: String, CodingKey { case lesson, file, passed, problems, steps }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lesson, forKey: .lesson)
        try container.encode(file, forKey: .file)
        try container.encode(passed, forKey: .passed)
        try container.encode(problems, forKey: .problems)
        try container.encode(steps, forKey: .steps)
    }
}

public enum LessonChecker {
    /// Checks every lesson; parse failures become failed reports. Ids must be unique across the set.
    public static func check(_ loaded: [LessonLibrary.Loaded], makeEngine: LessonEngineFactory) -> [LessonCheckReport] {
        var reports: [LessonCheckReport] = []
        var seenIds: [String: String] = [:]
        for entry in loaded {
            switch entry.result {
            case .failure(let error):
                reports.append(LessonCheckReport(lesson: entry.url.lastPathComponent, file: entry.url.path, steps: [],
                                                 problems: [String(describing: error)]))
            case .success(let lesson):
                var report = check(lesson, engine: makeEngine(lesson.directory))
                if let other = seenIds[lesson.id] {
                    report.problems.append("the id “\(lesson.id)” is also used by \(other)")
                } else {
                    seenIds[lesson.id] = lesson.file.path
                }
                reports.append(report)
            }
        }
        return reports
    }

    public static func check(_ lesson: Lesson, engine: LessonEngine) -> LessonCheckReport {
        var report = LessonCheckReport(lesson: lesson.id, file: lesson.file.path, steps: [], problems: [])
        let run = LessonRun(lesson: lesson, engine: engine)
        do {
            try run.begin()
        } catch {
            report.problems.append(String(describing: error))
            return report
        }

        // The start state must not already satisfy any step.
        let startRecord = StepRecord(outcomes: run.startOutcome.map { [$0] } ?? [])
        let startWorld = engine.snapshot()

        for (index, step) in lesson.steps.enumerated() {
            var problems: [String] = []
            if step.hints.isEmpty { problems.append("no hints") }
            if step.solution.code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { problems.append("no solution") }
            if GoalEvaluator.evaluate(step.goal, record: startRecord, world: startWorld).isMet {
                problems.append("the start state already meets this step's goal")
            }
            if index > 0, GoalEvaluator.evaluate(step.goal, record: StepRecord(), world: engine.snapshot()).isMet {
                problems.append("the goal is already met when the step begins, before the learner types anything")
            }
            let evaluation = run.submit(step.solution.code)
            if !evaluation.goal.isMet {
                let failing = evaluation.goal.failures.map { "“\($0.check.source)” (line \($0.check.line); \($0.observed))" }
                var message = "the solution (line \(step.solution.line)) does not meet the goal: " + failing.joined(separator: "; ")
                let diagnostics = evaluation.outcome.diagnostics.trimmingCharacters(in: .whitespacesAndNewlines)
                if !diagnostics.isEmpty, evaluation.outcome.status != .ran {
                    message += "\n    it ended \(GoalEvaluator.goalName(of: evaluation.outcome.status)): "
                        + (diagnostics.split(separator: "\n").first.map(String.init) ?? "")
                }
                problems.append(message)
            }
            report.steps.append(.init(number: index + 1, title: step.title, hints: step.hints.count,
                                      solutionStatus: GoalEvaluator.goalName(of: evaluation.outcome.status),
                                      solutionMeetsGoal: evaluation.goal.isMet, problems: problems))
            run.advanceKeepingWorld()
        }
        return report
    }
}
