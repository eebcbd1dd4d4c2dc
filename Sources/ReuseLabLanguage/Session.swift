import Foundation
import ReuseLabSimulator
import SwiftSyntax

/// How an entry or a script ended. The raw values are `reuselab run`'s exit statuses.
public enum RunStatus: Int32, Sendable {
    case ran = 0
    case compileError = 1
    case usage = 2
    case crashed = 3
    case stoppedByLimit = 4
}

/// Limits that keep a runaway program from hanging or overflowing ReuseLab itself.
public struct RunLimits: Sendable {
    /// Evaluation steps one entry (or one script) may take: every statement, loop pass and call costs one.
    /// Ten million stops an endless loop in about half a second in a release build (a few seconds in a debug
    /// one) while leaving room for a loop of a million simple passes; the benchmark lifts it.
    public var steps: Int
    /// Nested calls before the run stops.
    public var callDepth: Int
    /// Simulator events kept for an entry's outcome and for lessons; older ones are dropped (0 keeps none,
    /// for batch runs that never look at them).
    public var eventHistory: Int
    /// Bytes the program's values may occupy: one value that would be larger, or resident memory grown by
    /// more than this during one entry, stops the run (see `Interpreter.ensureRoom`). One gigabyte leaves a
    /// learner room for millions of rows while a value doubling without end stops within seconds.
    public var memory: Int

    public init(steps: Int = 10_000_000, callDepth: Int = 1_000, eventHistory: Int = 100_000, memory: Int = 1 << 30) {
        self.steps = steps
        self.callDepth = callDepth
        self.eventHistory = eventHistory
        self.memory = memory
    }
}

/// What one entry did.
public struct EntryOutcome: Sendable {
    public var status: RunStatus
    /// What the program printed (stdout).
    public var output: String
    /// Diagnostics, crash texts and limit messages, rendered for stderr (no colour).
    public var diagnostics: String
    /// The warnings of an entry that ran, rendered for stderr; they were also given to `Session.onWarnings`
    /// before the entry ran. (With errors, the warnings are in `diagnostics`.)
    public var warnings = ""
    /// The Simulator's events during this entry, as it logged them; each one's `description` is the line
    /// a trace prints, e.g. `created MyCell#1 for "Cell"`.
    public var events: [SimEvent]
    /// For `:why`: what stopped the entry, its cause and fix, and the article section; nil when it ran.
    public var explanation: String?
    /// True when the entry changed the simulated world (registrations, cells, queues, views).
    public var changedWorld: Bool
    /// The same story as typed values, for lesson goals: crash origin, compiler errors, events, declarations.
    public var facts = EntryFacts()
    /// The REPL's named results (`$R0: Int = 3`), one or more lines each, when the session names them;
    /// kept apart from `output`, which is only what the program printed.
    public var results = ""

    public init(
        status: RunStatus, output: String, diagnostics: String, events: [SimEvent], explanation: String?,
        changedWorld: Bool
    ) {
        self.status = status
        self.output = output
        self.diagnostics = diagnostics
        self.events = events
        self.explanation = explanation
        self.changedWorld = changedWorld
    }
}

/// A REPL session: entries are checked, then run; declarations persist; a crash leaves the world as it
/// was before the entry (the world is rebuilt by replaying the accepted entries). The shell, the tutor and
/// `reuselab run` all drive the language through this.
public final class Session {
    /// Where nibs, storyboards and images are read from: the script's folder.
    private let bundleFolder: ReuseLabSimulator.Bundle.Folder
    public var limits: RunLimits
    /// Called for each Simulator event as it happens (`:trace on`).
    public var onEvent: ((SimEvent) -> Void)?
    /// Called with printed text as it is printed, so long runs show output at once.
    public var onOutput: ((String) -> Void)?
    /// Name the values of bare expressions as Swift's REPL does (`$R0: Int = 3`): the shell's sessions;
    /// scripts and graded lessons leave it off.
    public var namesResults = false
    /// Called with an entry's rendered warnings once it has checked, before it runs (so they come before
    /// its output, as a compiler's do).
    public var onWarnings: ((String) -> Void)?
    /// `--warnings-as-errors`: a warning stops the entry as an error does.
    public var warningsAsErrors = false
    /// Gather each entry's names, literals and declared types into `EntryOutcome.facts` (lessons and the
    /// workshop grade them). `reuselab run` reads none of them, and walking the script for them was a
    /// fiftieth of its time: it turns this off and keeps only the events and the crash.
    public var collectsEntryFacts = true

    private var storedState: SessionState!
    /// Set by a crash, undo, redo or reset: the world is rebuilt when next used, so a batch run that
    /// ends with a crash does not pay for a rebuild it never uses. A new session starts stale: its world
    /// (the Swift prelude parsed, checked and run) is made for the first entry, so a shell shows its first
    /// prompt, and a batch run with nothing to run ends, without paying for it.
    private var stale = true
    /// Set by a crash or a stopped run: the run-time half is rebuilt when next used, from the checked code
    /// (see `SessionState+Rollback.swift`); a replay of every entry only if that cannot be done.
    private var rollsBack = false
    /// Off: every crash rebuilds by replaying every entry (tests compare the two).
    var recoversWithoutChecking = true
    private var state: SessionState {
        if stale {
            rollsBack = false
            rebuild()
        } else if rollsBack {
            rollsBack = false
            let nibs = nibs
            let state = storedState!
            if !(recoversWithoutChecking && LargeStack.run({ state.rollBackLastEntry(nibs: nibs) })) { rebuild() }
        }
        return storedState
    }
    private var undone: [(source: String, tree: SourceFileSyntax?)] = []
    private var nibs: [(String, String, String, String?)] = []
    public private(set) var acceptedEntries: [String] = []
    /// The folded tree of each accepted entry, so a rebuild replays them without parsing them again.
    private var acceptedTrees: [SourceFileSyntax?] = []

