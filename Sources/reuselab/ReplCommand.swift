import ArgumentParser

/// `reuselab repl` (the default): the interactive shell. Owned by the shell work.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "repl", abstract: "Open the interactive playground (the default).")

    func run() throws {
        print("The interactive shell is not built yet.")
        throw ExitCode(2)
    }
}
