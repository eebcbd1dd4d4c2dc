import Foundation
import ReuseLabTestSupport
import XCTest

/// The harness itself must be right before it can hold ReuseLab to account: the expectation parser,
/// the verdicts (checked against the same cases `corpus/check` would judge), the process runner,
/// and swiftc's error-line parsing. None of these need the reuselab binary.
final class HarnessTests: XCTestCase {
    func testParsesTheConvention() {
        let source = """
            // Teaches something.
            print("a") // expect: a
            //expect: b
            // expect:
            // expect:   spaced  
            let url = "http://example.com" // expect: c
            // expect-error: first
            // expect-error: second wins
            // expect-crash: boom
            // expect-limit:
            // expected: not an expectation
            // expect-warning: not one either
            """
        let expectations = Expectations(source: source)
        XCTAssertEqual(expectations.prints, ["a", "b", "", "  spaced", "c"])
        XCTAssertEqual(expectations.error, "second wins")
        XCTAssertEqual(expectations.earlierErrors, ["first"])
        XCTAssertEqual(expectations.crash, "boom")
        XCTAssertEqual(expectations.limit, "")
    }

    func testNoExpectationsMeansSilentSuccess() {
        let expectations = Expectations(source: "print(1)\n")
        XCTAssertEqual(expectations, Expectations())
        XCTAssertEqual(problems(running: expectations, gave: result(0, "", "")), [])
        XCTAssertEqual(problems(running: expectations, gave: result(0, "1\n", "")).count, 1)
    }

    func testPrintsMustMatchExactlyAndInOrder() {
        let expectations = Expectations(prints: ["a", "b"])
        XCTAssertEqual(problems(running: expectations, gave: result(0, "a\nb\n", "")), [])
        XCTAssertEqual(
            problems(running: expectations, gave: result(0, "a  \r\nb", "")), [], "trailing spaces and CRLF are ignored, as check does")
        XCTAssertEqual(problems(running: expectations, gave: result(0, "\u{1B}[1ma\u{1B}[0m\nb\n", "")), [], "ANSI escapes are stripped")
        XCTAssertFalse(problems(running: expectations, gave: result(0, "b\na\n", "")).isEmpty)
        XCTAssertFalse(problems(running: expectations, gave: result(0, "a\nb\n\n", "")).isEmpty, "an extra empty line is output too")
        XCTAssertFalse(problems(running: expectations, gave: result(3, "a\nb\n", "trap")).isEmpty, "a crash where none is expected")
    }

    func testExpectError() {
        let expectations = Expectations(error: "cannot find 'X' in scope")
        XCTAssertEqual(problems(running: expectations, gave: result(1, "", "f.swift:3:1: error: cannot find 'X' in scope\n")), [])
        XCTAssertFalse(problems(running: expectations, gave: result(1, "", "f.swift:3:1: error: something else\n")).isEmpty)
        XCTAssertFalse(problems(running: expectations, gave: result(3, "", "cannot find 'X' in scope")).isEmpty, "must be exit 1")
        XCTAssertFalse(problems(running: expectations, gave: result(1, "ran\n", "cannot find 'X' in scope")).isEmpty, "nothing may run")
        XCTAssertEqual(
            problems(running: Expectations(error: ""), gave: result(1, "", "anything")), [], "empty text: any compile-time error")
    }

    func testEveryExpectedErrorMustBeInStderr() {
        let expectations = Expectations(source: "// expect-error: first boundary\n// expect-error: second boundary\n")
        let both = "f.swift:1:1: error: first boundary\nf.swift:2:1: error: second boundary\n"
        XCTAssertEqual(problems(running: expectations, gave: result(1, "", both)), [])
        let missingFirst = problems(running: expectations, gave: result(1, "", "f.swift:2:1: error: second boundary\n"))
        XCTAssertTrue(missingFirst.contains { $0.contains("first boundary") }, "an earlier expected error is missing: \(missingFirst)")
    }

