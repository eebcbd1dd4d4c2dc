import Foundation
import ReuseLabLanguage
import ReuseLabTutor

/// Guided lessons inside the shell. Routes the lesson commands (`:lesson N`, `:hint`, `:reset lesson` …)
/// to the tutor's `LessonController`, hands the shell each lesson's engine, checks every entry against
/// the current step's goal, names the step for the prompt, and holds a confirmed solution for the
/// line editor to pre-fill.
public final class LessonMode {
    public let controller: LessonController
    /// Called with the lesson's engine when a lesson starts; the shell sends entries there from then on.
    /// nil when the learner leaves the lesson (`:lesson off`): back to the shell's own session.
    var onEngineChange: ((ReplEngine?) -> Void)?
    private lazy var lessonIDs: [String] = controller.library.loadAll().compactMap { $0.lesson?.id }

    /// `makeEngine` builds the engine for a lesson folder (its bundle); the shell passes a `Session`.
    public init(library: LessonLibrary, store: ProgressStore, makeEngine: @escaping (URL) -> ReplEngine) {
        controller = LessonController(library: library, store: store, makeEngine: { makeEngine($0) })
        controller.onEngineChange = { [unowned self] engine in
            // Every engine the controller has came from `makeEngine` above; nil: the lesson was left.
            onEngineChange?(engine.flatMap { $0 as? ReplEngine })
        }
    }

    /// Runs one lesson command. `failed` is true when nothing happened (an unknown lesson, a file that
    /// could not be written): the tutor starts those replies with ✗.
    func handle(name: String, arguments: String) -> (reply: String, failed: Bool) {
        let line = ":" + name + (arguments.isEmpty ? "" : " " + arguments)
        let runBefore = controller.run
        guard let reply = controller.handleMetaCommand(line) else {
            let usage = MetaCommand.lessonCatalogue.first { $0.name == name }.map { ":\($0.name) \($0.arguments)" } ?? line
            return ("usage: " + usage.trimmingWhitespace(), true)
        }
        let startFailed = name.hasPrefix("lesson") && !arguments.isEmpty && arguments != Self.leaveArgument
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

    /// The code the current step hands the learner to fix (its `starter` block), for `:edit`.
    var currentStarter: String? { controller.run?.currentStep?.starter?.code }

    /// `:lesson off` leaves the running lesson.
    static let leaveArgument = "off"

    /// What `:lesson` accepts, for Tab: lesson ids, and `off` while one runs.
    var completableLessons: [String] { lessonIDs + (isActive ? [Self.leaveArgument] : []) }
}
