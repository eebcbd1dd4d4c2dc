import Foundation
import XCTest

@testable import ReuseLabLanguage

/// An error about a value whose type an earlier error left unknown is never printed: swiftc does not report
/// one, and `<<error type>>` is not a type a learner could look up.
final class FollowOnErrorTests: XCTestCase {
    func testAnArrayOfAnUnknownTypeIsReportedOnceByItsName() {
        let text = compileErrorText("let cells = [PhotoCel()]\nlet first: Int = cells\nvar d: [String: Int] = [:]\nd[\"x\"] = cells")
        XCTAssertTrue(text.contains("error: cannot find 'PhotoCel' in scope"), text)
        XCTAssertFalse(text.contains("<<error type>>"), text)
        XCTAssertEqual(text.components(separatedBy: "error: ").count - 1, 2, text)  // the message and its caret line
    }

    func testAnyClassIsSpelledWithItsAliasAndWhatItStandsFor() {
        let text = compileErrorText("func count(_ k: AnyClass) -> Int {\n    let n: Int = k\n    return n\n}")
        XCTAssertTrue(
            text.contains("error: cannot convert value of type 'AnyClass' (aka 'any AnyObject.Type') to specified type 'Int'"), text)
    }
}