    func testExpectCrash() {
        let expectations = Expectations(prints: ["before"], crash: "Fatal error: boom")
        XCTAssertEqual(problems(running: expectations, gave: result(3, "before\n", "F.swift:9: Fatal error: boom\n")), [])
        XCTAssertFalse(
            problems(running: expectations, gave: result(3, "", "F.swift:9: Fatal error: boom\n")).isEmpty,
            "the prints before the crash are required")
        XCTAssertFalse(problems(running: expectations, gave: result(0, "before\n", "")).isEmpty)
        XCTAssertFalse(problems(running: expectations, gave: result(4, "before\n", "Fatal error: boom")).isEmpty, "a limit is not a crash")
    }

    func testExpectLimit() {
        let expectations = Expectations(prints: ["start"], limit: "")
        XCTAssertEqual(problems(running: expectations, gave: result(4, "start\n", "stopped: step limit")), [])
        XCTAssertFalse(problems(running: expectations, gave: result(3, "start\n", "")).isEmpty)
        XCTAssertEqual(
            problems(running: expectations, gave: ProcessResult(status: 9, stdout: "", stderr: "", timedOut: true)),
            ["no answer in \(Int(goldenTimeout)) s"])
        XCTAssertFalse(problems(running: Expectations(limit: "depth"), gave: result(4, "", "step budget")).isEmpty)
    }

    func testEveryGoldenScriptHasAnUnambiguousOutcome() throws {
        for script in ScriptCase.golden() {
            let expectations = try Expectations(contentsOf: script.url)
            let source = try String(contentsOf: script.url, encoding: .utf8)
            // Spelling slips such as "//expect-crash" with a typo would silently become "must exit 0".
            for line in source.split(separator: "\n") where looksLikeAnExpectation(line) {
                XCTAssertNotNil(Expectations.match(line), "\(script.name): \(line) looks like an expectation but is not one")
            }
            _ = expectations
        }
    }

    func testRunnerUsesTheFolderTheEnvironmentAndATimeout() throws {
        let sh = URL(fileURLWithPath: "/bin/sh")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProcessRunner.run(sh, ["-c", "pwd; echo \"$NO_COLOR $TERM\"; echo oops >&2; exit 3"], in: folder)
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(outputLines(result.stdout).last, "1 dumb")
        XCTAssertTrue(outputLines(result.stdout).first?.hasSuffix(folder.lastPathComponent) ?? false)
        XCTAssertEqual(result.stderr, "oops\n")
        let started = Date()
        let slow = try ProcessRunner.run(sh, ["-c", "sleep 30"], timeout: 1)
        XCTAssertTrue(slow.timedOut)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    /// A stand-in for reuselab (a shell script) run through the real golden path, for each outcome.
    func testFakeBinaryThroughTheGoldenPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("fake-reuselab")
        // Plays back the script's expectations, as a perfect reuselab would.
        try """
        #!/bin/sh
        [ "$1" = run ] && [ -f "$2" ] || { echo "usage" >&2; exit 2; }
        sed -n 's|.*// expect: \\{0,1\\}||p' "$2"
        if grep -q '// expect-error:' "$2"; then echo "$2:1:1: error: $(sed -n 's|.*// expect-error: ||p' "$2")" >&2; exit 1; fi
        if grep -q '// expect-crash:' "$2"; then sed -n 's|.*// expect-crash: ||p' "$2" >&2; exit 3; fi
        if grep -q '// expect-limit:' "$2"; then echo "stopped by the step limit" >&2; exit 4; fi
        exit 0
        """.write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let scripts = [
            "ok.swift": "// t\nprint(1)\n// expect: 1\n// expect: two words\n",
            "err.swift": "// t\nx\n// expect-error: cannot find 'x' in scope\n",
            "crash.swift": "// t\nprint(1)\n// expect: 1\n// expect-crash: Fatal error: boom\n",
            "limit.swift": "// t\nwhile true {}\n// expect-limit:\n",
        ]
        for (name, source) in scripts {
            let url = folder.appendingPathComponent(name)
            try source.write(to: url, atomically: true, encoding: .utf8)
            let script = ScriptCase(url: url, name: name)
            let found = problems(running: try Expectations(contentsOf: url), gave: try script.runReuseLab(binary: fake))
            XCTAssertEqual(found, [], name)
        }
        // And a wrong answer is caught: the fake prints the expectations of ok.swift for this one.
        let liar = folder.appendingPathComponent("liar.swift")
        try "// t\n// expect: 1\n".write(to: liar, atomically: true, encoding: .utf8)
        let wrong = problems(running: Expectations(prints: ["2"]), gave: try ScriptCase(url: liar, name: "liar").runReuseLab(binary: fake))
        XCTAssertEqual(wrong.count, 1)
        XCTAssertTrue(wrong.first?.hasPrefix("stdout differs") ?? false)
    }

