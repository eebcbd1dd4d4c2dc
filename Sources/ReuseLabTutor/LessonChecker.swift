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
        /// How many must-fail and must-pass answers were run.
        public var mustFail: Int
        public var mustPass: Int
        public var problems: [String]
        /// Each must-fail and must-pass answer with its verdict, for `lesson check --verbose`.
        public var answers: [AnswerVerdict] = []
    }

    /// How one checking answer fared: for must-fail answers, the first check that did not hold says why.
    public struct AnswerVerdict: Encodable, Sendable {
        /// `must-fail` or `must-pass`.
        public var kind: String
        public var label: String
        public var line: Int
        public var metGoal: Bool
        /// How the last entry ended (`ran`, `crashed`, …).
        public var status: String
        /// The first unmet check and what was seen instead; empty when the goal was met.
        public var reason: String
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
                reports.append(
                    LessonCheckReport(
                        lesson: entry.url.lastPathComponent, file: entry.url.path, steps: [],
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
                    message +=
                        "\n    it ended \(GoalEvaluator.goalName(of: evaluation.outcome.status)): "
                        + (diagnostics.split(separator: "\n").first.map(String.init) ?? "")
                }
                problems.append(message)
            }
            report.steps.append(
                .init(
                    number: index + 1, title: step.title, hints: step.hints.count,
                    solutionStatus: GoalEvaluator.goalName(of: evaluation.outcome.status),
                    solutionMeetsGoal: evaluation.goal.isMet, mustFail: step.mustFail.count,
                    mustPass: step.mustPass.count, problems: problems))
            run.advanceKeepingWorld()
        }
        for (index, step) in lesson.steps.enumerated() {
            let (problems, verdicts) = checkAnswers(of: step, at: index, run: run)
            report.steps[index].problems += problems
            report.steps[index].answers = verdicts
        }
        return report
    }

    /// Runs the step's must-fail and must-pass answers, each in the world the step starts from.
    static func checkAnswers(of step: LessonStep, at index: Int, run: LessonRun) -> ([String], [LessonCheckReport.AnswerVerdict]) {
        var problems: [String] = []
        var verdicts: [LessonCheckReport.AnswerVerdict] = []
        if step.mustFail.isEmpty { problems.append("no must-fail answer (give the cheats and the typical mistakes)") }
        if step.mustPass.isEmpty { problems.append("no must-pass answer (give a correct answer written differently)") }
        // A starter is code to fix: it must not already meet the goal.
        let mustFail = step.mustFail + (step.starter.map { [$0] } ?? [])
        for (answer, shouldMeet) in mustFail.map({ ($0, false) }) + step.mustPass.map({ ($0, true) }) {
            do {
                try run.begin(atStep: index)
            } catch {
                return (problems + [String(describing: error)], verdicts)
            }
            var goal = GoalResult(results: [])
            var outcome: EntryOutcome?
            for entry in answer.entries {
                let evaluation = run.submit(entry)
                goal = evaluation.goal
                outcome = evaluation.outcome
            }
            let reason = goal.failures.first.map { "“\($0.check.source)”: \($0.observed)" } ?? ""
            verdicts.append(
                .init(
                    kind: shouldMeet ? "must-pass" : "must-fail", label: answer.label, line: answer.line, metGoal: goal.isMet,
                    status: outcome.map { GoalEvaluator.goalName(of: $0.status) } ?? "nothing ran", reason: reason))
            guard goal.isMet != shouldMeet else { continue }
            if shouldMeet {
                let failing = goal.failures.map { "“\($0.check.source)” (\($0.observed))" }
                var message =
                    "the must-pass answer “\(answer.label)” (line \(answer.line)) does not meet the goal: "
                    + failing.joined(separator: "; ")
                if let outcome, outcome.status != .ran {
                    let first = outcome.diagnostics.split(separator: "\n").first.map(String.init) ?? ""
                    message += "\n    it ended \(GoalEvaluator.goalName(of: outcome.status)): \(first)"
                }
                problems.append(message)
            } else {
                problems.append(
                    "the must-fail answer “\(answer.label)” (line \(answer.line)) meets the goal: the goal can be met without doing what the step teaches"
                )
            }
        }
        return (problems, verdicts)
    }
}
