import Foundation
import ReuseLabTutor

/// `:record FILE`: a transcript that is itself a Swift file. Entries are written as typed; what they
/// printed follows as `// out:` lines and their diagnostics as `// err:` lines, so the transcript
/// can be read, diffed, and run again.
final class Transcript {
    let path: String
    private let handle: FileHandle

    init(destination: UserFileDestination) throws {
        let fd = try destination.openForStreaming()
        handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        path = destination.path
        write("// reuselab transcript\n")
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
