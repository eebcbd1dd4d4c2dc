import Foundation
import ReuseLabLanguage
import ReuseLabSimulator

/// The tutor as a front end sees it. The shell's meta-commands map one to one onto these methods
/// (`:lesson N` → `start`, `:lesson off` → `leave`, `:goal`, `:hint`, `:solution`, `:next`, `:back`, `:reset lesson`,
/// `:reset all`, `:progress export|import FILE`), and every method returns the text to print.
///
/// A lesson runs in its own engine, whose bundle is the lesson's folder; `onEngineChange` tells the
/// front end to send the learner's entries there (or the front end calls `submit`), and back to its
/// own session when the learner leaves the lesson.
public final class LessonController {
    public let library: LessonLibrary
    public let store: ProgressStore
    private let makeEngine: LessonEngineFactory

    /// The lesson being taken, nil outside a lesson.
    public private(set) var run: LessonRun?
    /// How the learner named the running lesson (`0`, `00-tour`, a path), for `:lesson off` to say how to come back.
    private var runReference = ""
    /// Called with the new engine whenever a lesson starts; with nil when the learner leaves it, for the
    /// front end to go back to its own session.
    public var onEngineChange: ((LessonEngine?) -> Void)?
    /// Set when the progress file had to be set aside; a front end prints it once.
    public private(set) var progressNotice: String?

    private var progress: ProgressFile
    /// The progress as last read or written: what changed since is what this session saves.
    private var baseline: ProgressFile
    /// Lessons reset since the last save: their saved state is replaced, not merged.
    private var forgotten: Set<String> = []
    /// A destructive or spoiling command waits for the same command again.
    private var pendingConfirmation: PendingConfirmation?
    /// The step whose completion was already announced, so it is said once.
    private var announcedStep: Int?
    /// The reference solutions' worlds, by lesson and step, for `:goal`.
    private var expectedWorlds: [String: PoolSnapshot] = [:]
    /// The solution most recently shown, for a front end to paste at its prompt (never run).
    public private(set) var solutionToPaste: String?
    /// When this controller was made: a pack's time box counts from here.
    let openedAt = Date()
    /// The clock the time box reads (tests set their own).
    public var now: () -> Date = { Date() }
    /// False for front ends without a learner at a prompt (batch input): `:solution` then prints the
    /// solution at once instead of asking for the same command again.
    public var confirmsSolution = true

    private enum PendingConfirmation: Equatable {
        case solution(lesson: String, step: Int)
        case resetAll
    }

    public init(library: LessonLibrary, store: ProgressStore, makeEngine: @escaping LessonEngineFactory = LessonEngines.session) {
        self.library = library
        self.store = store
        self.makeEngine = makeEngine
        let loaded = store.load()
        progress = loaded.progress
        baseline = loaded.progress
        progressNotice = loaded.notice
    }

    /// The solution just confirmed with `:solution`, once: a front end with line editing pre-fills its
    /// next prompt with it.
    public func takeSolutionToPaste() -> String? {
        defer { solutionToPaste = nil }
        return solutionToPaste
    }

    public var engine: LessonEngine? { run?.engine }
    public var isActive: Bool { run != nil }
    public var currentProgress: ProgressFile { progress }

    // MARK: Listing

    /// Lessons with progress, one line each.
    public func list() -> String {
        let all = library.loadAll()
        guard !all.isEmpty else {
            return "No lessons found. Set REUSELAB_LESSONS to a Lessons folder, or run from the ReuseLab checkout."
        }
        var lines = ["Lessons (\(library.directory?.path ?? "")):"]
        if let pack = library.pack { lines = packHeader(pack) }
        for entry in all {
            switch entry.result {
            case .success(let lesson):
                let done = progress[lesson: lesson.id].completedSteps.filter { $0 <= lesson.steps.count }.count
                let mark = done == lesson.steps.count ? "✓ done" : done == 0 ? "  new " : "  \(done)/\(lesson.steps.count) "
                lines.append("  \(mark)  \(lesson.id.padding(toLength: 26, withPad: " ", startingAt: 0)) \(lesson.title)")
            case .failure(let error):
                lines.append("  ✗ broken \(entry.url.lastPathComponent): \(error)")
            }
        }
        lines.append("Start one with `reuselab lesson start N` or `:lesson N` in the playground.")
        return lines.joined(separator: "\n")
    }

    // MARK: Moving through a lesson