    func testSwiftcErrorLines() {
        let modern = """
            F.swift:7:20: error: cannot find 'ListCel' in scope
             5 |
             6 | let tableView = UITableView()
             7 | tableView.register(ListCel.self, forCellReuseIdentifier: "ListCell")
               |                    `- error: cannot find 'ListCel' in scope
            """
        XCTAssertEqual(firstErrorMessage(inSwiftcOutput: modern), "cannot find 'ListCel' in scope")
        let warningFirst = "F.swift:1:1: warning: unused\nF.swift:2:1: error: expected expression\n"
        XCTAssertEqual(firstErrorMessage(inSwiftcOutput: warningFirst), "expected expression")
        XCTAssertNil(firstErrorMessage(inSwiftcOutput: "F.swift:1:1: warning: unused\n"))
    }

    func testDifferentialVerdicts() {
        let accepts = SwiftcVerdict(compiles: true, firstError: nil, output: "")
        let rejects = SwiftcVerdict(compiles: false, firstError: "cannot find 'x' in scope", output: "")
        XCTAssertEqual(disagreements(swiftc: accepts, reuselab: result(0, "", "")), [])
        XCTAssertEqual(disagreements(swiftc: accepts, reuselab: result(3, "", "trap")), [], "a run-time crash still means it compiled")
        XCTAssertEqual(disagreements(swiftc: accepts, reuselab: result(4, "", "limit")), [])
        XCTAssertFalse(disagreements(swiftc: accepts, reuselab: result(1, "", "error")).isEmpty)
        XCTAssertEqual(disagreements(swiftc: rejects, reuselab: result(1, "", "a.swift:1:1: error: cannot find 'x' in scope")), [])
        XCTAssertFalse(disagreements(swiftc: rejects, reuselab: result(1, "", "a.swift:1:1: error: other")).isEmpty)
        XCTAssertFalse(disagreements(swiftc: rejects, reuselab: result(0, "", "")).isEmpty)
    }

    func testAllowListParsing() throws {
        let list = AllowList.parse("# comment\n\ngolden/a.swift   # why\n  corpus/b.swift\n")
        XCTAssertEqual(list.entries, ["golden/a.swift", "corpus/b.swift"])
        let real = try AllowList.load()
        let names = Set(ScriptCase.golden().map(\.name))
        for entry in real.entries where entry.hasPrefix("golden/") {
            XCTAssertTrue(names.contains(entry), "allow-list entry \(entry) names no golden script")
        }
    }

    func testLocations() {
        XCTAssertTrue(Locations.isDirectory(Locations.goldenDirectory), Locations.goldenDirectory.path)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: Locations.declarationModulesDirectory.appendingPathComponent("UIKit.swift").path))
        XCTAssertEqual(
            Locations.reuselabBinary.lastPathComponent,
            ProcessInfo.processInfo.environment["REUSELAB_BIN"].map { URL(fileURLWithPath: $0).lastPathComponent } ?? "reuselab")
    }

    /// `//` then `expect` followed by `-`, `:` or a space: meant as an expectation.
    private func looksLikeAnExpectation(_ line: Substring) -> Bool {
        guard let slashes = line.range(of: "//") else { return false }
        let rest = line[slashes.upperBound...].drop(while: { $0 == " " })
        guard rest.hasPrefix("expect") else { return false }
        let after = rest.dropFirst("expect".count).first
        return after == "-" || after == ":" || after == " "
    }

    private func result(_ status: Int32, _ stdout: String, _ stderr: String) -> ProcessResult {
        ProcessResult(status: status, stdout: stdout, stderr: stderr, timedOut: false)
    }
}