    public init(bundleDirectory: URL, limits: RunLimits = RunLimits()) {
        self.bundleFolder = .url(bundleDirectory)
        self.limits = limits
    }

    /// A session whose bundle is the folder at `bundlePath` (relative to the working directory, or absolute).
    public init(bundlePath: String, limits: RunLimits = RunLimits()) {
        self.bundleFolder = .path(bundlePath)
        self.limits = limits
    }

    /// Makes the world now rather than for the first entry (the benchmark's in-process start-up row).
    public func prepare() { _ = state }

    deinit {
        // A world can hold a deep object graph (a 30,000-link list) or deep IR; freeing it recurses, which
        // would overflow the calling thread's 8 MB stack. The last reference is dropped on the large stack.
        guard storedState != nil else { return }
        var state = storedState
        storedState = nil
        LargeStack.run {
            state?.tearDown()
            state = nil
        }
        _ = state
    }

    /// Checks and runs one entry. `displayName` names it in diagnostics (`<repl-3>`, `Script.swift`).
    public func submit(_ source: String, displayName: String) -> EntryOutcome {
        LargeStack.run { submitOnLargeStack(source, displayName: displayName) }
    }

    private func submitOnLargeStack(_ source: String, displayName: String) -> EntryOutcome {
        state.interpreter.limits = limits
        state.interpreter.interruptFlag = interruptFlag
        state.interpreter.sim.eventLimit = limits.eventHistory
        state.onOutput = onOutput
        state.onEvent = onEvent
        state.namesResults = namesResults
        state.onWarnings = onWarnings.map { callback in { callback(VisibleText.escapingControlCharacters($0)) } }
        state.warningsAsErrors = warningsAsErrors
        state.collectsEntryFacts = collectsEntryFacts
        var outcome = state.run(source, displayName: displayName)
        // A Ctrl-C that came as the entry finished is not for the next one.
        interruptFlag.clear()
        // Diagnostics quote the learner's source lines and strings: escapes in them must not reach the terminal raw.
        outcome.diagnostics = VisibleText.escapingControlCharacters(outcome.diagnostics)
        outcome.warnings = VisibleText.escapingControlCharacters(outcome.warnings)
        outcome.explanation = outcome.explanation.map { VisibleText.escapingControlCharacters($0) }
        outcome.results = VisibleText.escapingControlCharacters(outcome.results)
        switch outcome.status {
        case .ran:
            acceptedEntries.append(source)
            acceptedTrees.append(state.lastTree)
            undone = []
        case .crashed, .stoppedByLimit:
            // The world goes back to what it was before this entry.
            rollsBack = true
        default: break
        }
        return outcome
    }

    private func rebuild() {
        LargeStack.run {
            let state = SessionState(bundleFolder: bundleFolder, limits: limits, loadsUIKitOnFirstUse: true)
            state.namesResults = namesResults
            for (name, root, cls, id) in nibs { state.defineNib(name, root, cls, id) }
            for (i, entry) in acceptedEntries.enumerated() {
                _ = state.run(entry, displayName: "<repl-\(i + 1)>", silent: true, parsed: i < acceptedTrees.count ? acceptedTrees[i] : nil)
            }
            storedState?.tearDown()
            storedState = state
            stale = false
        }
    }

    /// True when the text is an unfinished entry (open brace, trailing operator, open `"""`).
    public static func isIncomplete(_ source: String) -> Bool { SourceCompleteness.isIncomplete(source) }

    public func completions(forLine line: String) -> [String] { state.completions(forLine: line) }

    public func snapshot() -> PoolSnapshot { state.interpreter.sim.snapshot() }

    @discardableResult
    public func undo() -> Bool {
        guard let last = acceptedEntries.popLast() else { return false }
        undone.append((last, acceptedTrees.popLast() ?? nil))
        // The last entries are taken back from the world kept before them; older ones by a replay.
        let nibs = nibs
        if stale || rollsBack || !recoversWithoutChecking || !LargeStack.run({ [storedState] in storedState!.undoLastEntry(nibs: nibs) }) {
            stale = true
        }
        return true
    }

    @discardableResult
    public func redo() -> Bool {
        guard let entry = undone.popLast() else { return false }
        acceptedEntries.append(entry.source)
        acceptedTrees.append(entry.tree)
        stale = true
        return true
    }

    public func reset() {
        acceptedEntries = []
        acceptedTrees = []
        undone = []
        stale = true
    }

    public func defineNib(named name: String, rootElement: String, className: String, reuseIdentifier: String?) {
        nibs.append((name, rootElement, className, reuseIdentifier))
        if !stale && !rollsBack { storedState.defineNib(name, rootElement, className, reuseIdentifier) }
    }

    public static func preludeSource(named name: String) -> String? {
        switch name {
        case "UIKit": return UIKitPrelude.source
        case "Reusable": return ReusablePrelude.source
        case "Swift": return SwiftPrelude.source
        default: return nil
        }
    }

    public static var preludeNames: [String] { ["UIKit", "Reusable", "Swift"] }

    /// False until something needs the world (the first entry, completions, `prepare()`).
    var hasWorldForTesting: Bool { storedState != nil }

    /// The current world's declarations, for tests that check a discarded world is freed.
    var worldForTesting: TypeWorld { state.types }

    /// From another thread (Ctrl-C): only flags the running interpreter; never rebuilds.
    /// Ctrl-C: the shell's watcher thread raises it while `submit` runs on another thread.
    public let interruptFlag = InterruptFlag()
}
