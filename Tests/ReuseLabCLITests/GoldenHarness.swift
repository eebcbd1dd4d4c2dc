import Foundation
import ReuseLabTestSupport
import Synchronization
import XCTest

// The machinery shared by the golden, differential and run-command tests: where things are,
// how to run a process with a time limit, and the expectation convention of `../shared/corpus/check`
// (extended with `// expect-limit:`). Kept free of XCTest assertions so that it can be unit-tested.

// MARK: - Locations

enum Locations {
    /// The package root: this file is `<root>/Tests/ReuseLabCLITests/GoldenHarness.swift`.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let goldenDirectory = repositoryRoot.appendingPathComponent("Tests/Golden", isDirectory: true)
    static let declarationModulesDirectory = repositoryRoot.appendingPathComponent("Tests/DeclarationModules", isDirectory: true)
    static let allowListFile = goldenDirectory.appendingPathComponent("differential-allowlist.txt")
    static let notesPendingFile = goldenDirectory.appendingPathComponent("differential-notes-pending.txt")

    /// The shared acceptance corpus lives beside the repository (`../shared/corpus`), when it is there at all.
    static let corpusDirectory =
        repositoryRoot
        .deletingLastPathComponent()
        .appendingPathComponent("shared/corpus", isDirectory: true)

    /// `reuselab` as built for the tests, or `REUSELAB_BIN`.
    static var reuselabBinary: URL { BuiltProducts.reuselab }

    /// Every `.swift` file below `directory`, sorted by path (empty when the folder is missing).
    static func swiftFiles(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.append(url.standardizedFileURL)
        }
        return files.sorted { $0.path < $1.path }
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A path relative to `base` for messages (falls back to the full path).
    static func relativePath(of url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The first executable named `name` on PATH.
    static func executableOnPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }
}

// MARK: - Expectations

/// What a golden or corpus script says must happen, read from its comments:
///
///     // expect: TEXT         a line the program prints (stdout, in order, exact)
///     // expect-error: TEXT   rejected before anything runs: exit 1, empty stdout, TEXT in stderr
///     // expect-crash: TEXT   runs, then traps: exit 3, TEXT in stderr, the expect lines printed
///     // expect-limit: TEXT   runs, then is stopped by a limit: exit 4, TEXT in stderr, the expect lines printed
///     // expect-warning: TEXT stderr has a `warning: TEXT` line (any number; the outcome is unchanged)
///     // expect-note: TEXT    stderr has a `note: TEXT` line, under an error or a warning (any number)
///     // expect-errors: N     exactly N errors are reported (each boundary once, no follow-on errors)
///     // expect-chain: TEXT   under a crash or a limit, the chain of calls has the line TEXT (in order, any number)
///
/// An empty TEXT on error, crash and limit means "any message". When one of those appears more than
/// once the last one counts, as in `corpus/check` (which ignores warnings and notes); the earlier
/// `expect-error:` texts (a script with several boundaries) must be in stderr too.
struct Expectations: Equatable {
    var prints: [String] = []
    var error: String?
    /// `expect-error:` lines before the last, each also required in stderr.
    var earlierErrors: [String] = []
    var crash: String?
    var limit: String?
    var warnings: [String] = []
    var notes: [String] = []
    var chain: [String] = []
    var errorCount: Int?

    init(prints: [String] = [], error: String? = nil, crash: String? = nil, limit: String? = nil) {
        self.prints = prints
        self.error = error
        self.crash = crash
        self.limit = limit
    }

