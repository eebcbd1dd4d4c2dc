import ReuseLabShell
import XCTest

final class TerminalTests: XCTestCase {
    func testColourFollowsTheModeAndTheEnvironment() {
        XCTAssertTrue(Terminal.colorEnabled(mode: .auto, isTerminal: true, environment: ["TERM": "xterm"]))
        XCTAssertFalse(Terminal.colorEnabled(mode: .auto, isTerminal: false, environment: ["TERM": "xterm"]))
        XCTAssertFalse(Terminal.colorEnabled(mode: .auto, isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertTrue(Terminal.colorEnabled(mode: .auto, isTerminal: true, environment: ["NO_COLOR": ""]))
        XCTAssertFalse(Terminal.colorEnabled(mode: .auto, isTerminal: true, environment: ["TERM": "dumb"]))
        XCTAssertTrue(Terminal.colorEnabled(mode: .always, isTerminal: false, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(Terminal.colorEnabled(mode: .never, isTerminal: true, environment: [:]))
    }

    func testUnicodeNeedsAUTF8Locale() {
        XCTAssertTrue(Terminal.unicodeEnabled(asciiRequested: false, environment: ["LANG": "en_US.UTF-8"]))
        XCTAssertTrue(Terminal.unicodeEnabled(asciiRequested: false, environment: ["LC_ALL": "C.utf8", "LANG": "C"]))
        XCTAssertFalse(Terminal.unicodeEnabled(asciiRequested: false, environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]))
        XCTAssertFalse(Terminal.unicodeEnabled(asciiRequested: false, environment: [:]))
        XCTAssertFalse(Terminal.unicodeEnabled(asciiRequested: true, environment: ["LANG": "en_US.UTF-8"]))
    }

    func testStylesVanishWithoutColour() {
        let off = TextStyle(enabled: false)
        XCTAssertEqual(off.error("error:"), "error:")
        XCTAssertEqual(off.diagnostics("x.swift:1:1: error: boom\n^\n"), "x.swift:1:1: error: boom\n^\n")
        let on = TextStyle(enabled: true)
        XCTAssertEqual(on.diagnostics("a: error: b"), "a: \u{1B}[1;31merror:\u{1B}[0m b")
    }

    func testWidthCountsColumns() {
        XCTAssertEqual(displayWidth("abc"), 3)
        XCTAssertEqual(displayWidth("\u{1B}[1;31mabc\u{1B}[0m"), 3)
        XCTAssertEqual(displayWidth("🐶x"), 3)
        XCTAssertEqual(displayWidth("e\u{301}"), 1)
        XCTAssertEqual(displayWidth("表"), 2)
        XCTAssertEqual(truncate("MyVeryLongCellName", toWidth: 8), "MyVeryL…")
        XCTAssertEqual(truncate("MyVeryLongCellName", toWidth: 8, ellipsis: "..."), "MyVer...")
        XCTAssertEqual(pad("ab", toWidth: 4), "ab  ")
    }
}
