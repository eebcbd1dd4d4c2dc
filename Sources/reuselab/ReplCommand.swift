import ArgumentParser
import ReuseLabShell

/// `reuselab repl` (the default): the interactive shell, or batch mode when stdin is not a terminal.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Open the interactive playground (the default).",
        discussion: "With standard input not a terminal, entries are read from it and run one by one (batch mode)."
    )

    @OptionGroup var shell: ShellFlags

    func run() throws {
        try openShell(try shell.shellOptions())
    }
}
