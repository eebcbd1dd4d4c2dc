import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Input shapes that would take the parser or checker minutes are refused at once, with a diagnostic.
final class SourceComplexityTests: XCTestCase {
    private func nested(_ depth: Int) -> String {
        "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    func testBracketsUpToTheLimitAreAccepted() {
        XCTAssertNil(SourceComplexity.firstTooDeepBracket(in: nested(SourceComplexity.maximumBracketNesting)))
    }

    func testTheFirstBracketBeyondTheLimitIsFound() {
        let source = nested(SourceComplexity.maximumBracketNesting + 5)
        XCTAssertEqual(SourceComplexity.firstTooDeepBracket(in: source), 8 + SourceComplexity.maximumBracketNesting)
    }

    func testBracketsInStringsAndCommentsDoNotCount() {
        let many = String(repeating: "[", count: 40)
        let source = """
            let a = "\(many)"
            // \(many)
            /* \(many) /* nested */ \(many) */
            let b = \"\"\"
            \(many)
            \"\"\"
            let c = "escaped \\" \(many)"
            """
        XCTAssertNil(SourceComplexity.firstTooDeepBracket(in: source))
    }

    func testDeepBracketsGetADiagnosticAndTheSessionGoesOn() {
        let session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        let outcome = session.submit(nested(30), displayName: "Deep.swift")
        XCTAssertEqual(outcome.status, .compileError)
        XCTAssertTrue(
            outcome.diagnostics.contains("Deep.swift:1:21: error: ReuseLab does not support brackets nested more than 12 deep"),
            outcome.diagnostics)
        XCTAssertFalse(Session.isIncomplete(nested(30)), "a too-deep entry is submitted, not waited on")
        XCTAssertEqual(session.submit("print(1)", displayName: "Next.swift").output, "1\n")
    }

    func testOverlongOperatorChainsGetADiagnostic() {
        let session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        let source = "let x = 1" + String(repeating: " + 1", count: 1_500)
        let outcome = session.submit(source, displayName: "Long.swift")
        XCTAssertEqual(outcome.status, .compileError)
        XCTAssertTrue(outcome.diagnostics.contains("this expression has 1500 operators"), outcome.diagnostics)
        let fine = session.submit("let y = 1" + String(repeating: " + 1", count: 200) + "\nprint(y)", displayName: "Fine.swift")
        XCTAssertEqual(fine.output, "201\n")
    }
}
