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

    /// `writtenText` reads the raw token too; it must answer as `text` does, missing tokens (which `text` gives the text
    /// they should have had) included.
    func testEveryTokensWrittenTextIsItsText() {
        let assorted = """
            let `default` = 1; class C: UITableViewCell {}; x?.y! ?? z; a ... b; $0 + $01; 0x1F + 1.5e3
            #if os(iOS) #endif; @objc dynamic var v = #"raw \\#(x)"#; let r = /a+b/; func f() async throws -> Self {}
            let broken = (1 + ; struct { var
            """
        var missing = 0
        for source in [assorted, SwiftPrelude.core, UIKitPrelude.core] {
            for token in Parser.parse(source: source).tokens(viewMode: .all) {
                XCTAssertEqual(token.writtenText, token.text, "\(token.debugDescription)")
                if token.presence == .missing { missing += 1 }
            }
        }
        XCTAssertGreaterThan(missing, 0)
    }

    /// `isKeyword` reads the raw token too; it must answer as comparing `tokenKind` with the keyword does, for every
    /// keyword the checker asks about and for tokens that only look like one (`` `self` ``, an identifier `final`).
    func testEveryTokenIsTheKeywordItsKindSays() {
        let assorted = """
            final class C { static let `self` = 1; var final = 0; lazy var x = self.final; init() { super.init() } }
            extension C { mutating func f() { let _ = Self.self; weak var w = self } ; unowned let u = self }
            let broken = (1 + ; struct { var
            """
        let keywords: [Keyword] = [
            .final, .private, .fileprivate, .static, .class, .indirect, .let, .var, .set, .get, .mutating, .self, .Self,
            .super, .`init`, .weak, .unowned, .lazy, .inout, .async, .throws,
        ]
        var matches = 0
        for source in [assorted, SwiftPrelude.core, UIKitPrelude.core] {
            for token in Parser.parse(source: source).tokens(viewMode: .all) {
                for keyword in keywords {
                    let isKeyword = token.isKeyword(keyword)
                    XCTAssertEqual(isKeyword, token.tokenKind == .keyword(keyword), "\(keyword) \(token.debugDescription)")
                    if isKeyword { matches += 1 }
                }
            }
        }
        XCTAssertGreaterThan(matches, 100)
    }
}
