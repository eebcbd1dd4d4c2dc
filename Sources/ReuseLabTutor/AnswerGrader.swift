import Foundation
import ReuseLabLanguage

/// The result of grading a learner's answers: one entry per step, all in one world, in order.
public struct GradeReport: Encodable, Sendable {
    public struct StepGrade: Encodable, Sendable {
        public var number: Int
        public var title: String
        public var answered: Bool
        /// How the answer ended (`ran`, `compile-error`, `crashed`, `stopped-by-limit`), nil when unanswered.
        public var status: String?
        public var met: Bool
        public var output: String
        public var diagnostics: String
        /// Each goal check not met, with what was seen instead.
        public var unmet: [String]
    }

    public var lesson: String
    public var steps: [StepGrade]
    /// Set when the lesson could not start (its start block failed).
    public var error: String?
    /// The workshop pack whose lesson this is (`lesson run --pack`), so the class report keeps packs apart.
    public var pack: String? = nil

    public var passed: Bool { error == nil && !steps.isEmpty && steps.allSatisfy(\.met) }
    public var metCount: Int { steps.filter(\.met).count }

    enum CodingKeys: String, CodingKey { case lesson, pack, passed, met, total, error, steps }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lesson, forKey: .lesson)
        try container.encodeIfPresent(pack, forKey: .pack)
        try container.encode(passed, forKey: .passed)
        try container.encode(metCount, forKey: .met)
        try container.encode(steps.count, forKey: .total)
        try container.encodeIfPresent(error, forKey: .error)
        try container.encode(steps, forKey: .steps)
    }
}

/// Grades answers without a terminal: the start block, then each answer as one entry, each checked
/// against its step's goal. An unmet step does not stop grading; later steps run in the learner's world.
public enum AnswerGrader {
    /// `answersFile` names the answers in diagnostics (`answers.swift:12:5`), with the file's own line numbers.
    /// A step without an answer gets its reference solution installed, as `:next` does, so later steps
    /// are graded in the world they expect.
    public static func grade(
        _ lesson: Lesson, answers: AnswersFile, engine: LessonEngine,
        answersFile: String = "answers.swift"
    ) -> GradeReport {
        var report = GradeReport(lesson: lesson.id, steps: [], error: nil)
        let run = LessonRun(lesson: lesson, engine: engine)
        do {
            try run.begin()
        } catch {
            report.error = String(describing: error)
            return report
        }
        for (index, step) in lesson.steps.enumerated() {
            let number = index + 1
            guard let answer = answers.answer(forStep: number) else {
                report.steps.append(
                    .init(
                        number: number, title: step.title, answered: false, status: nil, met: false,
                        output: "", diagnostics: "", unmet: ["no answer for step \(number) (its reference solution was run instead)"]))
                _ = engine.submit(step.solution.code, displayName: "step-\(number)-solution")
                run.advanceKeepingWorld()
                continue
            }
            // Blank lines in front keep the answers file's line numbers in diagnostics and crash locations.
            let padding = String(repeating: "\n", count: max(answer.codeLine - 1, 0))
            let evaluation = run.submit(padding + answer.code, displayName: answersFile)
            report.steps.append(
                .init(
                    number: number, title: step.title, answered: true,
                    status: GoalEvaluator.goalName(of: evaluation.outcome.status), met: evaluation.goal.isMet,
                    output: evaluation.outcome.output, diagnostics: evaluation.outcome.diagnostics,
                    unmet: evaluation.goal.failures.map { "\($0.check.source) — \($0.observed)" }
                ))
            run.advanceKeepingWorld()
        }
        return report
    }
}
