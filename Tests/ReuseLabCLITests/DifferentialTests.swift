import Foundation
import ReuseLabTestSupport
import XCTest

/// Holds ReuseLab's checker to the real compiler: every golden and corpus script is type-checked by
/// `swiftc -typecheck` against the project's declaration-only UIKit and Reusable modules
/// (`Tests/DeclarationModules`), and ReuseLab must agree on whether it compiles and, when both
/// reject it, must report swiftc's first error message. Scripts listed in
/// `Tests/Golden/differential-allowlist.txt` (syntax ReuseLab deliberately does not support) are exempt.
/// Warnings, the first error's position and its notes are compared too (see `diagnosticDisagreements`).
final class DifferentialTests: XCTestCase {
    func testReuseLabAgreesWithSwiftc() throws {
        guard let swiftc = DeclarationModules.swiftc else {
            throw XCTSkip("swiftc is not on PATH (nor in SWIFTC): the differential test needs the real compiler")
        }
        let binary = Locations.reuselabBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            XCTFail("no reuselab executable at \(binary.path): build the package first")
            return
        }
        let modules = try DeclarationModules.build(with: swiftc)
        let allowList = try AllowList.load()
        let notesPending = try AllowList.load(Locations.notesPendingFile)
        var cases = ScriptCase.golden()
        if Locations.isDirectory(Locations.corpusDirectory) {
            cases += ScriptCase.corpus()
        } else {
            print("note: the shared corpus is not at \(Locations.corpusDirectory.path); comparing golden scripts only")
        }
        let compared = cases.filter { !allowList.contains($0.name) }
        let outcomes: [Result<[String], Error>] = concurrentMap(compared) { script in
            Result {
                let verdict = try DeclarationModules.typecheck(script.url, swiftc: swiftc, modules: modules)
                let result = try script.runReuseLab(binary: binary)
                return withPendingNotes(disagreements(swiftc: verdict, reuselab: result), pending: notesPending.contains(script.name))
            }
        }
        reportDifferences(zip(compared, outcomes).map { ($0.name, $1) }, verdict: "DIFFERS")
        for name in allowList.entries where !cases.contains(where: { $0.name == name }) {
            XCTFail("differential-allowlist.txt names \(name), which is not a golden or corpus script")
        }
    }

    /// The declaration modules themselves must compile, and every golden script the oracle of the
    /// shared folder accepts must type-check against them too (and the other way round).
    func testDeclarationModulesBuild() throws {
        guard let swiftc = DeclarationModules.swiftc else {
            throw XCTSkip("swiftc is not on PATH (nor in SWIFTC): cannot build the declaration modules")
        }
        let modules = try DeclarationModules.build(with: swiftc)
        XCTAssertTrue(FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: modules.appendingPathComponent("Reusable.swiftmodule").path))
    }
}

/// swiftc's verdict on one script.
struct SwiftcVerdict {
    var compiles: Bool
    /// The message of the first `error:` line, without its `file:line:col: error: ` prefix.
    var firstError: String?
    var output: String
}

/// What differs between swiftc's verdict and ReuseLab's run (empty when they agree).
func disagreements(swiftc verdict: SwiftcVerdict, reuselab result: ProcessResult) -> [String] {
    if result.timedOut {
        return ["reuselab gave no answer in time"]
    }
    let reuselabRejects = result.status == 1
    let err = strippingANSI(result.stderr)
    var found: [String] = []
    if verdict.compiles && reuselabRejects {
        found.append("swiftc accepts the script, but reuselab rejects it (exit status 1)")
        found.append("reuselab stderr: " + String(err.trimmingCharacters(in: .whitespacesAndNewlines).prefix(600)))
    } else if !verdict.compiles && !reuselabRejects {
        found.append(
            "swiftc rejects the script (\(verdict.firstError ?? "no error line")), but reuselab exits with status \(result.status)")
    } else if !verdict.compiles, let message = verdict.firstError, !err.contains(message) {
        found.append("both reject it, but reuselab's stderr lacks swiftc's first error: \(message.debugDescription)")
        found.append("reuselab stderr: " + String(err.trimmingCharacters(in: .whitespacesAndNewlines).prefix(600)))
    }
    if found.isEmpty {
        found = diagnosticDisagreements(swiftcOutput: verdict.output, reuselabStderr: err, bothReject: !verdict.compiles && reuselabRejects)
    }
    return found
}

/// `differential-notes-pending.txt` is a ratchet, not an allow-list: a script named there still lacks some of
/// swiftc's notes under its first error (everything else about it is compared), and one whose notes now agree
/// must leave the list.
func withPendingNotes(_ found: [String], pending: Bool) -> [String] {
    guard pending else { return found }
    let other = found.filter { !$0.hasPrefix("notes of the first error") && !$0.hasPrefix("library notes of the first error") }
    if other.count == found.count {
        return other + ["its notes now agree with swiftc's: remove it from differential-notes-pending.txt"]
    }
    return other
}

/// Finds the first error message in swiftc's output (either diagnostic style).
func firstErrorMessage(inSwiftcOutput output: String) -> String? {
    for line in output.split(whereSeparator: { $0.isNewline }) {
        if let range = line.range(of: ": error: ") {
            return withoutDiagnosticGroup(rightTrimmed(line[range.upperBound...]))
        }
        if line.hasPrefix("error: ") {
            return withoutDiagnosticGroup(rightTrimmed(line.dropFirst("error: ".count)))
        }
    }
    return nil
}

