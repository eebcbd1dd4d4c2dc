import ArgumentParser
import ReuseLabLanguage
import ReuseLabShell

extension ColorMode: ExpressibleByArgument {}

/// The shell's flags, shared by `reuselab repl` and `reuselab lesson start`, which open the same shell.
struct ShellFlags: ParsableArguments {
    @Option(help: "Colour output: auto, always or never. auto honours NO_COLOR and TERM=dumb.")
    var color: ColorMode = .auto

    @Flag(help: "Draw the pool diagram with ASCII characters only.")
    var ascii = false

    @Flag(help: "Batch mode: print each entry, prefixed \"> \", before its output.")
    var echo = false

    @Flag(help: "Batch mode: stop at the first entry that does not run, with its status.")
    var bail = false

    @Flag(help: "Presenter display: diagrams as wide as the terminal, a large phone in :timeline, slower playback.")
    var present = false

    @Flag(help: "Neither read nor write the history file.")
    var noHistory = false

    @Option(help: "Evaluation steps one entry may take.")
    var steps: Int?

    @Option(help: "Nested calls before an entry is stopped.")
    var depth: Int?

    @Option(help: "Megabytes the values of one entry may occupy.")
    var memory: Int?

    @OptionGroup var pack: PackOption

    func validate() throws {
        if let steps, steps <= 0 { throw ValidationError("--steps must be positive.") }
        if let depth, depth <= 0 { throw ValidationError("--depth must be positive.") }
        if let memory, memory <= 0 { throw ValidationError("--memory must be positive.") }
    }

    /// The shell's options, with the built-in lessons and the learner's progress behind `:lesson`.
    func shellOptions() throws -> ShellOptions {
        var options = ShellOptions()
        options.color = color
        options.ascii = ascii
        options.echo = echo
        options.bail = bail
        options.historyEnabled = !noHistory
        options.present = present
        var limits = RunLimits()
        if let steps { limits.steps = steps }
        if let depth { limits.callDepth = depth }
        if let memory { limits.memory = memory.multipliedReportingOverflow(by: 1 << 20).overflow ? Int.max : memory << 20 }
        options.limits = limits
        options.lessons = try pack.lessons()
        return options
    }
}

/// Runs the shell and exits with its status.
func openShell(_ options: ShellOptions) throws {
    let status = runShell(options: options)
    if status != 0 { throw ExitCode(status) }
}
