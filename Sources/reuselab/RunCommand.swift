import ArgumentParser
import Foundation
import ReuseLabLanguage

/// `reuselab run FILE`: check the whole script, then run it. stdout carries only what the program prints;
/// diagnostics go to stderr. Exit status: 0 ran, 1 compile-time error, 2 usage or file error, 3 crash, 4 limit.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Check a Swift script, then run it against the simulated UIKit.")

    @Argument(help: "The script to run.") var file: String
    @Option(help: "Evaluation steps before the run stops.") var steps: Int = RunLimits().steps
    @Option(help: "Nested calls before the run stops.") var depth: Int = RunLimits().callDepth
    @Option(help: "Megabytes the script's values may occupy before the run stops.") var memory: Int = RunLimits().memory >> 20
    @Flag(help: "After a compile error or a crash, explain it as the shell's :why does.") var explain = false
    @Flag(help: "Treat warnings as errors: a warning stops the script before it runs (exit status 1).") var warningsAsErrors = false

    func run() throws {
        let script = ScriptRun(
            file: file, steps: steps, depth: depth, memory: memory, explain: explain, warningsAsErrors: warningsAsErrors)
        throw ExitCode(script.perform())
    }
}
