import ArgumentParser
import Foundation
import ReuseLabShell

/// `reuselab export --html OUT.html SCRIPT.swift`: the handout of a prepared script, as `:record OUT.html`
/// would have written it had the script been typed entry by entry.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Run a script entry by entry and write a self-contained HTML handout of the session.",
        discussion: """
            Entries are cut as `reuselab demo` cuts them: top-level statements and declarations, or the blocks between \
            `// ---` lines. The page holds each entry with light syntax colouring, its output, its diagnostics with \
            carets, crashes, and the pool diagram after each entry that changed the world; it needs no network and no \
            script. Exits 0 when the page was written (entries that fail are part of it), 2 otherwise.
            """
    )

    @Option(name: .customLong("html"), help: ArgumentHelp("The HTML file to write.", valueName: "OUT.html")) var html: String
    @Argument(help: "The Swift script to run.") var script: String
    @Option(help: "The page's title (default: the script's name).") var title: String?
    @Flag(help: "Replace OUT.html if it exists.") var force = false
    @OptionGroup var shell: ShellFlags

    func run() throws {
        var export = HandoutExport(script: script, output: html)
        export.force = force
        export.title = title
        let (status, message) = export.run(options: try shell.shellOptions())
        FileHandle.standardError.write(Data((message + "\n").utf8))
        if status != 0 { throw ExitCode(status) }
    }
}
