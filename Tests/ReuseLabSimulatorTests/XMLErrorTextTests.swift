import Foundation
import ReuseLabSimulator
import XCTest

/// A malformed `.xib` is described in words, never as a bare parser error number (issue 19).
final class XMLErrorTextTests: XCTestCase {
    func testParserErrorsAreDescribedInWords() {
        let cases: [(String, String)] = [
            ("<document>&undefined;</document>", "undeclared entity"),
            ("<document><a></b></document>", "end tag does not match"),
            ("<document><objects>", "ends too early"),
        ]
        for (xml, words) in cases {
            XCTAssertThrowsError(try NibDocument.parse(Data(xml.utf8)), xml) { error in
                let problem = (error as? InterfaceBuilderParseError)?.problem ?? "\(error)"
                XCTAssertTrue(problem.contains(words), "\(xml): \(problem)")
                XCTAssertFalse(problem.contains("XML parser error"), "\(xml): \(problem)")
            }
        }
    }
}
