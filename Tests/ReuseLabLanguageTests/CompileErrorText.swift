import Foundation
import XCTest

@testable import ReuseLabLanguage

extension XCTestCase {
    /// The diagnostics a fresh session prints for `source` (shown as `T.swift`), which must fail to compile.
    func compileErrorText(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let o = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())).submit(source, displayName: "T.swift")
        XCTAssertEqual(o.status, .compileError, file: file, line: line)
        return o.diagnostics
    }
}