    init(source: String) {
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let (kind, text) = Expectations.match(Substring(line)) else { continue }
            switch kind {
            case "": prints.append(text)
            case "-error":
                if let earlier = error { earlierErrors.append(earlier) }
                error = text
            case "-crash": crash = text
            case "-warning": warnings.append(text)
            case "-note": notes.append(text)
            case "-chain": chain.append(text)
            case "-errors": errorCount = Int(text)
            default: limit = text
            }
        }
    }

    init(contentsOf url: URL) throws {
        self.init(source: try String(contentsOf: url, encoding: .utf8))
    }

    /// The same match as check's `//\s*expect(-error|-crash)?:\s?(.*)$` (plus `-limit`), searched anywhere in the line.
    static func match(_ line: Substring) -> (kind: String, text: String)? {
        var line = line
        if line.hasSuffix("\r") { line = line.dropLast() }
        var searchStart = line.startIndex
        while let slashes = line[searchStart...].range(of: "//") {
            var rest = line[slashes.upperBound...].drop(while: { $0.isWhitespace })
            searchStart = line.index(after: slashes.lowerBound)
            guard rest.hasPrefix("expect") else { continue }
            rest = rest.dropFirst("expect".count)
            var kind = ""
            for candidate in ["-error", "-errors", "-crash", "-limit", "-warning", "-note", "-chain"] where rest.hasPrefix(candidate + ":")
            {
                kind = candidate
            }
            rest = rest.dropFirst(kind.count)
            guard rest.hasPrefix(":") else { continue }
            rest = rest.dropFirst()
            if let first = rest.first, first.isWhitespace { rest = rest.dropFirst() }
            return (kind, rightTrimmed(rest))
        }
        return nil
    }
}

func rightTrimmed<S: StringProtocol>(_ text: S) -> String {
    var scalars = Substring(text)
    while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
    return String(scalars)
}

/// Removes ANSI escape sequences (`ESC [ … letter`), as check does.
func strippingANSI(_ text: String) -> String {
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
        if scalar == "\u{1B}" {
            var lookahead = scalars.next()
            if lookahead == "[" {
                lookahead = scalars.next()
                while let c = lookahead, (c >= "0" && c <= "9") || c == ";" || c == "?" {
                    lookahead = scalars.next()
                }
                if let c = lookahead, (c >= "A" && c <= "Z") || (c >= "a" && c <= "z") {
                    pending = scalars.next()
                    continue
                }
            }
            result.unicodeScalars.append(scalar)
            pending = lookahead
            continue
        }
        result.unicodeScalars.append(scalar)
        pending = scalars.next()
    }
    return result
}

/// Python's `str.splitlines()` followed by `rstrip()` on each line.
func outputLines(_ text: String) -> [String] {
    if text.isEmpty { return [] }
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }).map(rightTrimmed)
    if let last = text.last, last.isNewline { lines.removeLast() }
    return lines
}

/// How long a golden script may take: a guard against hangs, not a speed test. The step budget ends an
/// endless loop after about 7 s of CPU in a debug build, which a loaded two-core machine stretches past 20 s.
let goldenTimeout: TimeInterval = 60

