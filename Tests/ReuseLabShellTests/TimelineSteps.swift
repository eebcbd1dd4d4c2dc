import Foundation
import ReuseLabLanguage
import XCTest

@testable import ReuseLabShell

/// Runs entries in a real session and prints the last entry's timeline in batch mode, for the phone's tests.
enum TimelineSteps {
    /// Each step's picture, in order.
    static func pictures(of entries: [String], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        var options = ShellOptions()
        options.environment = ["LANG": "C.UTF-8", "NO_COLOR": "1", "COLUMNS": "80"]
        let io = CapturedIO()
        let session = Session(bundleDirectory: FileManager.default.temporaryDirectory)
        let controller = ReplController(engine: session, options: options, io: io, interactive: false)
        for entry in entries { _ = controller.handle(entry) }
        XCTAssertEqual(controller.handle(":timeline"), .continueWith(status: 0), io.errors, file: file, line: line)
        return ("\n" + io.output).components(separatedBy: "\nentry ").dropFirst().map { "entry " + $0 }
    }

    /// The phone's lines between its borders, without the side column.
    static func phone(_ picture: String) -> [String] {
        let lines = picture.components(separatedBy: "\n")
        guard let top = lines.firstIndex(where: { $0.contains("┌") }),
            let bottom = lines.firstIndex(where: { $0.contains("└") })
        else { return [] }
        return lines[(top + 1)..<bottom].map { line in
            let inner = line.drop { $0 != "│" }.dropFirst()
            return String(inner.prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
        }
    }
}
