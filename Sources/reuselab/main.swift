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

/// `run` needs the Swift prelude at once: it parses while the command line does. So does the playground
/// (bare, `repl`, or its flags) at a terminal, where the shell makes its world before the first prompt; in
/// batch mode the session makes its world for the first entry, so input with nothing to run costs no prelude.
func makesASession(_ arguments: [String]) -> Bool {
    guard let first = arguments.dropFirst().first else { return isatty(0) == 1 }
    if first == "run" { return true }
    return (first == "repl" || (first.hasPrefix("-") && !["-h", "--help", "--version"].contains(first))) && isatty(0) == 1
}

/// The file of `reuselab run FILE` with nothing else on the line, the form scripts and CI jobs use: it skips
/// ArgumentParser, whose tables, built by reflection over every command, were a tenth of a short run's CPU time.
/// Options, help, `--` and every other command go through ArgumentParser.
func plainRunFile(_ arguments: [String]) -> String? {
    guard arguments.count == 3, arguments[1] == "run", !arguments[2].hasPrefix("-") else { return nil }
    return arguments[2]
}

tuneMalloc()
if makesASession(CommandLine.arguments) { Session.beginParsingSwiftPrelude() }
if let file = plainRunFile(CommandLine.arguments) { exit(ScriptRun(file: file).perform()) }
runReuseLab()
