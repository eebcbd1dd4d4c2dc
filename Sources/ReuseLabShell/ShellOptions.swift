import Foundation
import ReuseLabLanguage
import ReuseLabTutor

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
    /// Where lessons come from and where progress is kept; nil leaves the shell without lessons.
    public var lessons: (library: LessonLibrary, store: ProgressStore)?
    /// A lesson to start before the first entry (`reuselab lesson start N`): id, number or folder.
    public var startLesson: String?
    /// A demo script to replay before anything else (`reuselab demo FILE`); batch mode runs it all and ends.
    public var startDemo: String?
    /// The presenter display from the start (`--present`).
    public var present = false
    /// Forces batch mode (or interactive mode); nil decides by whether stdin is a terminal.
    public var interactive: Bool?

    public init() {}
}

/// The shell's entry point: the interactive playground when stdin is a terminal, batch mode otherwise.
/// Returns the process exit status.
public func runShell(options: ShellOptions) -> Int32 {
    let limits = options.limits
    let engine = Session.repl(bundleDirectory: options.bundleDirectory, limits: limits)
    // At a terminal the world is made before the first prompt: made for the first entry instead, it would
    // take a Ctrl-C typed while it is made for one meant for an entry not yet started. Batch mode makes it
    // for its first entry, so input with nothing to run costs no prelude.
    let interactive = options.interactive ?? Terminal.isTerminal(0)
    if interactive { engine.prepare() }
    let lessons = options.lessons.map { source in
        LessonMode(library: source.library, store: source.store) { folder in
            let lessonSession = Session.repl(bundleDirectory: folder, limits: limits)
            if interactive { lessonSession.prepare() }
            return lessonSession
        }
    }
    return runShell(options: options, engine: engine, lessons: lessons)
}

/// The same over any engine (tests drive a scripted one).
public func runShell(options: ShellOptions, engine: ReplEngine, lessons: LessonMode? = nil, io: ShellIO? = nil) -> Int32 {
    let interactive = options.interactive ?? Terminal.isTerminal(0)
    let io = io ?? StandardIO()
    let controller = ReplController(engine: engine, options: options, io: io, interactive: interactive, lessons: lessons)
    if interactive {
        return InteractiveShell(controller: controller, options: options).run()
    }
    return BatchRunner(controller: controller, options: options).run(input: StandardInputLines())
}

extension Session {
    /// A session as the shell runs it: bare expressions answer as in Swift's REPL (`$R0: Int = 3`).
    static func repl(bundleDirectory: URL, limits: RunLimits) -> Session {
        let session = Session(bundleDirectory: bundleDirectory, limits: limits)
        session.namesResults = true
        return session
    }
}
