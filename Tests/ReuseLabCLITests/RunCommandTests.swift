import Foundation
import ReuseLabTestSupport
import XCTest

/// `reuselab run FILE` as a command: exit statuses, and what goes to stdout and stderr.
final class RunCommandTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reuselab-run-command-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch = scratch {
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: scratch.path)
            try? FileManager.default.removeItem(at: scratch)
        }
    }

    private func reuselab(_ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
        let binary = Locations.reuselabBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("no reuselab executable at \(binary.path): build the package first")
        }
        let result = try ProcessRunner.run(binary, arguments, in: directory ?? scratch, timeout: 20)
        XCTAssertFalse(result.timedOut, "reuselab \(arguments.joined(separator: " ")) gave no answer in 20 s")
        return result
    }

    private func write(_ name: String, _ source: String) throws -> URL {
        let url = scratch.appendingPathComponent(name)
        try source.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func assertUsageFailure(
        _ result: ProcessResult, mentioning needle: String?, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 2, "\(what): exit status (stderr: \(result.stderr))", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "\(what): stdout must stay empty", file: file, line: line)
        XCTAssertFalse(
            result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(what): stderr must say what went wrong", file: file,
            line: line)
        if let needle = needle {
            XCTAssertTrue(result.stderr.contains(needle), "\(what): stderr should name \(needle): \(result.stderr)", file: file, line: line)
        }
    }

    func testMissingFileIsAUsageError() throws {
        let result = try reuselab(["run", "does-not-exist.swift"])
        assertUsageFailure(result, mentioning: "does-not-exist.swift", "a missing file")
    }

    func testDirectoryIsAUsageError() throws {
        let folder = scratch.appendingPathComponent("Folder.swift", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try reuselab(["run", "Folder.swift"])
        assertUsageFailure(result, mentioning: "Folder.swift", "a directory")
    }

    /// A link to a script (a dotfiles folder, a lesson linked into a workshop) runs the script it names; a link to
    /// a FIFO is refused as the FIFO is.
    func testALinkToAScriptRunsIt() throws {
        let target = try write("Target.swift", "print(\"through the link\")\n")
        try FileManager.default.createSymbolicLink(
            at: scratch.appendingPathComponent("Link.swift"), withDestinationURL: target)
        let result = try reuselab(["run", "Link.swift"])
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)")
        XCTAssertEqual(result.stdout, "through the link\n")

        let fifo = scratch.appendingPathComponent("Pipe.swift")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        try FileManager.default.createSymbolicLink(at: scratch.appendingPathComponent("PipeLink.swift"), withDestinationURL: fifo)
        assertUsageFailure(try reuselab(["run", "PipeLink.swift"]), mentioning: "PipeLink.swift", "a link to a FIFO")
    }

    func testUnreadableFileIsAUsageError() throws {
        let url = try write("Secret.swift", "print(\"hidden\")\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
        if FileManager.default.isReadableFile(atPath: url.path) {
            throw XCTSkip("running with privileges that read any file (root?): cannot make a file unreadable")
        }
        let result = try reuselab(["run", "Secret.swift"])
        assertUsageFailure(result, mentioning: "Secret.swift", "an unreadable file")
    }

    func testNoArgumentIsAUsageError() throws {
        let result = try reuselab(["run"])
        assertUsageFailure(result, mentioning: nil, "no file argument")
    }

    func testStdoutCarriesOnlyProgramOutput() throws {
        _ = try write(
            "Hello.swift",
            """
            import UIKit

            print("hello")
            print(1, 2, separator: "+")

            """)
        let result = try reuselab(["run", "Hello.swift"])
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)")
        XCTAssertEqual(result.stdout, "hello\n1+2\n")
        XCTAssertEqual(result.stderr, "", "a clean run writes nothing to stderr")
    }

    func testCompileErrorIsReportedLikeSwiftc() throws {
        _ = try write(
            "Broken.swift",
            """
            import UIKit

            let tableView = UITableView()
            print(undefinedName)
            print("never printed")

            """)
        let result = try reuselab(["run", "Broken.swift"])
        XCTAssertEqual(result.status, 1, "stderr: \(result.stderr)")
        XCTAssertEqual(result.stdout, "", "nothing may run before the whole file is checked")
        let stderr = strippingANSI(result.stderr)
        XCTAssertTrue(
            stderr.contains("Broken.swift:4:7: error: cannot find 'undefinedName' in scope"),
            "file:line:column: error: message on stderr, got:\n\(stderr)")
        XCTAssertTrue(
            caretPointsAtColumn(7, under: "print(undefinedName)", in: stderr),
            "a caret line under column 7 of the source line, got:\n\(stderr)")
    }

    /// swiftc's terminal formatter draws no fix-its, nor does ReuseLab's; `--explain` lists each under its note,
    /// with the message's identifier (here for a warning made an error by `--warnings-as-errors`).
    func testExplainListsTheFixItsOfTheNotes() throws {
        _ = try write("Greeting.swift", "let nickname: String? = nil\nprint(\"Hello, \\(nickname)!\")\n")
        let result = try reuselab(["run", "--warnings-as-errors", "--explain", "Greeting.swift"])
        XCTAssertEqual(result.status, 1, "stderr: \(result.stderr)")
        let stderr = strippingANSI(result.stderr)
        for line in [
            "(message optionalInterpolated)",
            "note at 2:17: provide a default value to avoid this warning — fix-it: append ' ?? <#default value#>'",
            "note at 2:17: use 'String(describing:)' to silence this warning — fix-it: surround with 'String(describing: ' and ')'",
        ] {
            XCTAssertTrue(stderr.contains(line), "expected \(line) in:\n\(stderr)")
        }
    }

    func testRunTimeCrashGoesToStderrWithStatus3() throws {
        _ = try write(
            "Crash.swift",
            """
            import UIKit

            let tableView = UITableView()
            print("before")
            _ = tableView.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
            print("after")

            """)
        let result = try reuselab(["run", "Crash.swift"])
        XCTAssertEqual(result.status, 3, "stderr: \(result.stderr)")
        XCTAssertEqual(result.stdout, "before\n")
        XCTAssertTrue(
            result.stderr.contains(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier Nope"
            ), result.stderr)
        XCTAssertTrue(result.stderr.contains("Crash.swift:5"), "the crash points at the script's line: \(result.stderr)")
    }
}

/// True when some stderr line shows `source` and a following line has its caret under `column` (1-based)
/// of that source text, whatever gutter (`4 | `, line numbers) precedes both.
func caretPointsAtColumn(_ column: Int, under source: String, in stderr: String) -> Bool {
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0)) }
    let needle = Array(source)
    for (index, line) in lines.enumerated() {
        guard let start = firstIndex(of: needle, in: line) else { continue }
        for next in lines.dropFirst(index + 1).prefix(3) {
            // swiftc 6 marks the column with "`-" (older compilers with "^"); accept either.
            if let caret = next.firstIndex(where: { $0 == "^" || $0 == "`" }), caret - start == column - 1 {
                return true
            }
        }
    }
    return false
}

private func firstIndex(of needle: [Character], in haystack: [Character]) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle {
        return start
    }
    return nil
}
