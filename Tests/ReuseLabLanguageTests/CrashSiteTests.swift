import Foundation
import XCTest

@testable import ReuseLabLanguage

/// A crash is drawn where it happened by the renderer of compile errors: location, context lines, caret.
final class CrashSiteTests: XCTestCase {
    func testTheCrashSiteHasTheCompileErrorsShape() {
        let source = "func pick(_ xs: [Int]) -> Int {\n    return xs[3]\n}\nprint(pick([1]))\n"
        let o = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())).submit(source, displayName: "T.swift")
        XCTAssertEqual(o.status, .crashed)
        XCTAssertTrue(o.diagnostics.contains("Fatal error: Index out of range"), o.diagnostics)
        XCTAssertTrue(o.diagnostics.contains("T.swift:2:12: error: the app crashed here"), o.diagnostics)
        XCTAssertTrue(o.diagnostics.contains("2 |     return xs[3]\n  |            `- error: the app crashed here"), o.diagnostics)
    }
}
