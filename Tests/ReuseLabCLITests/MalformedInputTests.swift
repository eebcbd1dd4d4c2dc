import Foundation
import ReuseLabTestSupport
import XCTest

/// No input, however malformed, may make `reuselab run` trap or hang: every run ends with one of the
/// five documented statuses (0 ran, 1 compile error, 2 usage, 3 crash, 4 limit) and says why.
final class MalformedInputTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reuselab-malformed-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        guard FileManager.default.isExecutableFile(atPath: Locations.reuselabBinary.path) else {
            throw XCTSkip("no reuselab executable at \(Locations.reuselabBinary.path): build the package first")
        }
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    /// Pathological shapes that overflow a recursive parser, checker or interpreter on a small stack.
    func testDeepAndLongInputsEndWithADiagnostic() throws {
        let cases: [(String, String)] = [
            ("nested-parentheses", "let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)),
            ("nested-arrays", "let x = " + String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000)),
            ("nested-functions", String(repeating: "func f() {", count: 2_000) + String(repeating: "}", count: 2_000)),
            ("long-operator-chain", "let x = 1" + String(repeating: " + 1", count: 20_000) + "\nprint(x)"),
            ("long-string-concatenation", "let s = \"a\"" + String(repeating: " + \"a\"", count: 5_000) + "\nprint(s.count)"),
        ]
        let results = concurrentMap(cases) { [scratch] name, source in (name, Self.runScript(named: name, source, in: scratch)) }
        for (name, result) in results { assertEndedCleanly(result, name) }
    }

    /// Every golden script cut short or with a line removed: the shapes a learner's typing produces.
    func testDamagedGoldenScriptsEndWithADiagnostic() throws {
        let scripts = ScriptCase.golden().filter { !$0.name.contains("/limits/") }
        XCTAssertFalse(scripts.isEmpty, "no golden scripts found under \(Locations.goldenDirectory.path)")
        // One damage per script, taking turns, keeps the test quick while covering all three shapes.
        var damaged: [(String, String)] = []
        for (index, script) in scripts.enumerated() {
            let source = try String(contentsOf: script.url, encoding: .utf8)
            switch index % 3 {
            case 0:
                damaged.append(("\(script.name) cut at a third", String(source.prefix(source.count / 3))))
            case 1:
                damaged.append(("\(script.name) cut at two thirds", String(source.prefix(source.count * 2 / 3))))
            default:
                var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
                lines.remove(at: lines.count / 2)
                damaged.append(("\(script.name) without its middle line", lines.joined(separator: "\n")))
            }
        }
        let results = concurrentMap(damaged.enumerated().map { ($0, $1.0, $1.1) }) { [scratch] index, name, source in
            (name, Self.runScript(named: "damaged-\(index)", source, in: scratch))
        }
        for (name, result) in results { assertEndedCleanly(result, name) }
    }

    func testBytesThatAreNotUTF8AreAUsageError() throws {
        let url = scratch.appendingPathComponent("Binary.swift")
        try Data([0x69, 0x6D, 0x70, 0xFF, 0xFE, 0x00, 0xC3]).write(to: url)
        let result = try ProcessRunner.run(Locations.reuselabBinary, ["run", url.lastPathComponent], in: scratch, timeout: 20)
        XCTAssertEqual(result.status, 2, "stderr: \(result.stderr)")
        XCTAssertTrue(result.stderr.contains("UTF-8"), "the diagnostic names the problem, got: \(result.stderr)")
    }

    private func runScript(named name: String, _ source: String) -> ProcessResult {
        Self.runScript(named: name, source, in: scratch)
    }

    /// Static, so that the concurrent runs share no test-case state.
    private static func runScript(named name: String, _ source: String, in scratch: URL) -> ProcessResult {
        let url = scratch.appendingPathComponent("\(name).swift")
        do {
            try source.write(to: url, atomically: true, encoding: .utf8)
            // A crash would otherwise spend seconds in Swift's backtracer before the status arrives.
            return try ProcessRunner.run(
                Locations.reuselabBinary, ["run", url.lastPathComponent], in: scratch,
                environment: ["SWIFT_BACKTRACE": "enable=no"], timeout: 20)
        } catch {
            return ProcessResult(status: -1, stdout: "", stderr: "could not run: \(error)", timedOut: false)
        }
    }

    private func assertEndedCleanly(_ result: ProcessResult, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(result.timedOut, "\(name): no answer in 20 s", file: file, line: line)
        XCTAssertTrue(
            (0...4).contains(result.status), "\(name): exit status \(result.status), stderr: \(result.stderr.suffix(600))", file: file,
            line: line)
        if result.status != 0 {
            XCTAssertFalse(
                result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                "\(name): status \(result.status) without a diagnostic", file: file, line: line)
        }
    }
}
