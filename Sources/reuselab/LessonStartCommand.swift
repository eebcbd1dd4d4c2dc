import ArgumentParser

/// `reuselab lesson start N`: the playground with lesson N already started, the same shell as
/// `:lesson N`. With standard input not a terminal, entries are read from it (batch mode), so a
/// learner or CI can pipe answers and lesson commands in.
struct LessonStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "start", abstract: "Take a lesson in the playground.")

    @Argument(help: "The lesson: id, number or folder path.") var lesson: String
    @OptionGroup var shell: ShellFlags

    func run() throws {
        var options = try shell.shellOptions()
        options.startLesson = lesson
        try openShell(options)
    }
}
