import ArgumentParser
import ReuseLabLanguage
import ReuseLabShell

extension ColorMode: ExpressibleByArgument {}

/// `reuselab repl` (the default): the interactive shell, or batch mode when stdin is not a terminal.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Open the interactive playground (the default).",
        discussion: "With standard input not a terminal, entries are read from it and run one by one (batch mode)."
    )

    @Option(help: "Colour output: auto, always or never. auto honours NO_COLOR and TERM=dumb.")
    var color: ColorMode = .auto

    @Flag(help: "Draw the pool diagram with ASCII characters only.")
    var ascii = false

    @Flag(help: "Batch mode: print each entry, prefixed \"> \", before its output.")
    var echo = false

    @Flag(help: "Batch mode: stop at the first entry that does not run, with its status.")
    var bail = false

    @Flag(help: "Neither read nor write the history file.")
    var noHistory = false

    @Option(help: "Evaluation steps one entry may take.")
    var steps: Int?

    @Option(help: "Nested calls before an entry is stopped.")
    var depth: Int?

    func validate() throws {
        if let steps, steps <= 0 { throw ValidationError("--steps must be positive.") }
        if let depth, depth <= 0 { throw ValidationError("--depth must be positive.") }
    }

    func run() throws {
        var options = ShellOptions()
        options.color = color
        options.ascii = ascii
        options.echo = echo
        options.bail = bail
        options.historyEnabled = !noHistory
        var limits = RunLimits()
        if let steps { limits.steps = steps }
        if let depth { limits.callDepth = depth }
        options.limits = limits
        let status = runShell(options: options)
        if status != 0 { throw ExitCode(status) }
    }
}