/// Compares a run with the expectations exactly as `corpus/check` does; `expect-limit` asks for exit status 4.
/// Returns the problems, empty when the script passed.
func problems(running expectations: Expectations, gave result: ProcessResult, timeout: TimeInterval = goldenTimeout) -> [String] {
    if result.timedOut {
        return ["no answer in \(Int(timeout)) s"]
    }
    let out = strippingANSI(result.stdout)
    let err = strippingANSI(result.stderr)
    let lines = outputLines(out)
    var found: [String] = []
    if let error = expectations.error {
        if result.status != 1 {
            found.append("expected a compile-time error (exit status 1), got exit status \(result.status)")
        }
        if !lines.isEmpty {
            found.append("expected nothing to run, but stdout has: \(Array(lines.prefix(3)))")
        }
        for text in expectations.earlierErrors + [error] where !text.isEmpty && !err.contains(text) {
            found.append("stderr lacks the error text: \(text.debugDescription)")
        }
    } else {
        if let crash = expectations.crash {
            if result.status != 3 {
                found.append("expected a run-time crash (exit status 3), got exit status \(result.status)")
            }
            if !crash.isEmpty && !err.contains(crash) {
                found.append("stderr lacks the crash text: \(crash.debugDescription)")
            }
        } else if let limit = expectations.limit {
            if result.status != 4 {
                found.append("expected to be stopped by a limit (exit status 4), got exit status \(result.status)")
            }
            if !limit.isEmpty && !err.contains(limit) {
                found.append("stderr lacks the limit text: \(limit.debugDescription)")
            }
        } else if result.status != 0 {
            found.append("exit status \(result.status)")
        }
        if lines != expectations.prints {
            found.append("stdout differs:\n      expected \(expectations.prints)\n      got      \(lines)")
        }
    }
    for warning in expectations.warnings where !err.contains("warning: " + warning) {
        found.append("stderr lacks the warning: \(warning.debugDescription)")
    }
    for note in expectations.notes where !err.contains("note: " + note) {
        found.append("stderr lacks the note: \(note.debugDescription)")
    }
    if !expectations.chain.isEmpty {
        // The chain is drawn under the crash site, each line indented: `  in f()`, `  called from g() at …`.
        let chain = err.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.hasPrefix("in ") || $0.hasPrefix("called from ") || $0.hasPrefix("called by UIKit from ")
                || $0.hasPrefix("called by Dispatch, ")
                || $0.hasPrefix("… and ")
        }
        if chain != expectations.chain {
            found.append("call chain differs:\n      expected \(expectations.chain)\n      got      \(chain)")
        }
    }
    if let expectedCount = expectations.errorCount {
        // A diagnostic's header line starts with its file (`T.swift:3:5: error: …`); caret lines start with spaces.
        let count = err.split(separator: "\n").filter { !$0.hasPrefix(" ") && $0.contains(": error: ") }.count
        if count != expectedCount { found.append("expected \(expectedCount) error(s), got \(count)") }
    }
    let trimmedErr = err.trimmingCharacters(in: .whitespacesAndNewlines)
    if !found.isEmpty && !trimmedErr.isEmpty {
        found.append("stderr: " + String(trimmedErr.prefix(600)))
    }
    return found
}

// MARK: - Cases

/// A script to run: the golden ones, and the shared corpus when it sits beside the repository.
struct ScriptCase {
    var url: URL
    /// How messages name it, e.g. `golden/traps/integer-overflow.swift` or `corpus/01-uikit-strings/typo-in-identifier.swift`.
    var name: String

    static func golden() -> [ScriptCase] {
        Locations.swiftFiles(under: Locations.goldenDirectory).map {
            ScriptCase(url: $0, name: "golden/" + Locations.relativePath(of: $0, to: Locations.goldenDirectory))
        }
    }

    static func corpus() -> [ScriptCase] {
        Locations.swiftFiles(under: Locations.corpusDirectory).map {
            ScriptCase(url: $0, name: "corpus/" + Locations.relativePath(of: $0, to: Locations.corpusDirectory))
        }
    }

    /// Runs `reuselab run NAME` with the script's folder as the working directory, as check does.
    func runReuseLab(binary: URL = Locations.reuselabBinary, timeout: TimeInterval = goldenTimeout) throws -> ProcessResult {
        try ProcessRunner.run(binary, ["run", url.lastPathComponent], in: url.deletingLastPathComponent(), timeout: timeout)
    }
}

/// Runs each item in `items` on a few threads and returns the results in order.
func concurrentMap<T: Sendable, R: Sendable>(
    _ items: [T], width: Int = max(2, ProcessInfo.processInfo.activeProcessorCount),
    _ transform: @Sendable (T) -> R
) -> [R] {
    let progress = Mutex((cursor: 0, results: [R?](repeating: nil, count: items.count)))
    DispatchQueue.concurrentPerform(iterations: min(width, max(items.count, 1))) { _ in
        while true {
            let index = progress.withLock { state in
                defer { state.cursor += 1 }
                return state.cursor
            }
            if index >= items.count { return }
            let result = transform(items[index])
            progress.withLock { $0.results[index] = result }
        }
    }
    return progress.withLock { $0.results.map { $0! } }
}

/// One activity a script in Xcode's report; swift-corelibs-xctest has no XCTContext, and there each
/// failure message names its script instead.
func inActivity(named name: String, _ body: () -> Void) {
    #if canImport(Darwin)
        XCTContext.runActivity(named: name) { _ in body() }
    #else
        body()
    #endif
}
