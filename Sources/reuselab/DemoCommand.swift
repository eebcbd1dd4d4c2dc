import ArgumentParser
import ReuseLabShell

/// `reuselab demo FILE.swift`: the playground replaying a prepared script, as `:demo FILE` does. Each entry
/// (a top-level statement or declaration, or a block between `// ---` lines) comes to the prompt for the
/// presenter to edit and run. With standard input not a terminal, every entry runs with its echo (for CI).
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Replay a prepared Swift script entry by entry, for a workshop.",
        discussion:
            "Entries are the script's top-level statements and declarations, or the blocks between `// ---` lines. Return runs the entry at the prompt; :demo back takes one back; :demo off ends the demo."
    )

    @Argument(help: "The Swift script to replay.") var file: String
    @OptionGroup var shell: ShellFlags

    func run() throws {
        var options = try shell.shellOptions()
        options.startDemo = file
        try openShell(options)
    }
}
