import Foundation
import XCTest

@testable import ReuseLabLanguage

/// After `printedErrorLimit` errors only the printing stops: the checker still judges every overload trial by
/// the errors it raises, so calls after the twentieth error resolve as before, and the count of errors not
/// drawn is exact.
final class ErrorCapTests: XCTestCase {
    func testCallsAfterTheTwentiethErrorResolveAsBefore() {
        var lines = (1...22).map { "let wrong\($0): Int = \"\($0)\"" }
        lines += [
            "let biggest = max(3, 4)", "let text = String(biggest)", "let doubled = [1, 2].map { $0 * 2 }.sorted(by: >)",
            "let bad: String = biggest",
        ]
        let text = compileErrorText(lines.joined(separator: "\n"))
        XCTAssertEqual(text.components(separatedBy: "error: cannot convert value of type 'String'").count - 1, 40, text)
        XCTAssertTrue(text.contains("3 more errors not shown"), text)
        // The 23rd error is counted, not drawn.
        XCTAssertFalse(text.contains("cannot convert value of type 'Int' to specified type 'String'"), text)
    }

    func testWarningsBeyondTheLimitNeverStopTheRun() {
        let source = (1...30).map { "var unused\($0) = \($0)" }.joined(separator: "\n") + "\nprint(\"ran\")"
        let o = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())).submit(source, displayName: "T.swift")
        XCTAssertEqual(o.output, "ran\n")
    }
}
