import Foundation
import ReuseLabTestSupport
import XCTest

/// Holds ReuseLab's interpreter to Swift itself: every golden script that does not touch UIKit is also
/// compiled with the real `swiftc` and run, and what it prints must be what `reuselab run` prints, down
/// to the trap (the first line from `Fatal error:` on). Which scripts take part is a rule, not a list:
/// see `RunOutputCase.isComparable`. Deliberate differences are listed, each with its reason, in
/// `Tests/Golden/run-output-allowlist.txt`.
final class RunOutputDifferentialTests: XCTestCase {
    func testReuseLabRunsLikeTheCompiledProgram() throws {
        guard let swiftc = DeclarationModules.swiftc else {
            throw XCTSkip("swiftc is not on PATH (nor in SWIFTC): the run-output differential test needs the real compiler")
        }
        let binary = Locations.reuselabBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            XCTFail("no reuselab executable at \(binary.path): build the package first")
            return
        }
        let allowList = try AllowList.load(from: Locations.runOutputAllowListFile)
        let cases = ScriptCase.golden().filter { RunOutputCase.isComparable($0.url) }
        let compared = cases.filter { !allowList.contains($0.name) }
        let outcomes: [Result<[String], Error>] = concurrentMap(compared) { script in
            Result {
                let compiled = try CompiledScripts.build(script.url, swiftc: swiftc)
                let native = try RunOutput(compiledRun: CompiledScripts.run(compiled, in: script.url.deletingLastPathComponent()))
                let interpreted = try RunOutput(reuselabRun: script.runReuseLab(binary: binary))
                return native.differences(from: interpreted)
            }
        }
        reportDifferences(zip(compared, outcomes).map { ($0.name, $1) }, verdict: "RUNS DIFFERENTLY")
        for name in allowList.entries where !cases.contains(where: { $0.name == name }) {
            XCTFail("run-output-allowlist.txt names \(name), which is not a UIKit-free golden script that compiles")
        }
    }

    func testTheRuleChoosesScripts() {
        XCTAssertTrue(RunOutputCase.isComparable(text: "// sums\nprint(1 + 2)\n// expect: 3\n"))
        XCTAssertFalse(RunOutputCase.isComparable(text: "import UIKit\nprint(1)\n"))
        XCTAssertFalse(RunOutputCase.isComparable(text: "import Reusable\n"))
        XCTAssertFalse(RunOutputCase.isComparable(text: "let x: Int = \"a\"\n// expect-error: cannot convert\n"))
        XCTAssertFalse(RunOutputCase.isComparable(text: "while true {}\n// expect-limit: steps\n"))
        XCTAssertFalse(RunOutputCase.isComparable(text: "final class C: UITableViewCell {}\n"))
    }

    func testTrapLineIsTakenFromFatalErrorOn() {
        let stderr = "\n*** noise\nmain/x.swift:3: Fatal error: Index out of range\n*** Signal 4: Backtracing\n"
        XCTAssertEqual(RunOutput.trapLine(in: stderr), "Fatal error: Index out of range")
        XCTAssertNil(RunOutput.trapLine(in: "warning: nothing fatal\n"))
        XCTAssertEqual(
            RunOutput.trapLine(in: "Could not cast value of type 'Swift.Int' (0x7f1b9d7da698) to 'Swift.String' (0x7f1b9d7d7ca0).\n"),
            "Could not cast value of type 'Swift.Int' (0x…) to 'Swift.String' (0x…).")
        XCTAssertEqual(
            RunOutput.trapLine(in: "Fatal error: object 0x55e6f59ecf30 was already destroyed\n"),
            "Fatal error: object 0x… was already destroyed")
    }
}

/// Which golden scripts the run-output comparison takes: those a plain `swiftc` can build and run.
enum RunOutputCase {
    static func isComparable(_ url: URL) -> Bool {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
        return isComparable(text: text)
    }

    /// No UIKit or Reusable (imported or used through a `UI…` type), rejected on purpose (`expect-error`),
    /// or runaway on purpose (`expect-limit`: the compiled program would never stop).
    static func isComparable(text: String) -> Bool {
        let excluded = ["import UIKit", "import Reusable", "Reusable", "// expect-error:", "// expect-limit:"]
        if excluded.contains(where: text.contains) { return false }
        return text.range(of: #"\bUI[A-Z][A-Za-z]+"#, options: .regularExpression) == nil
    }
}

/// What one run printed, as compared: stdout (trailing spaces dropped) and the trap line, if any.
struct RunOutput {
    var stdout: String
    var trap: String?

    init(compiledRun result: ProcessResult) throws {
        guard !result.timedOut else { throw DeclarationModuleError(message: "the compiled program gave no answer in time") }
        stdout = RunOutput.normalized(result.stdout)
        trap = RunOutput.trapLine(in: result.stderr)
        // Arithmetic overflow is a bare `ud2`: SIGILL with no message (Xcode names it "Swift runtime failure").
        // (The harness reports an uncaught signal's number as the status: 4 is SIGILL.)
        if trap == nil && (result.status == 4 || result.stderr.contains("Signal 4")) { trap = RunOutput.messagelessTrap }
        if result.status != 0 && trap == nil { trap = "(exit status \(result.status) without a 'Fatal error:' line)" }
    }

