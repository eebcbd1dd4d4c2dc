import Foundation
import XCTest

@testable import ReuseLabShell

final class HistoryTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testLocationPrefersTheVariableThenXDGThenHome() {
        XCTAssertEqual(HistoryLocation.resolve(environment: ["REUSELAB_HISTORY": "/tmp/h"], homeDirectory: "/home/u"), "/tmp/h")
        XCTAssertNil(HistoryLocation.resolve(environment: ["REUSELAB_HISTORY": ""], homeDirectory: "/home/u"))
        XCTAssertEqual(
            HistoryLocation.resolve(environment: ["XDG_STATE_HOME": "/state"], homeDirectory: "/home/u"),
            "/state/reuselab/history")
        XCTAssertEqual(
            HistoryLocation.resolve(environment: ["XDG_STATE_HOME": "relative"], homeDirectory: "/home/u"),
            "/home/u/.local/state/reuselab/history")
        XCTAssertEqual(
            HistoryLocation.resolve(environment: ["HOME": "/h"], homeDirectory: "/home/u"),
            "/h/.local/state/reuselab/history")
    }

    func testEncodingKeepsMultiLineEntriesOnOneLine() {
        let entry = "class A {\n  let s = \"a\\nb\"\r\n}"
        let encoded = HistoryEncoding.encode(entry)
        XCTAssertEqual(encoded, #"class A {\n  let s = "a\\nb"\r\n}"#)
        XCTAssertFalse(encoded.contains("\n"))
        XCTAssertEqual(HistoryEncoding.decode(Substring(encoded)), entry)
    }

    func testDecodingRejectsBrokenEscapes() {
        XCTAssertNil(HistoryEncoding.decode(#"abc\"#))
        XCTAssertNil(HistoryEncoding.decode(#"a\qb"#))
        XCTAssertNil(HistoryEncoding.decode("a\0b"))
    }

    func testAppendThenLoadRoundTripsEmojiAndCreatesDirectories() {
        let path = directory.appendingPathComponent("deep/er/history").path
        let file = HistoryFile(path: path)
        let entries = ["let 🐶 = \"🐱‍👤 café\"", "class A {\n  var x = 1\n}", #"print("back\\slash")"#]
        for entry in entries { file.append(entry) }
        XCTAssertNil(file.takeWarning())
        XCTAssertEqual(HistoryFile(path: path).load(), entries)
    }

    func testConsecutiveDuplicatesAreStoredOnce() {
        let path = directory.appendingPathComponent("history").path
        let file = HistoryFile(path: path)
        file.append("let a = 1")
        file.append("let a = 1")
        file.append("let b = 2")
        file.append("let a = 1")
        XCTAssertEqual(HistoryFile(path: path).load(), ["let a = 1", "let b = 2", "let a = 1"])
    }

    func testLoadingSurvivesInvalidUTF8HugeLinesAndNulBytes() throws {
        let path = directory.appendingPathComponent("history").path
        var bytes = Array("let good = 1\n".utf8)
        bytes += [0x66, 0xFF, 0xFE, 0x0A]  // invalid UTF-8
        bytes += Array(repeating: UInt8(ascii: "x"), count: 200_000) + [0x0A]  // huge line
        bytes += Array("a\0b\n".utf8)
        bytes += Array("let 😀 = 2\n".utf8)
        bytes += Array("unterminated\\".utf8)  // no final newline, broken escape
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let file = HistoryFile(path: path)
        XCTAssertEqual(file.load(), ["let good = 1", "let 😀 = 2"])
        let warning = try XCTUnwrap(file.takeWarning())
        XCTAssertTrue(warning.contains("skipped 4 unreadable lines"), warning)
        XCTAssertNil(file.takeWarning(), "warns once")
    }

    func testADirectoryInPlaceOfTheFileWarnsOnceAndDisablesSaving() throws {
        let path = directory.appendingPathComponent("history").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let file = HistoryFile(path: path)
        XCTAssertEqual(file.load(), [])
        XCTAssertNotNil(file.takeWarning())
        file.append("let a = 1")
        XCTAssertNil(file.takeWarning())
    }

    func testADeviceInPlaceOfTheFileIsNotRead() {
        let file = HistoryFile(path: "/dev/zero")
        XCTAssertEqual(file.load(), [])
        XCTAssertNotNil(file.takeWarning())
    }

    func testAnUnwritableDirectoryWarnsOnce() throws {
        let blocker = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let file = HistoryFile(path: blocker.path + "/sub/history")
        XCTAssertEqual(file.load(), [])
        file.append("let a = 1")
        XCTAssertNotNil(file.takeWarning())
        file.append("let b = 1")
        XCTAssertNil(file.takeWarning())
    }

    func testLoadKeepsTheNewestEntries() {
        let path = directory.appendingPathComponent("history").path
        let file = HistoryFile(path: path, limit: 3)
        for index in 1...10 { file.append("let v\(index) = \(index)") }
        XCTAssertEqual(HistoryFile(path: path, limit: 3).load(), ["let v8 = 8", "let v9 = 9", "let v10 = 10"])
    }
}
