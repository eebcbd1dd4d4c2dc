import Foundation
import ReuseLabLanguage

/// Everything `reuselab repl` can be told; `runShell(options:)` takes it.
public struct ShellOptions {
    public var color: ColorMode = .auto
    /// Draw diagrams with ASCII even in a UTF-8 locale.
    public var ascii = false
    /// Batch mode: print each entry (prefixed `> `) before its output.
    public var echo = false
    /// Batch mode: stop at the first entry that does not run.
    public var bail = false
    public var historyEnabled = true
    public var limits = RunLimits()
    /// Where `.xib` files and `:load` paths are looked up.
    public var bundleDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    public var environment = ProcessInfo.processInfo.environment
    /// Meta-commands added by other modules, by name without the colon (the tutor's `lesson`, `goal`,
    /// `hint`, `solution`, `next`, `back`, `progress`). The closure gets the text after the name.
    public var metaCommandExtensions: [String: (String) -> Void] = [:]
    /// One-line summaries for `:help`, by the same names.
    public var metaCommandSummaries: [String: String] = [:]
    /// Called after every Swift entry with its outcome (the tutor checks goals here).
    public var afterEntry: ((EntryOutcome) -> Void)?
    /// The engine to drive; by default a new `Session` over `bundleDirectory` with `limits`.
    /// The tutor passes the session it also inspects.
    public var session: Session?
    /// Forces batch mode (or interactive mode); nil decides by whether stdin is a terminal.
    public var interactive: Bool?

    public init() {}
}

/// The shell's entry point: the interactive playground when stdin is a terminal, batch mode otherwise.
/// Returns the process exit status.
public func runShell(options: ShellOptions) -> Int32 {
    let engine: ReplEngine = options.session ?? Session(bundleDirectory: options.bundleDirectory, limits: options.limits)
    return runShell(options: options, engine: engine)
}

/// The same over any engine (tests drive a scripted one).
public func runShell(options: ShellOptions, engine: ReplEngine, io: ShellIO? = nil) -> Int32 {
    let interactive = options.interactive ?? Terminal.isTerminal(0)
    let io = io ?? StandardIO()
    let controller = ReplController(engine: engine, options: options, io: io, interactive: interactive)
    if interactive {
        return InteractiveShell(controller: controller, options: options).run()
    }
    return BatchRunner(controller: controller, options: options).run(input: StandardInputLines())
}