    /// Starts (or resumes) a lesson by id, number or path.
    public func start(_ reference: String) -> String {
        let lesson: Lesson
        do {
            lesson = try library.resolve(reference).result.get()
        } catch {
            return "✗ \(error)"
        }
        let engine = makeEngine(lesson.directory)
        let newRun = LessonRun(lesson: lesson, engine: engine)
        var saved = progress[lesson: lesson.id]
        var note = ""
        if saved.completedSteps.count >= lesson.steps.count, saved.currentStep > lesson.steps.count || saved.currentStep < 1 {
            saved.currentStep = 1
            note = "You finished this lesson before; here it is again from the first step.\n\n"
        }
        let stepIndex = max(0, min(saved.currentStep - 1, lesson.steps.count - 1))
        do {
            try newRun.begin(atStep: stepIndex)
        } catch {
            return "✗ \(error)"
        }
        run = newRun
        runReference = reference
        pendingConfirmation = nil
        announcedStep = nil
        solutionToPaste = nil
        onEngineChange?(engine)
        saved.currentStep = stepIndex + 1
        progress[lesson: lesson.id] = saved
        let saveNote = persist()

        var text = "\(note)Lesson \(lesson.id): \(lesson.title)\n"
        text += lesson.articles.map { "Follows \($0.citation)" }.joined(separator: "\n")
        if !lesson.intro.isEmpty { text += "\n\n" + lesson.intro }
        if let start = lesson.start, !start.code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            text += "\n\nAlready in the playground (the lesson ran this for you):\n" + indent(start.code)
        }
        if stepIndex > 0 {
            text += "\n\nResuming at step \(stepIndex + 1); the world holds the reference solutions of the steps before it."
        }
        text += "\n\n" + describeCurrentStep()
        return text + saveNote
    }

    /// Leaves the lesson for the front end's own session. Progress stays saved, so starting the lesson
    /// again resumes at the same step.
    public func leave() -> String {
        guard let run else { return notInLesson }
        let place = run.isFinished ? "after its last step" : "at step \(run.stepIndex + 1) of \(run.lesson.steps.count)"
        self.run = nil
        pendingConfirmation = nil
        announcedStep = nil
        solutionToPaste = nil
        onEngineChange?(nil)
        return "Left lesson \(run.lesson.id) \(place); your progress is kept: `:lesson \(runReference)` resumes it.\n"
            + "Back in your own playground, as you left it." + persist()
    }

    /// The current step's task and goal, each check marked as it stands now.
    public func goal() -> String {
        guard let run else { return notInLesson }
        guard let step = run.currentStep else { return finishedText(run.lesson) }
        let result = run.currentGoal()
        var lines = ["Step \(run.stepIndex + 1) of \(run.lesson.steps.count): \(step.title)", "Goal — every line must hold:"]
        for check in result.results {
            lines.append("  \(check.passed ? "✓" : "✗") \(check.check.source)    (\(check.observed))")
        }
        return lines.joined(separator: "\n")
    }

    /// For a step whose goal is about the pool (cells created, reused, visible, queued): the world its
    /// reference solution leaves, from the world the step starts in, for `:goal` to draw beside the
    /// learner's. nil for other steps. Made once per step, in an engine of its own.
    public func expectedWorld() -> PoolSnapshot? {
        guard let run, let step = run.currentStep, step.goal.isAboutThePool else { return nil }
        let key = "\(run.lesson.id)#\(run.stepIndex)"
        if let cached = expectedWorlds[key] { return cached }
        let reference = LessonRun(lesson: run.lesson, engine: makeEngine(run.lesson.directory))
        guard (try? reference.begin(atStep: run.stepIndex)) != nil else { return nil }
        _ = reference.submit(step.solution.code)
        let world = reference.engine.snapshot()
        expectedWorlds[key] = world
        return world
    }

    /// The next graded hint for the current step: a nudge first, nearly the answer last.
    public func hint() -> String {
        guard let run else { return notInLesson }
        guard let step = run.currentStep else { return finishedText(run.lesson) }
        if let refusal = packRefusal(hints: true) { return refusal }
        let number = run.stepIndex + 1
        var saved = progress[lesson: run.lesson.id]
        let shown = saved.hints(forStep: number)
        let index = min(shown, step.hints.count - 1)
        saved.recordHint(index + 1, forStep: number)
        progress[lesson: run.lesson.id] = saved
        var text = "Hint \(index + 1) of \(step.hints.count):\n" + indent(step.hints[index])
        if index == step.hints.count - 1 {
            text += "\nThat is the last hint. `:solution` shows the reference solution."
        }
        return text + persist()
    }

    /// Asks first; asked again, shows the reference solution and keeps it for pasting (it is not run).
    public func solution() -> String {
        guard let run else { return notInLesson }
        guard let step = run.currentStep else { return finishedText(run.lesson) }
        if let refusal = packRefusal(hints: false) { return refusal }
        let number = run.stepIndex + 1
        let ask = PendingConfirmation.solution(lesson: run.lesson.id, step: number)
        guard pendingConfirmation == ask || !confirmsSolution else {
            pendingConfirmation = ask
            return
                "Show the reference solution for step \(number)? Any Swift that meets the goal passes, so trying once more is worth it.\n"
                + "Type `:solution` again to see it; it will be put at the prompt for you to edit, not run."
        }
        pendingConfirmation = nil
        solutionToPaste = step.solution.code
        var saved = progress[lesson: run.lesson.id]
        saved.recordSolutionShown(number)
        progress[lesson: run.lesson.id] = saved
        return "Reference solution for step \(number):\n" + indent(step.solution.code) + persist()
    }

    /// Moves on. After a met goal the world stays as the learner made it; skipping an unmet step
    /// rebuilds the world with the reference solutions up to the next step.
    public func next() -> String {
        guard let run else { return notInLesson }
        guard !run.isFinished else { return finishedText(run.lesson) }
        let number = run.stepIndex + 1
        let met = run.currentGoal().isMet
        var prefix = ""
        let doneBefore = progress[lesson: run.lesson.id].completedSteps.contains(number)
        if met {
            markCompleted(number)
            run.advanceKeepingWorld()
        } else if doneBefore {
            // Done in an earlier visit (before a resume or `:back`): moving on is not skipping.
            do {
                try run.begin(atStep: run.stepIndex + 1)
            } catch {
                return "✗ \(error)"
            }
            prefix = "Step \(number) was already done; the playground now holds its reference solution.\n\n"
        } else {
            do {
                try run.begin(atStep: run.stepIndex + 1)
            } catch {
                return "✗ \(error)"
            }
            prefix = "Skipped step \(number) without meeting its goal; the playground now holds its reference solution.\n\n"
        }
        return prefix + enteredStep()
    }

    /// Goes back one step, rebuilding the world as it was when that step began.
    public func back() -> String {
        guard let run else { return notInLesson }
        guard run.stepIndex > 0 else { return "This is the first step.\n\n" + describeCurrentStep() }
        do {
            try run.begin(atStep: run.stepIndex - 1)
        } catch {
            return "✗ \(error)"
        }
        return "Back one step; the playground was rebuilt as it was when this step began.\n\n" + enteredStep()
    }

    /// Forgets this lesson's progress and starts it again from its start state.
    public func resetLesson() -> String {
        guard let run else { return notInLesson }
        progress.lessons[run.lesson.id] = nil
        forgotten.insert(run.lesson.id)
        do {
            try run.begin(atStep: 0)
        } catch {
            return "✗ \(error)"
        }
        announcedStep = nil
        pendingConfirmation = nil
        return "Lesson \(run.lesson.id) reset: progress forgotten, world rebuilt.\n\n" + enteredStep()
    }

    /// Asks first; asked again, forgets the progress of every lesson.
    public func resetAll() -> String {
        guard pendingConfirmation == .resetAll else {
            pendingConfirmation = .resetAll
            let count = progress.lessons.count
            return "Forget the progress of all \(count) lesson\(count == 1 ? "" : "s") you have started? "
                + "Type `:reset all` again to confirm (`:progress export FILE` keeps a copy first)."
        }
        pendingConfirmation = nil
        forgotten.formUnion(progress.lessons.keys)
        progress = ProgressFile()
        var text = "All lesson progress forgotten."
        if let run {
            do {
                try run.begin(atStep: 0)
                announcedStep = nil
                text += "\n\n" + enteredStep()
            } catch {
                text += "\n✗ \(error)"
            }
        }
        return text + persist()
    }

    // MARK: Progress files

    public func progressSummary() -> String {
        guard !progress.lessons.isEmpty else { return "No lesson progress yet. (\(store.fileURL.path))" }
        var lines = ["Progress (\(store.fileURL.path)):"]
        if let pack = library.pack { lines.insert(contentsOf: packHeader(pack, elapsedOnly: true), at: 0) }
        var stepCounts: [String: Int] = [:]
        for entry in library.loadAll() {
            if let lesson = entry.lesson { stepCounts[lesson.id] = lesson.steps.count }
        }
        for (id, lesson) in progress.lessons.sorted(by: { $0.key < $1.key }) {
            let hints = lesson.hintsUsed.values.reduce(0, +)
            // A finished lesson's resume point is past its last step: say so rather than name a step that does not exist.
            let place: String
            if let count = stepCounts[id], lesson.currentStep > count {
                place = lesson.completedSteps.filter { $0 <= count }.count == count ? "finished" : "after the last step"
            } else {
                place = "at step \(lesson.currentStep)" + (stepCounts[id].map { " of \($0)" } ?? "")
            }
            lines.append(
                "  \(id): steps done \(lesson.completedSteps.map(String.init).joined(separator: ", ").ifEmpty("none")); "
                    + "hints used \(hints); solutions shown \(lesson.solutionsShown.count); \(place)")
            if let par = lesson.par {
                lines.append(
                    "    par: \(par.entries) entr\(par.entries == 1 ? "y" : "ies") and \(par.hints) hint\(par.hints == 1 ? "" : "s") "
                        + "for \(par.steps) step\(par.steps == 1 ? "" : "s"); the reference takes \(par.steps) entr\(par.steps == 1 ? "y" : "ies") and no hints"
                )
            }
        }
        return lines.joined(separator: "\n")
    }

    public func exportProgress(to path: String, force: Bool = false) -> String {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        do {
            var exported = progress
            exported.pack = library.pack?.id
            try store.export(exported, to: url, force: force)
            return "Progress exported to \(url.path). On another machine: `:progress import \(url.lastPathComponent)`."
        } catch {
            return "✗ Could not export progress: \(error)"
        }
    }

    public func importProgress(from path: String) -> String {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        do {
            progress = try store.importProgress(from: url)
            baseline = progress
            forgotten = []
            return "Progress imported from \(url.path): \(progress.lessons.count) lesson\(progress.lessons.count == 1 ? "" : "s")."
        } catch {
            return "✗ Could not import progress: \(error)"
        }
    }

    // MARK: Entries

    /// After the front end ran an entry on `engine`: records it and says when the step's goal is met.
    /// Returns nil when there is nothing to add to what the entry printed.
    public func evaluate(_ outcome: EntryOutcome) -> String? {
        guard let run, !run.isFinished else { return nil }
        pendingConfirmation = nil
        return announceIfMet(run.record(outcome))
    }

    /// Marks the step done and says so, once, when its goal holds.
    private func announceIfMet(_ result: GoalResult) -> String? {
        guard let run else { return nil }
        let number = run.stepIndex + 1
        guard result.isMet, announcedStep != number else { return nil }
        announcedStep = number
        markCompleted(number)
        var saved = progress[lesson: run.lesson.id]
        saved.recordEntries(run.record.outcomes.count, forStep: number)
        progress[lesson: run.lesson.id] = saved
        let saveNote = persist()
        if number == run.lesson.steps.count {
            return "✓ Step \(number) done — that was the last step. `:next` to finish the lesson." + saveNote
        }
        return "✓ Step \(number) done: \(run.currentStep?.title ?? ""). `:next` moves on." + saveNote
    }

    /// After the front end undid the latest entry on `engine`. Undo takes an entry back completely: its
    /// output and events leave the step's record, and when it was the entry that met the goal and the goal
    /// no longer holds, the step's ✓ is taken back too (progress no longer lists it as done), so the next
    /// entry that meets the goal is marked again. Returns what to tell the learner, if anything.
    public func entryUndone() -> String? {
        guard let run, !run.isFinished else { return nil }
        pendingConfirmation = nil
        run.entryUndone()
        let number = run.stepIndex + 1
        guard announcedStep == number, !run.currentGoal().isMet else { return nil }
        announcedStep = nil
        var saved = progress[lesson: run.lesson.id]
        saved.unmarkCompleted(number)
        progress[lesson: run.lesson.id] = saved
        return "Step \(number) is not done any more: the entry that met its goal was taken back." + persist()
    }

    /// After the front end redid the entry it last undid: the entry counts again, and may meet the goal again.
    public func entryRedone() -> String? {
        guard let run, !run.isFinished else { return nil }
        run.entryRedone()
        return announceIfMet(run.currentGoal())
    }

    /// Runs an entry in the lesson's engine and evaluates it: for front ends without their own session.
    public func submit(_ source: String) -> (outcome: EntryOutcome, message: String?)? {
        guard let run else { return nil }
        let outcome = run.engine.submit(source, displayName: "<lesson>")
        return (outcome, evaluate(outcome))
    }

    /// False for a meta-command the current lesson disables. The tutor's own commands are always allowed.
    public func isCommandAllowed(_ command: String) -> Bool {
        guard let lesson = run?.lesson else { return true }
        let name = command.split(separator: " ").first.map(String.init) ?? command
        if Self.lessonCommands.contains(name) { return true }
        if lesson.disabledCommands.contains(name) { return false }
        return lesson.allowedCommands.isEmpty || lesson.allowedCommands.contains(name)
    }

    public static let lessonCommands: Set<String> = [
        ":lesson", ":lessons", ":goal", ":hint", ":solution", ":next", ":back", ":reset", ":progress", ":pack", ":quit",
    ]

    /// Handles a tutor meta-command line; nil when the line is not one (the shell handles it instead).
    public func handleMetaCommand(_ line: String) -> String? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let command = words.first else { return nil }
        let argument = words.dropFirst().joined(separator: " ")
        switch (command, words.count) {
        case (":lesson", 1), (":lessons", 1): return list()
        case (":lesson", 2) where words[1] == "off": return leave()
        case (":lesson", _): return start(argument)
        case (":goal", 1): return goal()
        case (":hint", 1): return hint()
        case (":solution", 1): return solution()
        case (":next", 1): return next()
        case (":back", 1): return back()
        case (":reset", 2) where words[1] == "lesson": return resetLesson()
        case (":reset", 2) where words[1] == "all": return resetAll()
        case (":progress", 1): return progressSummary()
        case (":progress", 3) where words[1] == "export": return exportProgress(to: words[2])
        case (":progress", 4) where words[1] == "export" && words.contains(UserFileDestination.forceFlag):
            let (path, _) = UserFileDestination.parse(arguments: words.dropFirst(2).joined(separator: " "))
            return exportProgress(to: path, force: true)
        case (":progress", 3) where words[1] == "import": return importProgress(from: words[2])
        case (":progress", _): return "Usage: :progress, :progress export FILE, :progress import FILE"
        default: return nil
        }
    }

    // MARK: Text

    private var notInLesson: String { "No lesson is running. `:lesson` lists them; `:lesson N` starts one." }

    private func enteredStep() -> String {
        guard let run else { return notInLesson }
        announcedStep = nil
        pendingConfirmation = nil
        solutionToPaste = nil
        var saved = progress[lesson: run.lesson.id]
        saved.currentStep = run.stepIndex + 1
        progress[lesson: run.lesson.id] = saved
        let saveNote = persist()
        guard !run.isFinished else { return finishedText(run.lesson) + saveNote }
        return describeCurrentStep() + saveNote
    }

    private func describeCurrentStep() -> String {
        guard let run, let step = run.currentStep else { return run.map { finishedText($0.lesson) } ?? notInLesson }
        var text = "Step \(run.stepIndex + 1) of \(run.lesson.steps.count): \(step.title)\n"
        if !step.prose.isEmpty { text += "\n" + step.prose + "\n" }
        text += "\n`:goal` shows what is checked, `:hint` gives a hint (\(step.hints.count) for this step)."
        return text
    }

    private func finishedText(_ lesson: Lesson) -> String {
        let saved = progress[lesson: lesson.id]
        let hints = saved.hintsUsed.values.reduce(0, +)
        return "✓ Lesson \(lesson.id) complete: \(saved.completedSteps.count) of \(lesson.steps.count) steps met, "
            + "\(hints) hint\(hints == 1 ? "" : "s") used. `:lesson` lists the others."
    }

    private func markCompleted(_ step: Int) {
        guard let run else { return }
        var saved = progress[lesson: run.lesson.id]
        saved.markCompleted(step)
        progress[lesson: run.lesson.id] = saved
    }

    /// Saves; a failure is reported in the reply rather than thrown, so the lesson goes on.
    private func persist() -> String {
        do {
            progress = try store.save(progress, since: baseline, forgetting: forgotten)
            baseline = progress
            forgotten = []
            return ""
        } catch {
            return "\n(Progress not saved: \(error))"
        }
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
