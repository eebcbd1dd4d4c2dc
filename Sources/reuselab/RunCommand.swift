import ArgumentParser

/// `reuselab run FILE`: check the whole script, then run it.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Check a Swift script, then run it against the simulated UIKit.")

    @Argument(help: "The script to run.") var file: String

    func run() throws {
        throw ExitCode(2)
    }
}
