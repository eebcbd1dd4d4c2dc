import ArgumentParser

/// `reuselab`: with no subcommand, the interactive playground.
struct ReuseLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reuselab",
        abstract: "A Swift playground for iOS cell reuse: register, dequeue, scroll, and watch a simulated UIKit.",
        subcommands: [ReplCommand.self, RunCommand.self, LessonCommand.self, BenchCommand.self],
        defaultSubcommand: ReplCommand.self
    )
}

ReuseLab.main()
