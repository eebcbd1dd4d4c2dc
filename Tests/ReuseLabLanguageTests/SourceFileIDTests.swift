import XCTest

@testable import ReuseLabLanguage

/// A `SourceLoc` keeps its file as a number (`SourceFileID`): the name must come back as it went in, and
/// the same name must give the same number (diagnostics and crash sites compare `loc.file` with the entry's).
final class SourceFileIDTests: XCTestCase {
    func testSourceLocationsKeepTheirFileName() {
        let long = SourceLoc(file: "SettingsViewController.swift", line: 3, column: 7)
        XCTAssertEqual(long.file, "SettingsViewController.swift")
        XCTAssertEqual(SourceLoc(file: "SettingsViewController.swift", line: 1, column: 1).fileID, long.fileID)
        XCTAssertNotEqual(SourceLoc(file: "<repl-2>", line: 1, column: 1).fileID, long.fileID)
        XCTAssertEqual(SourceLoc.unknown.file, "<unknown>")
    }
}
