import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Bare expressions in a REPL session are named as Swift's REPL names them (`$R0: Int = 3`) and can be used
/// by later entries; scripts name nothing.
final class ReplResultTests: XCTestCase {
    private func replSession() -> Session {
        let session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        session.namesResults = true
        return session
    }

    func testScalarsOptionalsAndReuse() {
        let session = replSession()
        XCTAssertEqual(session.submit("1 + 2", displayName: "<repl-1>").results, "$R0: Int = 3\n")
        XCTAssertEqual(
            session.submit("let photo: String? = \"Photo\"\nphoto", displayName: "<repl-2>").results, "$R1: String? = \"Photo\"\n")
        XCTAssertEqual(session.submit("$R0 * 10", displayName: "<repl-3>").results, "$R2: Int = 30\n")
        XCTAssertEqual(session.submit("nil as Int?", displayName: "<repl-4>").results, "$R3: Int? = nil\n")
        XCTAssertEqual(session.submit("\"a\\\"b\\n\"", displayName: "<repl-5>").results, "$R4: String = \"a\\\"b\\n\"\n")
    }

    func testAggregatesAreTreesOfChildren() {
        let session = replSession()
        XCTAssertEqual(session.submit("[1, 2]", displayName: "<repl-1>").results, "$R0: [Int] = 2 values {\n  [0] = 1\n  [1] = 2\n}\n")
        XCTAssertEqual(session.submit("[Int]()", displayName: "<repl-2>").results, "$R1: [Int] = 0 values\n")
        XCTAssertEqual(
            session.submit("[\"a\": 1]", displayName: "<repl-3>").results,
            "$R2: [String : Int] = 1 key/value pair {\n  [0] = {\n    key = \"a\"\n    value = 1\n  }\n}\n")
        XCTAssertEqual(
            session.submit("struct P { var x = 1; var name = \"n\" }\nP()", displayName: "<repl-4>").results,
            "$R3: P = {\n  x = 1\n  name = \"n\"\n}\n")
        XCTAssertEqual(
            session.submit("enum E { case a, b(Int) }\nE.a\nE.b(3)", displayName: "<repl-5>").results,
            "$R4: E = a\n$R5: E = b {\n  b = 3\n}\n")
        XCTAssertEqual(session.submit("(1, \"b\")", displayName: "<repl-6>").results, "$R6: (Int, String) = {\n  0 = 1\n  1 = \"b\"\n}\n")
    }

    func testVoidDiscardedAndDeclaredValuesNameNothing() {
        let session = replSession()
        var outcome = session.submit(
            "var rows = [1]\nrows.append(2)\nprint(rows.count)\nlet _ = rows.count\n_ = rows", displayName: "<repl-1>")
        XCTAssertEqual(outcome.results, "")
        XCTAssertEqual(outcome.output, "2\n", "results are not program output (goals never see them)")
        outcome = session.submit("rows", displayName: "<repl-2>")
        XCTAssertTrue(outcome.results.hasPrefix("$R0: [Int] = 2 values"), outcome.results)
    }

    func testCrashesAndUndoKeepTheNumbering() {
        let session = replSession()
        _ = session.submit("1", displayName: "<repl-1>")
        XCTAssertEqual(session.submit("[1][3]", displayName: "<repl-2>").status, .crashed)
        XCTAssertEqual(session.submit("2", displayName: "<repl-3>").results, "$R1: Int = 2\n")
        session.undo()
        XCTAssertEqual(session.submit("$R0 + 5", displayName: "<repl-4>").results, "$R1: Int = 6\n")
        XCTAssertEqual(session.submit("$R1", displayName: "<repl-5>").results, "$R2: Int = 6\n")
    }

    func testScriptsNameNothing() {
        let session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        let outcome = session.submit("1 + 2", displayName: "T.swift")
        XCTAssertEqual(outcome.results, "")
        XCTAssertEqual(session.submit("print($R0)", displayName: "T2.swift").status, .compileError)
    }

    func testObjectsOfTheSimulatedUIKitShowTheirDescriptionAndTheLearnersFields() {
        let session = replSession()
        let outcome = session.submit("final class StarCell: UITableViewCell { var isStarred = true }\nStarCell()", displayName: "<repl-1>")
        XCTAssertTrue(outcome.results.hasPrefix("$R0: StarCell = <main.StarCell: 0x"), outcome.results)
        XCTAssertTrue(outcome.results.hasSuffix("> {\n  isStarred = true\n}\n"), outcome.results)
    }
}
