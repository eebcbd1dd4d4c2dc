import ArgumentParser
import Foundation
import ReuseLabLanguage

/// `reuselab`: with no subcommand, the interactive playground.
struct ReuseLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reuselab",
        abstract: "A Swift playground for iOS cell reuse: register, dequeue, scroll, and watch a simulated UIKit.",
        version: ReuseLabVersion.description,
        subcommands: [ReplCommand.self, RunCommand.self, LessonCommand.self, DemoCommand.self, ExportCommand.self, BenchCommand.self],
        defaultSubcommand: ReplCommand.self
    )
}

/// Usage errors exit with 2, the status `run` documents for them (ArgumentParser's default is 64).
func runReuseLab() -> Never {
    do {
        var command = try ReuseLab.parseAsRoot()
        try command.run()
        ReuseLab.exit()
    } catch {
        guard ReuseLab.exitCode(for: error) == .validationFailure else { ReuseLab.exit(withError: error) }
        FileHandle.standardError.write(Data((ReuseLab.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
}

/// `run` and the playground (bare, `repl`, or its flags) make a session: its prelude parses while the command line does.
func makesASession(_ arguments: [String]) -> Bool {
    guard let first = arguments.dropFirst().first else { return true }
    return first == "run" || first == "repl" || (first.hasPrefix("-") && !["-h", "--help", "--version"].contains(first))
}

if makesASession(CommandLine.arguments) { Session.beginParsingSwiftPrelude() }
runReuseLab()
