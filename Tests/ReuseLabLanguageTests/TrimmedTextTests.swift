import SwiftParser
import SwiftSyntax
import XCTest

@testable import ReuseLabLanguage

/// `TrimmedText` stands in for swift-syntax's `trimmedDescription` everywhere in the checker: it must give
/// the same text for every node, in well-formed code and in code the parser recovered from.
final class TrimmedTextTests: XCTestCase {
    private func assertSameAsSwiftSyntax(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        final class EveryNode: SyntaxAnyVisitor {
            var nodes: [Syntax] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                nodes.append(node)
                return .visitChildren
            }
        }
        let visitor = EveryNode(viewMode: .all)
        visitor.walk(Parser.parse(source: source))
        XCTAssertGreaterThan(visitor.nodes.count, 10, file: file, line: line)
        for node in visitor.nodes {
            XCTAssertEqual(TrimmedText.of(node), node.trimmed.description, "\(node.kind)", file: file, line: line)
        }
    }

    func testEveryNodeOfAPreludeFile() {
        assertSameAsSwiftSyntax(PreludeLibrary.file("Reusable.swift"))
    }

    func testCommentsAndTriviaAroundDeclarations() {
        assertSameAsSwiftSyntax(
            """
            /// A cell.
            @objc  final  class Cell: UITableViewCell { // trailing
                @IBOutlet weak var label: UILabel! /* block */
                override func prepareForReuse() {   super.prepareForReuse()  }
            }
            let x: [String : Int]  =  [ "a" : 1 ]   // note

            """)
    }

    func testCodeTheParserRecoveredFrom() {
        assertSameAsSwiftSyntax("func f(_ x: Int { return x +  }\nlet = 3\nclass { var: Int }\n")
    }
}
