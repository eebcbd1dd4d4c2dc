import Foundation
import ReuseLabLanguage
import ReuseLabShell
import ReuseLabSimulator
import XCTest

/// Issue 19 in the shell's own logic: entries gathered in linear time, identifiers that cannot break the
/// pool diagram's boxes, history files without a final newline.
final class ReliabilityShellTests: XCTestCase {
    func testOpenBracketsFollowStringsCommentsAndInterpolations() {
        func isOpen(_ lines: [String]) -> Bool {
            var brackets = OpenBrackets()
            for line in lines { brackets.add(line: line) }
            return brackets.isCertainlyOpen
        }
        XCTAssertTrue(isOpen(["func f() {"]))
        XCTAssertFalse(isOpen(["func f() {", "}"]))
        XCTAssertFalse(isOpen(["print(\"{ [ (\")"]), "brackets in a string do not count")
        XCTAssertFalse(isOpen(["print(#\"\\(\"{\"#)"]), "nor in a raw string")
        XCTAssertFalse(isOpen(["let s = \"\\(f(\"{\"))\""]), "an interpolation's own string is followed")
        XCTAssertFalse(isOpen(["let x = 1 // {"]), "nor in a line comment")
        XCTAssertTrue(isOpen(["/* {", "still a comment"]), "a block comment stays open across lines")
        XCTAssertFalse(isOpen(["/* { */ let x = 1"]))
        XCTAssertTrue(isOpen(["let s = \"\"\"", "{"]), "a multi-line string stays open")
        XCTAssertFalse(isOpen(["let s = \"\"\"", "{", "\"\"\""]))
        XCTAssertFalse(isOpen(["let s = \"unterminated {"]), "a one-line string ends with its line")
    }

    /// A 2,000-line function arrives as one entry, with one parse at its closing brace rather than one
    /// per line (500 lines piped into batch mode took 21 s).
    func testLongEntriesAreGatheredInLinearTime() {
        var accumulator = EntryAccumulator(blankLineSubmits: false)
        let lines =
            ["func long() -> Int {", "    var total = 0"] + (0..<2_000).map { "    total += \($0) // \"{\" (" } + ["    return total", "}"]
        let start = Date()
        var entries: [String] = []
        for line in lines { if let entry = accumulator.add(line) { entries.append(entry) } }
        XCTAssertEqual(entries, [lines.joined(separator: "\n")])
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        // Entries that only the parser can tell apart still work.
        XCTAssertNil(accumulator.add("let x = 1 +"))
        XCTAssertEqual(accumulator.add("2"), "let x = 1 +\n2")
    }

    func testIdentifiersWithControlCharactersCannotBreakTheDiagram() {
        let view = ViewSnapshot(
            name: "table\nView\u{1B}[2J", className: "UITableView",
            registrations: [RegistrationSnapshot(role: "cell", identifier: "Ce\rll\t\u{1B}]0;x\u{07}", source: "class MyCell")],
            visible: [], queues: [QueueSnapshot(identifier: "Ce\rll", cells: [])], cellsCreated: 0, cellsReused: 0)
        let text = PoolDiagram(unicode: false).render(PoolSnapshot(views: [view]))
        let lines = text.split(separator: "\n")
        XCTAssertTrue(lines.allSatisfy { $0.count == lines[0].count }, "every line of the box has the same width:\n\(text)")
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, text.debugDescription)
        XCTAssertTrue(text.contains("\\u{1B}"), text)
    }

    func testVisibleTextSpellsControlCharactersTheSwiftWay() {
        XCTAssertEqual(
            VisibleText.escapingControlCharacters("a\u{1B}[2Jb\u{07}\u{0}\u{9B}\u{202E}"), "a\\u{1B}[2Jb\\u{7}\\u{0}\\u{9B}\\u{202E}")
        XCTAssertEqual(VisibleText.escapingControlCharacters("line\n\tindented"), "line\n\tindented")
        XCTAssertEqual(VisibleText.escapingControlCharacters("a\nb\tc", keepingNewlines: false, keepingTabs: false), "a\\u{A}b\\u{9}c")
        XCTAssertEqual(VisibleText.escapingControlCharacters("plain — é 😀"), "plain — é 😀")
    }

    func testHistoryWithoutFinalNewlineKeepsTheNextEntryApart() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-history-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "# reuselab history\nprint(1)".write(toFile: path, atomically: true, encoding: .utf8)
        let history = HistoryFile(path: path)
        XCTAssertEqual(history.load(), ["print(1)"])
        history.append("print(2)")
        XCTAssertEqual(HistoryFile(path: path).load(), ["print(1)", "print(2)"])
    }
}
