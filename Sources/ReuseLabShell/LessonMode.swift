import Foundation
import ReuseLabLanguage
import ReuseLabTutor

/// Guided lessons inside the shell. Routes the lesson commands (`:lesson N`, `:hint`, `:reset lesson` …)
/// to the tutor's `LessonController`, hands the shell each lesson's engine, checks every entry against
/// the current step's goal, names the step for the prompt, and holds a confirmed solution for the
/// line editor to pre-fill.
public final class LessonMode {
    /// Replaced by `:pack DIR` (and `:pack off`), which take another list of lessons and its own progress.
    public private(set) var controller: LessonController
    /// Called with the lesson's engine when a lesson starts; the shell sends entries there from then on.
    /// nil when the learner leaves the lesson (`:lesson off`): back to the shell's own session.
    var onEngineChange: ((ReplEngine?) -> Void)?
    /// The lessons' ids, for Tab: read on first use, since reading every lesson was a sixth of a shell's start.
    private var lessonIDs: [String] {
        if let ids = loadedLessonIDs { return ids }
        let ids = controller.library.loadAll().compactMap { $0.lesson?.id }
        loadedLessonIDs = ids
        return ids
    }
    private var loadedLessonIDs: [String]?
    let makeEngine: (URL) -> ReplEngine
    /// The lessons and progress the shell started with, for `:pack off`.
    let original: (library: LessonLibrary, store: ProgressStore)
    /// The built-in lessons' folder, where a pack's manifest looks up lessons named by id (looked for on first use).
    var builtInDirectory: URL? {
        get { builtInLibrary.directory }
        set { builtInLibrary = LessonLibrary(directory: newValue) }
    }
    private var builtInLibrary: LessonLibrary
    /// Where a pack's progress goes (tests point it elsewhere).
    var packStore: (LessonPack) -> ProgressStore = { ProgressStore(fileURL: ProgressStore.fileURL(forPack: $0)) }

    /// `makeEngine` builds the engine for a lesson folder (its bundle); the shell passes a `Session`.
    public init(library: LessonLibrary, store: ProgressStore, makeEngine: @escaping (URL) -> ReplEngine) {
        self.makeEngine = makeEngine
        builtInLibrary = library.pack == nil ? library : LessonLibrary.builtIn()
        // Started with a pack (`reuselab --pack DIR`): `:pack off` goes to the built-in lessons and their progress.
        original =
            library.pack == nil
            ? (library, store)
            : (builtInLibrary, ProgressStore(fileURL: ProgressStore.defaultFileURL()))
        controller = LessonController(library: library, store: store, makeEngine: { makeEngine($0) })
        use(controller)
    }

    /// Makes `newController` the one lesson commands go to.
    func use(_ newController: LessonController) {
        newController.confirmsSolution = controller.confirmsSolution
        controller = newController
        loadedLessonIDs = nil
        controller.onEngineChange = { [unowned self] engine in
            // Every engine the controller has came from `makeEngine` above; nil: the lesson was left.
            onEngineChange?(engine.flatMap { $0 as? ReplEngine })
        }
    }

    /// Runs one lesson command. `failed` is true when nothing happened (an unknown lesson, a file that
    /// could not be written): the tutor starts those replies with ✗.
    func handle(name: String, arguments: String) -> (reply: String, failed: Bool) {
        if name == "pack" { return handlePack(arguments) }
        let line = ":" + name + (arguments.isEmpty ? "" : " " + arguments)
        let runBefore = controller.run
        guard let reply = controller.handleMetaCommand(line) else {
            let usage = MetaCommand.lessonCatalogue.first { $0.name == name }.map { ":\($0.name) \($0.arguments)" } ?? line
            return ("usage: " + usage.trimmingWhitespace(), true)
        }
        let startFailed =
            name.hasPrefix("lesson") && !arguments.isEmpty && arguments != Self.leaveArgument
            && controller.run === runBefore
        return (reply, startFailed || reply.hasPrefix("✗"))
    }

    /// After an entry ran on the lesson's engine: the step-done message, if it just met its goal.
    func evaluate(_ outcome: EntryOutcome) -> String? {
        controller.evaluate(outcome)
    }

    /// False for a meta-command the current lesson restricts (by its canonical name, e.g. `undo`).
    func allows(_ commandName: String) -> Bool {
        controller.isCommandAllowed(":" + commandName)
    }

    var isActive: Bool { controller.isActive }

    /// The solution confirmed by the last `:solution`, once.
    func takeSolutionToPaste() -> String? {
        controller.takeSolutionToPaste()
    }

    /// `[02 · 3/4]` while a lesson runs (`[02 · done]` after its last step); nil outside one.
    func promptLabel(unicode: Bool) -> String? {
        guard let run = controller.run else { return nil }
        let name = run.lesson.number.map { String(format: "%02d", $0) } ?? run.lesson.id
        let step = run.isFinished ? "done" : "\(run.stepIndex + 1)/\(run.lesson.steps.count)"
        return "[\(name) \(unicode ? "·" : "-") \(step)]"
    }

    /// A workshop pack's time box at the prompt (`[12 min · 78 left]`): kept apart from `promptLabel`, which
    /// names the step for `:edit` and must not change as the minutes pass.
    func timeBoxLabel(unicode: Bool) -> String? {
        controller.timeBoxLabel(unicode: unicode)
    }

    /// The code the current step hands the learner to fix (its `starter` block), for `:edit`.
    var currentStarter: String? { controller.run?.currentStep?.starter?.code }

    /// `:lesson off` leaves the running lesson.
    static let leaveArgument = "off"

    /// What `:lesson` accepts, for Tab: lesson ids, and `off` while one runs.
    var completableLessons: [String] { lessonIDs + (isActive ? [Self.leaveArgument] : []) }
}
