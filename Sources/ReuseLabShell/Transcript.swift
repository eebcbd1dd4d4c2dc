import Foundation
import ReuseLabLanguage
import ReuseLabSimulator
import ReuseLabTutor

/// What `:record` writes to: a Swift transcript, or the HTML handout (`:record FILE.html`).
protocol SessionRecorder: AnyObject {
    var path: String { get }
    /// A Swift entry that was submitted: `printed` is what the terminal showed of its output; `worldAfter`
    /// is asked only by recorders that draw the pool.
    func record(entry: String, printed: String, outcome: EntryOutcome, worldBefore: PoolSnapshot, worldAfter: () -> PoolSnapshot)
    func record(metaCommand: String)
    func close()
}

/// The recorder `:record PATH` asks for: an HTML handout for `.html`/`.htm`, else a Swift transcript.
func makeSessionRecorder(destination: UserFileDestination) throws -> SessionRecorder {
    let suffix = (destination.path as NSString).pathExtension.lowercased()
    if suffix == "html" || suffix == "htm" { return try HandoutRecorder(destination: destination) }
    return try Transcript(destination: destination)
}

/// `:record FILE`: a transcript that is itself a Swift file. Entries are written as typed; what they
/// printed follows as `// out:` lines and their diagnostics as `// err:` lines, so the transcript
/// can be read, diffed, and run again.
final class Transcript: SessionRecorder {
    let path: String
    private let handle: FileHandle

    init(destination: UserFileDestination) throws {
        let fd = try destination.openForStreaming()
        handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        path = destination.path
        write("// reuselab transcript\n")
    }

    func record(entry: String, printed: String, outcome: EntryOutcome, worldBefore: PoolSnapshot, worldAfter: () -> PoolSnapshot) {
        record(entry: entry, output: printed + outcome.results, diagnostics: outcome.diagnostics)
    }

    func record(entry: String, output: String, diagnostics: String) {
        var text = entry.hasSuffix("\n") ? entry : entry + "\n"
        text += Self.commented(output, prefix: "// out: ")
        text += Self.commented(diagnostics, prefix: "// err: ")
        write(text)
    }

    /// Meta-commands are kept as comments, so the file still runs as Swift.
    func record(metaCommand: String) {
        write("// " + metaCommand + "\n")
    }

    func close() {
        try? handle.close()
    }

    static func commented(_ text: String, prefix: String) -> String {
        guard !text.isEmpty else { return "" }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.map { prefix + $0 + "\n" }.joined()
    }

    private func write(_ text: String) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
