import Foundation
import ReuseLabLanguage
import ReuseLabSimulator

/// Why a lesson could not set up its world.
public struct LessonSetupError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The verdict on one entry: how it ended, and the current step's goal checked after it.
public struct StepEvaluation {
    public var outcome: EntryOutcome
    public var goal: GoalResult
}

/// One pass through a lesson against one engine: the start state, then the steps in order.
///
/// Entering a step by jumping (start at step 3, back, skip) rebuilds the world as the start block plus
/// the reference solutions of the steps before it, so every learner begins a step from the same world.
/// Moving on after meeting a goal keeps the learner's own world.
public final class LessonRun {
    public let lesson: Lesson
    public let engine: LessonEngine
    /// 0-based index of the current step; equal to `lesson.steps.count` once every step is done.
    public private(set) var stepIndex = 0
    /// What the learner did in the current step so far.
    public private(set) var record = StepRecord()
    /// How the start block ended, after the latest rebuild.
    public private(set) var startOutcome: EntryOutcome?
    private var entryCount = 0

    public init(lesson: Lesson, engine: LessonEngine) {
        self.lesson = lesson
        self.engine = engine
    }

    public var isFinished: Bool { stepIndex >= lesson.steps.count }
    public var currentStep: LessonStep? { isFinished ? nil : lesson.steps[stepIndex] }

    /// Rebuilds the world for step `index` (clamped to the lesson) and makes it current.
    public func begin(atStep index: Int = 0) throws {
        engine.reset()
        startOutcome = nil
        if let start = lesson.start, !start.code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let outcome = engine.submit(start.code, displayName: "\(lesson.id)/start")
            startOutcome = outcome
            guard outcome.status == .ran else {
                throw LessonSetupError(
                    message: """
                        The start block of lesson \(lesson.id) did not run (\(GoalEvaluator.goalName(of: outcome.status))):
                        \(outcome.diagnostics.trimmingCharacters(in: .whitespacesAndNewlines))
                        """)
            }
        }
        let target = max(0, min(index, lesson.steps.count))
        for earlier in lesson.steps.prefix(target).indices {
            // A step that teaches a compile error or a crash leaves the world unchanged; replaying it is harmless.
            _ = engine.submit(lesson.steps[earlier].solution.code, displayName: "step-\(earlier + 1)-solution")
        }
        stepIndex = target
        record = StepRecord()
        undoneOutcomes = []
    }

    /// Runs one learner entry and checks the current step's goal.
    public func submit(_ source: String, displayName: String? = nil) -> StepEvaluation {
        entryCount += 1
        let outcome = engine.submit(source, displayName: displayName ?? "<lesson-\(entryCount)>")
        return StepEvaluation(outcome: outcome, goal: record(outcome))
    }

    /// Adds an entry that a front end ran itself on `engine`, and checks the current step's goal.
    @discardableResult
    public func record(_ outcome: EntryOutcome) -> GoalResult {
        record.append(outcome)
        return currentGoal()
    }

    /// Entries taken back by undo, latest last, for redo to put back; nil for an entry of an earlier step.
    private var undoneOutcomes: [EntryOutcome?] = []

    /// The engine took back its latest entry: drop it from the step's record too, so the goal is
    /// checked as if it had never run. An entry from an earlier step leaves the record as it is.
    public func entryUndone() {
        undoneOutcomes.append(record.removeLatestRanEntry())
    }

    /// The engine put back the entry it last took back.
    public func entryRedone() {
        guard let undone = undoneOutcomes.popLast(), let outcome = undone else { return }
        record.append(outcome)
    }

    /// The current step's goal checked against what happened so far in it.
    public func currentGoal() -> GoalResult {
        guard let step = currentStep else { return GoalResult(results: []) }
        return GoalEvaluator.evaluate(step.goal, record: record, world: engine.snapshot())
    }

    /// Moves to the next step, keeping the world as the learner left it.
    public func advanceKeepingWorld() {
        guard !isFinished else { return }
        stepIndex += 1
        record = StepRecord()
        undoneOutcomes = []
    }
}
