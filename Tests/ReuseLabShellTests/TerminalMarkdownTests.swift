import XCTest

@testable import ReuseLabShell

final class TerminalMarkdownTests: XCTestCase {
    private let colour = TerminalMarkdown(style: TextStyle(enabled: true), unicode: true)

    func testWithoutColourTheTextIsLeftAsWritten() {
        let text = "# Title\n\nUse **bold** and `code`.\n- item"
        XCTAssertEqual(TerminalMarkdown(style: TextStyle(enabled: false), unicode: true).render(text), text)
    }

    func testHeadingsEmphasisCodeAndLists() {
        XCTAssertEqual(colour.render("# Title"), "\u{1B}[1m\u{1B}[4mTitle\u{1B}[24m\u{1B}[0m")
        XCTAssertEqual(colour.render("a **big** word"), "a \u{1B}[1mbig\u{1B}[0m word")
        XCTAssertEqual(colour.render("an *aside* here"), "an \u{1B}[3maside\u{1B}[23m here")
        XCTAssertEqual(colour.render("call `register(_:)` now"), "call \u{1B}[36mregister(_:)\u{1B}[0m now")
        XCTAssertEqual(colour.render("- one"), "\u{1B}[36m•\u{1B}[0m one")
        XCTAssertEqual(colour.render("see [the post](https://x.example/p)"), "see the post \u{1B}[2m(https://x.example/p)\u{1B}[0m")
    }

    func testFencedCodeIsIndentedAndNeverInterpreted() {
        XCTAssertEqual(colour.render("```swift\nlet a = b * c * d\n```\nafter"), "    \u{1B}[36mlet a = b * c * d\u{1B}[0m\nafter")
    }

    func testSwiftInProseKeepsItsCharacters() {
        for text in ["let area = width * height * 2", "x*y", "snake_case_name", "5 * 3", "a ** b"] {
            XCTAssertEqual(colour.render(text), text)
        }
    }
}
