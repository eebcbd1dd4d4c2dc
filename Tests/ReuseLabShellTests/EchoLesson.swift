import Foundation

/// A two-step lesson that only prints, for tests of lessons in the shell: `05-echo`, with the given
/// `disabled-commands`.
enum EchoLesson {
    /// Writes `directory/05-echo/lesson.md` and returns the lesson's folder.
    @discardableResult
    static func write(into directory: URL, disabledCommands: String) throws -> URL {
        let lesson = directory.appendingPathComponent("05-echo")
        try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
        let fence = "```"
        try """
        ---
        id: 05-echo
        title: Echo
        article: An Article | Someone | https://example.com/a
        disabled-commands: \(disabledCommands)
        ---

        # Echo

        Say things.

        \(fence)swift start
        let start = 1
        \(fence)

        ## Step 1: Say hello

        Print hello.

        \(fence)goal
        output line "hello"
        \(fence)

        \(fence)hint
        Printing is a function.
        \(fence)

        \(fence)swift solution
        print("hello")
        \(fence)

        ## Step 2: Say bye

        Print bye.

        \(fence)goal
        output line "bye"
        \(fence)

        \(fence)hint
        As before.
        \(fence)

        \(fence)swift solution
        print("bye")
        \(fence)
        """.write(to: lesson.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
        return lesson
    }
}
