import XCTest

@testable import ReuseLabShell

final class MetaCommandTests: XCTestCase {
    func testSwiftIsNotAMetaCommand() {
        XCTAssertNil(MetaCommand.parse("let x = 1"))
        XCTAssertNil(MetaCommand.parse("a < b"))
        XCTAssertNil(MetaCommand.parse("<b"))
        XCTAssertNil(MetaCommand.parse(": Int"))
        XCTAssertNil(MetaCommand.parse("::"))
    }

    func testCommandsAndArguments() {
        XCTAssertEqual(MetaCommand.parse(":help"), .help(topic: nil))
        XCTAssertEqual(MetaCommand.parse("  :help pool "), .help(topic: "pool"))
        XCTAssertEqual(MetaCommand.parse(":q"), .quit)
        XCTAssertEqual(MetaCommand.parse(":QUIT"), .quit)
        XCTAssertEqual(MetaCommand.parse(":reset"), .reset)
        XCTAssertEqual(MetaCommand.parse(":undo"), .undo)
        XCTAssertEqual(MetaCommand.parse(":redo"), .redo)
        XCTAssertEqual(MetaCommand.parse(":pool"), .pool(nil))
        XCTAssertEqual(MetaCommand.parse(":pool off"), .pool(.off))
        XCTAssertEqual(MetaCommand.parse(":pool on"), .pool(.on))
        XCTAssertEqual(MetaCommand.parse(":trace on"), .trace(.on))
        XCTAssertEqual(MetaCommand.parse(":load My File.swift"), .load(path: "My File.swift"))
        XCTAssertEqual(MetaCommand.parse("< cells.swift"), .load(path: "cells.swift"))
        XCTAssertEqual(MetaCommand.parse(":save out.swift"), .save(path: "out.swift"))
        XCTAssertEqual(MetaCommand.parse(":record t.swift"), .record(.start(path: "t.swift")))
        XCTAssertEqual(MetaCommand.parse(":record off"), .record(.stop))
        XCTAssertEqual(MetaCommand.parse(":record"), .record(.status))
        XCTAssertEqual(MetaCommand.parse(":source Reusable"), .source(name: "Reusable"))
        XCTAssertEqual(MetaCommand.parse(":why"), .why)
    }

    func testNibDefaults() {
        XCTAssertEqual(
            MetaCommand.parse(":nib MyCell"),
            .nib(name: "MyCell", rootElement: "tableViewCell", className: "MyCell", identifier: "MyCell"))
        XCTAssertEqual(
            MetaCommand.parse(":nib Card collectionViewCell CardCell card"),
            .nib(name: "Card", rootElement: "collectionViewCell", className: "CardCell", identifier: "card"))
    }

    func testMistakesSayHowToUseTheCommand() {
        XCTAssertEqual(MetaCommand.parse(":load"), .usageError("usage: :load FILE"))
        XCTAssertEqual(MetaCommand.parse("< "), .usageError("usage: < FILE"))
        XCTAssertEqual(MetaCommand.parse(":pool maybe"), .usageError("usage: :pool [on|off]"))
        XCTAssertEqual(MetaCommand.parse(":frobnicate"), .unknown(name: "frobnicate"))
    }

    func testLessonCommandsGoToTheTutorAndPlainResetStaysTheWorlds() {
        XCTAssertEqual(MetaCommand.parse(":lesson 3"), .lesson(name: "lesson", arguments: "3"))
        XCTAssertEqual(MetaCommand.parse(":Hint"), .lesson(name: "hint", arguments: ""))
        XCTAssertEqual(MetaCommand.parse(":progress export p.json"), .lesson(name: "progress", arguments: "export p.json"))
        XCTAssertEqual(MetaCommand.parse(":reset"), .reset)
        XCTAssertEqual(MetaCommand.parse(":reset lesson"), .lesson(name: "reset", arguments: "lesson"))
        XCTAssertEqual(MetaCommand.parse(":reset ALL"), .lesson(name: "reset", arguments: "all"))
        XCTAssertEqual(MetaCommand.parse(":reset world"), .usageError("usage: :reset (the world), :reset lesson, :reset all"))
    }

    func testCanonicalNamesForLessonRestrictions() {
        XCTAssertEqual(MetaCommand.canonicalName(of: ":q"), "quit")
        XCTAssertEqual(MetaCommand.canonicalName(of: "< cells.swift"), "load")
        XCTAssertEqual(MetaCommand.canonicalName(of: "  :UNDO"), "undo")
    }

    func testTyposGetASuggestion() {
        let names = MetaCommand.names
        XCTAssertEqual(MetaCommand.closestName(to: "hlep", among: names), "help")
        XCTAssertEqual(MetaCommand.closestName(to: "rec", among: names), "record")
        XCTAssertEqual(MetaCommand.closestName(to: "quite", among: names), "quit")
        XCTAssertNil(MetaCommand.closestName(to: "frobnicate", among: names))
    }
}
