/// A progress file can decode as JSON and still hold values no session could have written
/// (`"hintsUsed": {"1": -1}`, `Int.max`, step 0): used as they are, they index out of range or overflow
/// a sum later. Such a file is refused like a corrupt one, on load (set aside) and on import (refused).
extension ProgressFile {
    /// More steps than any lesson has; bounds every step number and count in the file.
    static let maximumStep = 10_000
    /// More hints than any step has.
    static let maximumHints = 1_000

    func validate() throws {
        for (id, lesson) in lessons {
            guard !id.isEmpty, id.count <= 200, !id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw ProgressError(message: "a lesson name is empty, too long or holds control characters")
            }
            try lesson.validate(lesson: id)
        }
    }
}

extension LessonProgress {
    func validate(lesson id: String) throws {
        let steps = 1...ProgressFile.maximumStep
        func fail(_ what: String) -> ProgressError { ProgressError(message: "lesson \(id): \(what) is out of range") }
        guard completedSteps.count <= ProgressFile.maximumStep, completedSteps.allSatisfy(steps.contains) else {
            throw fail("a completed step")
        }
        guard solutionsShown.count <= ProgressFile.maximumStep, solutionsShown.allSatisfy(steps.contains) else {
            throw fail("a step whose solution was shown")
        }
        // One past the last step means the lesson was finished.
        guard (1...ProgressFile.maximumStep + 1).contains(currentStep) else { throw fail("the current step") }
        guard hintsUsed.count <= ProgressFile.maximumStep else { throw fail("the number of steps with hints") }
        for (step, count) in hintsUsed {
            guard let number = Int(step), steps.contains(number) else { throw fail("a step with hints (“\(step)”)") }
            guard (0...ProgressFile.maximumHints).contains(count) else { throw fail("the hint count of step \(step)") }
        }
        // Entries per step, for the par: bounded like the rest, so their sum cannot overflow.
        guard (entriesUsed?.count ?? 0) <= ProgressFile.maximumStep else { throw fail("the number of steps with entries") }
        for (step, count) in entriesUsed ?? [:] {
            guard let number = Int(step), steps.contains(number) else { throw fail("a step with entries (“\(step)”)") }
            guard (0...1_000_000).contains(count) else { throw fail("the entry count of step \(step)") }
        }
    }

    /// This session's progress on a lesson combined with what another session saved meanwhile: nothing
    /// either has done is lost; where to resume is this session's.
    func merged(with mine: LessonProgress) -> LessonProgress {
        var result = mine
        result.completedSteps = Array(Set(completedSteps).union(mine.completedSteps)).sorted()
        result.solutionsShown = Array(Set(solutionsShown).union(mine.solutionsShown)).sorted()
        result.hintsUsed = hintsUsed.merging(mine.hintsUsed, uniquingKeysWith: max)
        if let theirs = entriesUsed {
            result.entriesUsed = theirs.merging(mine.entriesUsed ?? [:], uniquingKeysWith: min)
        }
        return result
    }
}
