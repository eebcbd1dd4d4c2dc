/// What a learner has done in one lesson. Steps are numbered from 1, as lessons show them.
public struct LessonProgress: Codable, Equatable, Sendable {
    public var completedSteps: [Int]
    /// Step number (as a string, for JSON) → how many hints were shown.
    public var hintsUsed: [String: Int]
    /// Steps whose solution was shown.
    public var solutionsShown: [Int]
    /// The step to resume at.
    public var currentStep: Int
    /// Step number (as a string) → entries the learner took to meet its goal, fewest over visits; for the
    /// par in `:progress` (a reference solution is one entry). Optional so older progress files still read.
    public var entriesUsed: [String: Int]?

    public init(completedSteps: [Int] = [], hintsUsed: [String: Int] = [:], solutionsShown: [Int] = [], currentStep: Int = 1) {
        self.completedSteps = completedSteps
        self.hintsUsed = hintsUsed
        self.solutionsShown = solutionsShown
        self.currentStep = currentStep
    }

    public func hints(forStep step: Int) -> Int { hintsUsed[String(step)] ?? 0 }

    public mutating func markCompleted(_ step: Int) {
        if !completedSteps.contains(step) {
            completedSteps.append(step)
            completedSteps.sort()
        }
    }

    /// Takes a step's mark back: the entry that met its goal was undone.
    public mutating func unmarkCompleted(_ step: Int) {
        completedSteps.removeAll { $0 == step }
    }

    public mutating func recordEntries(_ count: Int, forStep step: Int) {
        var used = entriesUsed ?? [:]
        used[String(step)] = min(used[String(step)] ?? count, count)
        entriesUsed = used
    }

    /// Entries and hints used over the steps done, against the reference: one entry and no hint a step.
    public var par: (entries: Int, hints: Int, steps: Int)? {
        let counted = completedSteps.filter { entriesUsed?[String($0)] != nil }
        guard !counted.isEmpty else { return nil }
        let entries = counted.map { entriesUsed?[String($0)] ?? 0 }.reduce(0, +)
        let hintCount = counted.map { self.hints(forStep: $0) }.reduce(0, +)
        return (entries, hintCount, counted.count)
    }

    public mutating func recordHint(_ count: Int, forStep step: Int) {
        hintsUsed[String(step)] = max(hints(forStep: step), count)
    }

    public mutating func recordSolutionShown(_ step: Int) {
        if !solutionsShown.contains(step) {
            solutionsShown.append(step)
            solutionsShown.sort()
        }
    }
}

/// The whole progress file: every lesson the learner has touched.
public struct ProgressFile: Codable, Equatable, Sendable {
    /// Bumped if the shape ever changes incompatibly.
    public var format: Int
    public var lessons: [String: LessonProgress]
    /// The workshop pack this progress belongs to, written when it is exported from a pack (`:progress export`),
    /// so the class report keeps packs apart; nil for the built-in lessons.
    public var pack: String?

    public init(format: Int = 1, lessons: [String: LessonProgress] = [:]) {
        self.format = format
        self.lessons = lessons
    }

    public subscript(lesson id: String) -> LessonProgress {
        get { lessons[id] ?? LessonProgress() }
        set { lessons[id] = newValue }
    }
}
