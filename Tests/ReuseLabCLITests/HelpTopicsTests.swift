import Foundation
import ReuseLabTestSupport
import XCTest

/// `reuselab help` and the README name the same commands: every subcommand the binary lists has its row
/// in the README's command table (or, for `lesson`, its mention), and every row names a real subcommand.
final class HelpTopicsTests: XCTestCase {
    private func readme() throws -> String {
        try String(contentsOf: Locations.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The names under SUBCOMMANDS in `reuselab help [TOPIC]`.
    private func subcommands(_ topic: [String]) throws -> [String] {
        let binary = Locations.reuselabBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("no reuselab executable at \(binary.path): build the package first")
        }
        let help = try ProcessRunner.run(binary, ["help"] + topic, timeout: 60)
        XCTAssertEqual(help.status, 0, help.stderr)
        let section = help.stdout.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        // The list ends at its first blank line; ArgumentParser's "See 'reuselab help <subcommand>'" follows it.
        let list = section.drop { $0 == "\n" }.components(separatedBy: "\n\n").first ?? ""
        return list.split(separator: "\n").compactMap { line in
            // A subcommand's line starts with two spaces and its name; wrapped descriptions are indented further.
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else { return nil }
            return String(name)
        }
    }

    func testEverySubcommandIsInTheReadmesCommandTable() throws {
        let names = try subcommands([])
        XCTAssertEqual(names.first, "repl")
        let table = try readme()
        for name in names where name != "repl" {
            XCTAssertTrue(table.contains("| `reuselab \(name)"), "the README's command table has no row for `reuselab \(name)`")
        }
        XCTAssertTrue(table.contains("| `reuselab` |"), "the README's command table has no row for the playground (`reuselab`)")
    }

    func testEveryReadmeRowNamesASubcommand() throws {
        let names = Set(try subcommands([]))
        let rows = try readme().split(separator: "\n").filter { $0.hasPrefix("| `reuselab ") }
        XCTAssertFalse(rows.isEmpty)
        for row in rows {
            let name = row.dropFirst("| `reuselab ".count).prefix { $0.isLetter || $0 == "-" }
            XCTAssertTrue(names.contains(String(name)), "the README names `reuselab \(name)`, which `reuselab help` does not list")
        }
    }

    func testEveryLessonSubcommandIsInTheReadme() throws {
        let names = try subcommands(["lesson"])
        XCTAssertTrue(names.contains("check"))
        let text = try readme()
        for name in names {
            XCTAssertTrue(text.contains("lesson \(name)"), "the README never mentions `reuselab lesson \(name)`")
        }
    }
}
