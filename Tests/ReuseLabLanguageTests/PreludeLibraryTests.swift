import XCTest

@testable import ReuseLabLanguage

/// The preludes' texts are joined from the library's files at every start, by hand rather than by the standard
/// library's `joined(separator:)`: the two must give the same text.
final class PreludeLibraryTests: XCTestCase {
    func testJoinedIsTheStandardJoin() {
        let lists = [
            SwiftPrelude.files, UIKitPrelude.files, [], ["Swift.swift"], ["No such file.swift"],
            ["No such file.swift", "Zip.swift", "No such file.swift"], EmbeddedPreludeLibrary.files.map(\.path),
        ]
        for names in lists {
            XCTAssertEqual(PreludeLibrary.joined(names), names.map(PreludeLibrary.file).joined(separator: "\n"), "\(names)")
        }
        XCTAssertEqual(PreludeLibrary.joined(["No such file.swift", "No such file.swift"]), "\n")
    }
}
