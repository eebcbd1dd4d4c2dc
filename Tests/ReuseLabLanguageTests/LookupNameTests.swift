import SwiftParser
import SwiftSyntax
import XCTest

@testable import ReuseLabLanguage

/// `TokenSyntax.lookupName` reads the raw token for speed; it must answer as `identifier?.name ?? text` does.
final class LookupNameTests: XCTestCase {
    func testEveryTokenIsNamedAsItsIdentifierOrText() {
        let assorted = """
            let `default` = 1; let `class` = `default` + $0 + $01 + $1
            func f(_ a: Int, label b: inout Int...) -> Int { a.`self` }
            x ?? y; a ... b; #if os(iOS) #endif; @objc dynamic var v = "s\\(x)"
            let broken = (1 +
            """
        for source in [assorted, SwiftPrelude.core, UIKitPrelude.core] {
            let tree = Parser.parse(source: source)
            var compared = 0
            for token in tree.tokens(viewMode: .all) {
                XCTAssertEqual(token.lookupName, token.identifier?.name ?? token.text, "\(token.debugDescription)")
                compared += 1
            }
            XCTAssertGreaterThan(compared, 20)
        }
    }
}