/// swiftc 6 ends some messages with their documentation group (` [#NominalTypes]`), which is not part
/// of the message.
func withoutDiagnosticGroup(_ message: String) -> String {
    guard message.hasSuffix("]"), let range = message.range(of: " [#", options: .backwards) else { return message }
    return String(message[..<range.lowerBound])
}

enum DeclarationModules {
    static var swiftc: URL? {
        if let path = ProcessInfo.processInfo.environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        return Locations.executableOnPath("swiftc")
    }

    /// Builds UIKit then Reusable (`-emit-module -parse-as-library`) into a temporary cache keyed by
    /// their content, once; returns the folder to pass with `-I`.
    static func build(with swiftc: URL) throws -> URL {
        let uikit = Locations.declarationModulesDirectory.appendingPathComponent("UIKit.swift")
        let reusable = Locations.declarationModulesDirectory.appendingPathComponent("Reusable.swift")
        let content = try Data(contentsOf: uikit) + Data(contentsOf: reusable) + Data(swiftc.path.utf8)
        let cache = FileManager.default.temporaryDirectory
            .appendingPathComponent("reuselab-declaration-modules-\(fnv1a(content))", isDirectory: true)
        if FileManager.default.fileExists(atPath: cache.appendingPathComponent("Reusable.swiftmodule").path) {
            return cache
        }
        // Build beside the cache, then move into place, so that concurrent runs never see half a module.
        let staging = FileManager.default.temporaryDirectory
            .appendingPathComponent("reuselab-declaration-modules-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        let steps: [(String, URL, [String])] = [
            ("UIKit", uikit, []),
            ("Reusable", reusable, ["-I", staging.path]),
        ]
        for (name, source, extra) in steps {
            let result = try ProcessRunner.run(
                swiftc,
                ["-emit-module", "-module-name", name, "-parse-as-library"] + extra
                    + [source.path, "-emit-module-path", staging.appendingPathComponent("\(name).swiftmodule").path],
                in: staging,
                timeout: 300
            )
            guard result.status == 0, !result.timedOut else {
                throw DeclarationModuleError(message: "swiftc could not build the declaration module \(name):\n\(result.stderr)")
            }
        }
        do {
            try FileManager.default.moveItem(at: staging, to: cache)
        } catch {
            // Another run got there first; its modules are identical.
            guard FileManager.default.fileExists(atPath: cache.appendingPathComponent("Reusable.swiftmodule").path) else { throw error }
        }
        return cache
    }

    /// Judges the script as iOS code, with the oracle's (`../shared/oracle/typecheck`) rewrites, which keep
    /// lines and columns: Objective-C attributes removed (Linux swiftc has no Objective-C runtime and would
    /// reject every `@IBOutlet`), `#if os(iOS)` read as `#if true`, and `-D DEBUG` as in a Debug build.
    static func typecheck(_ script: URL, swiftc: URL, modules: URL) throws -> SwiftcVerdict {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-differential-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(contentsOf: script, encoding: .utf8)
        try asIOSCode(source).write(to: folder.appendingPathComponent(script.lastPathComponent), atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(
            swiftc,
            ["-typecheck", "-D", "DEBUG", "-I", modules.path, script.lastPathComponent],
            in: folder,
            timeout: 300
        )
        let output = strippingANSI(result.stderr + result.stdout)
        return SwiftcVerdict(
            compiles: result.status == 0 && !result.timedOut, firstError: firstErrorMessage(inSwiftcOutput: output), output: output)
    }

    static func asIOSCode(_ source: String) -> String {
        var text = source.replacingOccurrences(
            of: #"@(IBOutlet|IBAction|IBInspectable|objc)(\s|$)"#, with: "$2", options: .regularExpression)
        text = text.replacingOccurrences(of: #"(?m)^(\s*)#if os\(iOS\)"#, with: "$1#if true", options: .regularExpression)
        // `#selector(m)` needs the Objective-C runtime; `_selector(m)` (same length) still resolves `m`.
        text = text.replacingOccurrences(of: "#selector(", with: "_selector(")
        return text
    }

    /// 64-bit FNV-1a, enough to key a cache by content.
    static func fnv1a(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

struct DeclarationModuleError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// `Tests/Golden/differential-allowlist.txt`: one script a line, named as the tests name them
/// (`golden/…` or `corpus/…`); `#` starts a comment, which should say why the script is exempt.
struct AllowList {
    var entries: [String]

    func contains(_ name: String) -> Bool { entries.contains(name) }

    static func parse(_ text: String) -> AllowList {
        var entries: [String] = []
        for line in text.split(whereSeparator: { $0.isNewline }) {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let entry = content.trimmingCharacters(in: .whitespaces)
            if !entry.isEmpty { entries.append(entry) }
        }
        return AllowList(entries: entries)
    }

    static func load(_ file: URL = Locations.allowListFile) throws -> AllowList {
        guard FileManager.default.fileExists(atPath: file.path) else { return AllowList(entries: []) }
        return parse(try String(contentsOf: file, encoding: .utf8))
    }
}
