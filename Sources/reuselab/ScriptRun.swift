import Foundation
import ReuseLabLanguage

/// What `reuselab run FILE` does, with the options already read: check the whole script, then run it. stdout
/// carries only what the program prints; diagnostics go to stderr. Exit status: 0 ran, 1 compile-time error,
/// 2 file error, 3 crash, 4 limit.
struct ScriptRun {
    let file: String
    var steps = RunLimits().steps
    var depth = RunLimits().callDepth
    var memory = RunLimits().memory >> 20
    var explain = false
    var warningsAsErrors = false

    /// Far beyond any script a person writes; reading and parsing more would only exhaust memory.
    static let maximumScriptBytes = 16 << 20

    /// Checks and runs the script, and gives the exit status.
    func perform() -> Int32 {
        // The path as given, relative to the working directory, and split by hand: `URL`'s `path` and
        // `lastPathComponent` build a `Set` of bytes, whose first use asks at run time for a conformance and scans
        // the binary's conformance records (a twentieth of a `run` of `print(1)`).
        let path = file
        let slash = file.lastIndex(of: "/")
        let fileName = slash.map { String(file[file.index(after: $0)...]) } ?? file
        let directory = slash.map { String(file[...$0]) } ?? "./"
        // `stat` rather than `FileManager.fileExists` and `attributesOfItem`, which also look up the owner's and
        // group's names (a fiftieth of a run). It follows a symbolic link, as reading the script does: a link to a
        // script runs it.
        var info = stat()
        let exists = stat(path, &info) == 0
        guard exists, info.st_mode & S_IFMT != S_IFDIR else {
            FileHandle.standardError.write(
                Data("reuselab: error: \(exists ? "'\(file)' is a directory" : "no such file: '\(file)'")\n".utf8))
            return 2
        }
        // A FIFO or a device would block the read or never end it, and a huge file would be held whole, then parsed.
        guard info.st_mode & S_IFMT == S_IFREG else {
            FileHandle.standardError.write(Data("reuselab: error: '\(file)' is not a regular file\n".utf8))
            return 2
        }
        if case let size = Int(info.st_size), size > Self.maximumScriptBytes {
            FileHandle.standardError.write(
                Data(
                    "reuselab: error: '\(file)' is \(size / (1 << 20)) MB; scripts can be at most \(Self.maximumScriptBytes >> 20) MB\n"
                        .utf8))
            return 2
        }
        guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
            FileHandle.standardError.write(Data("reuselab: error: cannot read '\(file)' as UTF-8 text\n".utf8))
            return 2
        }
        Session.beginParsingPreludes(namedIn: source)
        let session = Session(
            bundlePath: directory,
            // The run prints no events, so none are kept.
            limits: RunLimits(
                steps: max(steps, 1), callDepth: max(depth, 1), eventHistory: 0,
                memory: memory.multipliedReportingOverflow(by: 1 << 20).overflow ? Int.max : max(memory, 1) << 20))
        // The bytes copied as a buffer: `Data(text.utf8)` asks at run time whether the view is contiguous, a
        // dynamic cast that scans the binary's conformance records at the first `print`.
        session.onOutput = { text in
            var text = text
            text.withUTF8 { FileHandle.standardOutput.write(Data(buffer: $0)) }
        }
        // Warnings come before the program's output, as a compiler's would; they never change the exit status.
        session.onWarnings = { text in FileHandle.standardError.write(Data(text.utf8)) }
        session.warningsAsErrors = warningsAsErrors
        session.collectsEntryFacts = false
        let outcome = session.submit(source, displayName: fileName)
        if !outcome.diagnostics.isEmpty { FileHandle.standardError.write(Data(outcome.diagnostics.utf8)) }
        if explain, let explanation = outcome.explanation { FileHandle.standardError.write(Data("\n\(explanation)\n".utf8)) }
        session.keepUntilExit()
        return outcome.status.rawValue
    }
}
