import Foundation
import ReuseLabSimulator

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
    /// Evaluation steps one entry (or one script) may take.
    public var steps: Int
    /// Nested calls before the run stops.
    public var callDepth: Int

    public init(steps: Int = 50_000_000, callDepth: Int = 1_000) {
        self.steps = steps
        self.callDepth = callDepth
    }
}

/// What one entry did.
public struct EntryOutcome: Sendable {
    public var status: RunStatus
    /// What the program printed (stdout).
    public var output: String
    /// Diagnostics, crash texts and limit messages, rendered for stderr (no colour).
    public var diagnostics: String
    /// The Simulator's events during this entry, one line each, e.g. `created MyCell#1 for "Cell"`.
    public var events: [String]
    /// For `:why`: what stopped the entry, its cause and fix, and the article section; nil when it ran.
    public var explanation: String?
    /// True when the entry changed the simulated world (registrations, cells, queues, views).
    public var changedWorld: Bool

    public init(status: RunStatus, output: String, diagnostics: String, events: [String], explanation: String?,
                changedWorld: Bool) {
        self.status = status
        self.output = output
        self.diagnostics = diagnostics
        self.events = events
        self.explanation = explanation
        self.changedWorld = changedWorld
    }
}

/// A REPL session: entries are checked, then run; declarations persist; a crash leaves the world as it
/// was before the entry. The shell, the tutor and `reuselab run` all drive the language through this.
public final class Session {
    public let bundleDirectory: URL
    public var limits: RunLimits
    /// Called for each Simulator event as it happens (`:trace on`).
    public var onEvent: ((String) -> Void)?
    /// Called with printed text as it is printed, so long runs show output at once.
    public var onOutput: ((String) -> Void)?

    public init(bundleDirectory: URL, limits: RunLimits = RunLimits()) {
        self.bundleDirectory = bundleDirectory
        self.limits = limits
    }

    /// Checks and runs one entry. `displayName` names it in diagnostics (`<repl-3>`, `Script.swift`).
    public func submit(_ source: String, displayName: String) -> EntryOutcome {
        EntryOutcome(status: .ran, output: "", diagnostics: "", events: [], explanation: nil, changedWorld: false)
    }

    /// True when the text is an unfinished entry (open brace, trailing operator, open `"""`).
    public static func isIncomplete(_ source: String) -> Bool {
        false
    }

    /// Names that could complete `prefix` at the end of `line`: declared types, variables, UIKit names,
    /// or members when the text before the dot is a receiver whose type is known.
    public func completions(forLine line: String) -> [String] {
        []
    }

    /// The simulated world now, for the pool diagram.
    public func snapshot() -> PoolSnapshot {
        PoolSnapshot(views: [])
    }

    /// The entries that ran successfully, in order (for `:save`).
    public private(set) var acceptedEntries: [String] = []

    /// Removes the last accepted entry and rebuilds the world without it. False when there is none.
    @discardableResult
    public func undo() -> Bool { false }

    /// Puts back the last undone entry. False when there is none.
    @discardableResult
    public func redo() -> Bool { false }

    /// Forgets every entry: a fresh world.
    public func reset() {}

    /// Defines a nib in memory, as if `NAME.xib` held one top-level view of `className`
    /// (`tableViewCell`, `collectionViewCell`, `view`, …) with the given reuse identifier.
    public func defineNib(named name: String, rootElement: String, className: String, reuseIdentifier: String?) {}

    /// The source of a prelude module (`UIKit`, `Reusable`) for `:source`; nil for an unknown name.
    public static func preludeSource(named name: String) -> String? { nil }

    /// Names of prelude modules, for `:source` completion.
    public static var preludeNames: [String] { ["UIKit", "Reusable"] }

    /// Interrupts a running entry from another thread (Ctrl-C); the entry ends with status `.stoppedByLimit`
    /// and the message "Interrupted.".
    public func interrupt() {}
}
