import SwiftParser
import SwiftSyntax
import XCTest

@testable import ReuseLabLanguage

/// The preludes' line tables are read from their text (`LineTable`): every position must get the line and
/// column that swift-syntax's `SourceLocationConverter` gives, whatever the line endings and characters.
final class LineTableTests: XCTestCase {
    private func assertAgreesWithConverter(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "x.swift", tree: tree)
        let fromText = LineTable(source: source)
        let fromTree = LineTable(tree: tree)
        for offset in 0...source.utf8.count {
            let position = AbsolutePosition(utf8Offset: offset)
            let expected = converter.location(for: position)
            for table in [fromText, fromTree] {
                let actual = table.location(for: position)
                XCTAssertEqual(actual.line, expected.line, "line at offset \(offset)", file: file, line: line)
                XCTAssertEqual(actual.column, expected.column, "column at offset \(offset)", file: file, line: line)
            }
        }
    }

    func testNewlines() {
        assertAgreesWithConverter("let a = 1\nlet b = 2\n\nprint(a + b)\n")
    }

    func testCarriageReturnsAloneAndBeforeNewlines() {
        assertAgreesWithConverter("let a = 1\r\nlet b = 2\rprint(a)\r\n\r\nprint(b)\r")
    }

    func testColumnsCountUTF8Bytes() {
        assertAgreesWithConverter("let é = \"naïve 🐢\"\nprint(é) // ✓\n")
    }

    func testTheLastLineWithoutANewline() {
        assertAgreesWithConverter("print(1)\nprint(2)")
        assertAgreesWithConverter("")
    }

    func testThePreludesTextAgreesWithTheirTree() {
        let source = SwiftPrelude.source
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "Swift.swift", tree: tree)
        let table = LineTable(source: source)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let expected = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            let actual = table.location(for: token.positionAfterSkippingLeadingTrivia)
            XCTAssertEqual([actual.line, actual.column], [expected.line, expected.column], token.text)
        }
    }
}
