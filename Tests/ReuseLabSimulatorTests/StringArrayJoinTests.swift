import XCTest

@testable import ReuseLabSimulator

/// The package's own `joined(separator:)` on an array of strings answers as the standard library's does.
final class StringArrayJoinTests: XCTestCase {
    func testItJoinsAsTheStandardLibraryDoes() {
        let cases: [[String]] = [[], [""], ["a"], ["a", "b"], ["", ""], ["é", "🧪", "naïve"], ["x", "", "y", ""]]
        for parts in cases {
            for separator in ["", ", ", "\n", "→"] {
                let standard = (parts as any BidirectionalCollection<String>).joined(separator: separator)
                XCTAssertEqual(parts.joined(separator: separator), standard, "\(parts) with \(separator.debugDescription)")
            }
            XCTAssertEqual(parts.joined(), (parts as any BidirectionalCollection<String>).joined())
        }
    }
}
