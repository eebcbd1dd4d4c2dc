import Foundation
import XCTest

/// The catalogue (`Sources/ReuseLabLanguage/Diagnostics`) is where messages are declared. These tests hold
/// the line: identifiers are unique, and the number of messages still spelled where they are raised
/// (`error("…", at:)` in the checker) only goes down.
final class DiagnosticsCatalogueTests: XCTestCase {
    /// Messages still spelled inline in `Sources/ReuseLabLanguage/Check`; lower it as they move into the catalogue.
    static let inlineMessagesAllowed = 218

    private var languageSources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ReuseLabLanguage")
    }

    private func swiftFiles(in folder: String) throws -> [(name: String, text: String)] {
        let url = languageSources.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8))
        }
    }

    func testDeclaredIdentifiersAreUnique() throws {
        var seen: [String: String] = [:]
        for (name, text) in try swiftFiles(in: "Diagnostics") where name != "Diagnostics.swift" {
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                for prefix in ["static func ", "static let "] where trimmed.hasPrefix(prefix) {
                    let rest = trimmed.dropFirst(prefix.count)
                    let identifier = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    if let other = seen[identifier] { XCTFail("\(identifier) is declared in \(other) and \(name)") }
                    seen[identifier] = name
                }
            }
        }
        XCTAssertGreaterThanOrEqual(seen.count, 28)
    }

    func testInlineMessagesOnlyDecrease() throws {
        let count = try swiftFiles(in: "Check").reduce(0) { $0 + $1.text.components(separatedBy: "error(\"").count - 1 }
        XCTAssertLessThanOrEqual(count, Self.inlineMessagesAllowed,
                                 "a message spelled where it is raised: declare it in Sources/ReuseLabLanguage/Diagnostics instead")
    }
}
