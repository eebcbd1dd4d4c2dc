import Foundation
import XCTest

/// The built `reuselab` with standard input on a pipe: no prompts, no banner, meta-commands work,
/// exit statuses as documented. Assertions hold for the stub language and for the real one.
final class BatchModeBinaryTests: XCTestCase {
    func testNoPromptsNoBannerAndStatusZero() throws {
        let result = try BuiltBinary.run(input: "let x = 1\n:why\n")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(result.output.contains("reuse>"))
        XCTAssertFalse(result.output.contains("ReuseLab ·"))
        XCTAssertTrue(result.output.contains("Nothing to explain yet"), result.output)
    }

    func testEchoShowsEntriesWithTheirLines() throws {
        let result = try BuiltBinary.run(["--echo"], input: "class A {\n  var x = 1\n}\n:pool off\n")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("> class A {\n>   var x = 1\n> }\n"), result.output)
        XCTAssertTrue(result.output.contains("> :pool off\nThe pool diagram is off"), result.output)
    }

    func testUsageErrorsGoToStderrWithStatusTwo() throws {
        let result = try BuiltBinary.run(input: ":frobnicate\n:load /no/such/file.swift\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("Unknown command :frobnicate."), result.errors)
        XCTAssertTrue(result.errors.contains("Cannot load /no/such/file.swift: no such file."), result.errors)
        XCTAssertEqual(result.output, "")
    }

    func testBailStopsAtTheFirstFailure() throws {
        let result = try BuiltBinary.run(["--bail", "--echo"], input: ":nope\n:why\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.output.contains(":why"), result.output)
    }

    func testQuitEndsWithStatusZero() throws {
        let result = try BuiltBinary.run(["--echo"], input: ":quit\n:nope\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.errors, "")
    }

    func testHelpListsEveryCommandOnALineWithinEightyColumns() throws {
        let result = try BuiltBinary.run(input: ":help\n")
        for name in ["help", "quit", "reset", "undo", "redo", "pool", "load", "save", "record", "source", "nib", "why", "trace", "lesson"] {
            XCTAssertTrue(result.output.contains("  :" + name), "missing :\(name)")
        }
        for line in result.output.split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.count, 80, String(line))
        }
    }

    func testInvalidUTF8InputDoesNotCrash() throws {
        let bytes = Data("let s = \"".utf8) + Data([0xFF, 0xC3, 0x28]) + Data("\"\n:help keys\n".utf8)
        let process = try BuiltBinary.run(bytes: bytes)
        XCTAssertNotEqual(process.status, 134)
        XCTAssertTrue(process.output.contains("Editing keys"))
    }

    func testColourFlagIsHonouredAndOffOnAPipe() throws {
        let plain = try BuiltBinary.run(input: ":frobnicate\n")
        XCTAssertFalse(plain.errors.contains("\u{1B}["))
        let forced = try BuiltBinary.run(["--color", "always"], input: ":pool\n")
        XCTAssertTrue(forced.output.contains("\u{1B}["), forced.output)
        let diagnostics = try BuiltBinary.run(["--color", "always"], input: "let x: Int = \"a\"\n")
        XCTAssertTrue(diagnostics.errors.contains("\u{1B}[1;31merror:\u{1B}[0m"), diagnostics.errors)
        let bad = try BuiltBinary.run(["--color", "sometimes"], input: "")
        XCTAssertEqual(bad.status, 2, "a usage error exits with 2, as for run")
    }

    func testNoColorEnvironmentWinsOverAuto() throws {
        let result = try BuiltBinary.run(input: ":pool\n", environment: ["NO_COLOR": "1", "TERM": "xterm"])
        XCTAssertFalse(result.output.contains("\u{1B}["))
    }
}
