import SwiftParser
import XCTest

@testable import ReuseLabLanguage

/// The words that load parts of the preludes are read from an entry's tokens once (`EntryWords`).
final class EntryWordsTests: XCTestCase {
    func testIdentifiersAreReadWithoutBackticksAndKeywordsApart() {
        let words = EntryWords(
            Parser.parse(
                source: """
                    import UIKit // UICollectionView, in a comment
                    let `URL` = "DateFormatter"; actor A { func f() async { await g(`default`) } }
                    """))
        XCTAssertEqual(words.identifiers, ["UIKit", "URL", "A", "f", "g", "default"])
        XCTAssertEqual(
            words.identifiersAndKeywords, words.identifiers.union(["import", "let", "actor", "func", "async", "await"]))
    }

    func testAScriptOnlyMentioningUIKitInAStringOrCommentDoesNotNameIt() {
        let words = EntryWords(Parser.parse(source: "// UITableView\nprint(\"UITableViewCell\")"))
        XCTAssertFalse(UIKitPreludeNames.areNamed(by: words))
        XCTAssertTrue(UIKitPreludeNames.areNamed(by: EntryWords(Parser.parse(source: "let t = `UITableView`()"))))
    }
}
