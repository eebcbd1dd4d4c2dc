import Foundation
import XCTest

@testable import ReuseLabLanguage

/// The catalogue (`Sources/ReuseLabLanguage/Diagnostics`) is where messages are declared. These tests hold
/// the line: identifiers are unique, and no message is spelled where it is raised (`error("…", at:)` in the
/// checker): every one is declared there and raised by name.
final class DiagnosticsCatalogueTests: XCTestCase {
    private var languageSources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ReuseLabLanguage")
    }

    private var simulatorSources: URL {
        languageSources.deletingLastPathComponent().appendingPathComponent("ReuseLabSimulator")
    }

    private func swiftFiles(in folder: String, of sources: URL? = nil) throws -> [(name: String, text: String)] {
        let url = (sources ?? languageSources).appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8))
        }
    }

    func testDeclaredIdentifiersAreUnique() throws {
        var seen: [String: String] = [:]
        for (name, text) in try swiftFiles(in: "Diagnostics") where name != "Diagnostics.swift" {
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                for prefix in ["static func ", "static let ", "static var "] where trimmed.hasPrefix(prefix) {
                    let rest = trimmed.dropFirst(prefix.count)
                    let identifier = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    if let other = seen[identifier] { XCTFail("\(identifier) is declared in \(other) and \(name)") }
                    seen[identifier] = name
                }
            }
        }
        XCTAssertGreaterThanOrEqual(seen.count, 200)
    }

    /// A factory names a message after the declaration it is called from (`#function`). In a stored `static let`
    /// that is the enclosing type, so every such message would be called `Diagnostics`: a message without
    /// arguments is a computed `static var`, whose name is its own.
    func testEveryMessageIsNamedAfterItsDeclaration() throws {
        XCTAssertEqual(Diagnostics.optionalInterpolated.id, "optionalInterpolated")
        XCTAssertEqual(Diagnostics.useStringDescribing.id, "useStringDescribing")
        XCTAssertEqual(Diagnostics.unusedCallResult("f()").id, "unusedCallResult")
        XCTAssertEqual(Diagnostics.unwrappedNil.id, "unwrappedNil")
        let storedMessage = try NSRegularExpression(pattern: #"static let \w+\s*=\s*(error|warning|note|runtime|runtimeVerbatim|limit)\("#)
        var stored: [String] = []
        for (name, text) in try swiftFiles(in: "Diagnostics") {
            let matches = storedMessage.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
            if matches > 0 { stored.append("\(name): \(matches)") }
        }
        XCTAssertEqual(
            stored, [], "messages declared as a stored 'static let' are all named 'Diagnostics': declare 'static var NAME: Message { … }'")
    }

    func testNoMessageIsSpelledWhereItIsRaised() throws {
        var stray: [String] = []
        for (name, text) in try swiftFiles(in: "Check") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for raise in ["error(\"", "warning(\"", "note(\""] where line.contains(raise) && !line.contains("func ") {
                    stray.append("Check/\(name):\(number + 1)")
                }
            }
        }
        XCTAssertEqual(stray, [], "messages spelled where they are raised: declare them in Sources/ReuseLabLanguage/Diagnostics instead")
    }

    /// Pieces of messages count too: a string literal in the checker that quotes something as swiftc does
    /// (`"'\\(name)' is a 'let' constant"`, `"'ArraySlice<Int>'"`) is message text, which belongs in the catalogue,
    /// where the template quotes its arguments.
    func testNoPieceOfAMessageIsSpelledInTheChecker() throws {
        let quotingLiteral = try NSRegularExpression(pattern: #""[^"\n]*'[^'"\n]+'[^"\n]*""#)
        var stray: [String] = []
        for (name, text) in try swiftFiles(in: "Check") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = String(line)
                if code.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                if quotingLiteral.numberOfMatches(in: code, range: NSRange(code.startIndex..., in: code)) > 0 {
                    stray.append("Check/\(name):\(number + 1)")
                }
            }
        }
        XCTAssertEqual(stray, [], "quoted message text spelled in the checker: declare it in Sources/ReuseLabLanguage/Diagnostics")
    }

    /// Run/ raises the Swift runtime's traps, UIKit's exceptions and ReuseLab's limits by name too: a raise
    /// (`fatal(`, `Trap(`, a `UIKitException`) whose arguments hold a string literal is a message spelled
    /// where it is raised. Argument names read by natives (`c.arg("message")`) are not messages.
    func testNoRunTimeMessageIsSpelledWhereItIsRaised() throws {
        let stray = try strayRaises(in: swiftFiles(in: "Run"), folder: "Run")
        XCTAssertEqual(stray, [], "run-time messages spelled where they are raised: declare them in Diagnostics+Runtime.swift")
    }

    /// The Simulator raises UIKit's exceptions by name too, declared in `UIKitException+Reasons.swift` (which,
    /// with `UIKitException.swift` that defines the kinds, is the only place a reason is spelled).
    func testNoUIKitReasonIsSpelledWhereItIsRaised() throws {
        let catalogue = ["UIKitException+Reasons.swift", "UIKitException.swift"]
        let files = try swiftFiles(in: ".", of: simulatorSources).filter { !catalogue.contains($0.name) }
        XCTAssertGreaterThan(files.count, 20)
        var stray = try strayRaises(in: files, folder: "ReuseLabSimulator")
        for (name, text) in files where text.contains("struct UpdateExceptionTexts") {
            stray.append("ReuseLabSimulator/\(name): declares exception reasons")
        }
        XCTAssertEqual(stray, [], "UIKit reasons spelled where they are raised: declare them in UIKitException+Reasons.swift")
    }

    /// A raise (`fatal(`, `Trap(`, a `UIKitException`) whose arguments hold a string literal is a message spelled
    /// where it is raised. Argument names read by natives (`c.arg("message")`) are not messages.
    private func strayRaises(in files: [(name: String, text: String)], folder: String) throws -> [String] {
        let raises = ["fatal(", "Trap(", "UIKitException(", ".internalInconsistency(", ".invalidArgument(", ".range("]
        let argumentNames = try NSRegularExpression(pattern: #"\.(arg|string|int|double|bool|array|optionalString)\("[A-Za-z_]*"\)"#)
        // A native's derived key spells its declaration (`"_raiseUIKitException(_:_:)"`): a name, not a message.
        let nativeKeys = try NSRegularExpression(pattern: #""(get |set )?[A-Za-z_.]*\([A-Za-z_:]*\)""#)
        var stray: [String] = []
        for (name, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { part in
                let line = String(part)
                return nativeKeys.stringByReplacingMatches(in: line, range: NSRange(line.startIndex..., in: line), withTemplate: "")
            }
            for (number, line) in lines.enumerated() where !line.contains("func ") {
                for raise in raises where line.contains(raise) {
                    // The raise's arguments: from the opening bracket to the one that closes it, across lines.
                    var call = String(line[line.range(of: raise)!.lowerBound...])
                    var next = number + 1
                    while call.filter({ $0 == "(" }).count > call.filter({ $0 == ")" }).count, next < lines.count {
                        call += lines[next]
                        next += 1
                    }
                    let range = NSRange(call.startIndex..., in: call)
                    if argumentNames.stringByReplacingMatches(in: call, range: range, withTemplate: "").contains("\"") {
                        stray.append("\(folder)/\(name):\(number + 1)")
                    }
                }
            }
        }
        return stray
    }
}