    static let messagelessTrap = "(a trap without a message: Swift runtime failure)"

    init(reuselabRun result: ProcessResult) throws {
        guard !result.timedOut else { throw DeclarationModuleError(message: "reuselab gave no answer in time") }
        stdout = RunOutput.normalized(strippingANSI(result.stdout))
        trap = RunOutput.trapLine(in: strippingANSI(result.stderr))
        if trap == nil && result.status == 3 && result.stderr.contains("Swift runtime failure:") { trap = RunOutput.messagelessTrap }
        if result.status != 0 && trap == nil {
            trap = "(exit status \(result.status) without a 'Fatal error:' line: \(result.stderr.prefix(300)))"
        }
    }

    /// The first line of stderr that holds `Fatal error:` (or, for a failed `as!`, the runtime's `Could not cast
    /// value of type`), from those words on (file and line differ), with addresses (`object 0x55e6f59ecf30 was
    /// already destroyed`, a type's metadata) written `0x…`: they differ from run to run.
    static func trapLine(in stderr: String) -> String? {
        for line in stderr.split(whereSeparator: { $0.isNewline }) {
            if let range = line.range(of: "Fatal error:") ?? line.range(of: "Could not cast value of type") {
                return rightTrimmed(line[range.lowerBound...])
                    .replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x…", options: .regularExpression)
            }
        }
        return nil
    }

    static func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { rightTrimmed($0) }.joined(separator: "\n")
    }

    /// Empty when the runs agree; otherwise what `swiftc`'s program did against what ReuseLab did.
    func differences(from reuselab: RunOutput) -> [String] {
        var found: [String] = []
        if stdout != reuselab.stdout {
            found.append("stdout of the compiled program:\n" + stdout.debugDescription)
            found.append("stdout of reuselab run:\n" + reuselab.stdout.debugDescription)
        }
        if trap != reuselab.trap {
            found.append("compiled program traps with: \(trap ?? "(no trap)")")
            found.append("reuselab traps with: \(reuselab.trap ?? "(no trap)")")
        }
        return found
    }
}

/// Executables built by `swiftc` from golden scripts, cached in the temporary folder under a hash of the
/// script and the compiler, so that a rerun compiles only what changed.
enum CompiledScripts {
    /// The module is `main`, as ReuseLab names a script's; `DEBUG` is defined, as in a Debug build.
    static let compileFlags = ["-module-name", "main", "-D", "DEBUG"]

    static func build(_ script: URL, swiftc: URL) throws -> URL {
        // Judged as iOS code in a Debug build, as the type-checking differential test does.
        let source = DeclarationModules.asIOSCode(try String(contentsOf: script, encoding: .utf8))
        let content = Data(source.utf8) + Data(swiftc.path.utf8) + Data(compileFlags.joined(separator: " ").utf8)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-run-output-cache", isDirectory: true)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let executable = cache.appendingPathComponent(
            "\(script.deletingPathExtension().lastPathComponent)-\(DeclarationModules.fnv1a(content))")
        if FileManager.default.isExecutableFile(atPath: executable.path) { return executable }
        // Build under a unique name, then move into place: a concurrent run never sees half a file.
        // The module is `main`, as ReuseLab names a script's (`String(reflecting:)`, errors at top level).
        let staging = cache.appendingPathComponent("staging-\(UUID().uuidString)")
        let rewritten = cache.appendingPathComponent("source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: rewritten, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: rewritten) }
        try source.write(to: rewritten.appendingPathComponent(script.lastPathComponent), atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(
            swiftc, compileFlags + [script.lastPathComponent, "-o", staging.path],
            in: rewritten, timeout: 300)
        guard result.status == 0, !result.timedOut else {
            try? FileManager.default.removeItem(at: staging)
            throw DeclarationModuleError(message: "swiftc could not build the script:\n\(result.stderr.prefix(600))")
        }
        do {
            try FileManager.default.moveItem(at: staging, to: executable)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw error }
        }
        return executable
    }

    /// Runs a compiled script in its folder. A pipe makes stdout fully buffered and a trap loses what is
    /// still in the buffer, so `stdbuf -oL` keeps it line-buffered as on a terminal; the runtime's
    /// backtracer is switched off (slow, and not part of what is compared).
    static func run(_ executable: URL, in directory: URL) throws -> ProcessResult {
        let environment = ["SWIFT_BACKTRACE": "enable=no"]
        if let stdbuf = Locations.executableOnPath("stdbuf") {
            return try ProcessRunner.run(stdbuf, ["-oL", executable.path], in: directory, environment: environment)
        }
        return try ProcessRunner.run(executable, [], in: directory, environment: environment)
    }
}

extension Locations {
    static let runOutputAllowListFile = goldenDirectory.appendingPathComponent("run-output-allowlist.txt")
}

extension AllowList {
    static func load(from file: URL) throws -> AllowList {
        guard FileManager.default.fileExists(atPath: file.path) else { return AllowList(entries: []) }
        return parse(try String(contentsOf: file, encoding: .utf8))
    }
}
