import Foundation
import XCTest

/// `reuselab lesson report` end to end: a real `lesson run --json` result and a progress file in, the
/// report out in each format; nothing readable is status 2.
final class ClassReportBinaryTests: XCTestCase {
    func testReportFromARealGradedResultAndAProgressFile() throws {
        let folder = try WorkshopFixtures.write("", name: "unused").deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Step 1 of the first lesson answered with an error: the report names the error without its line.
        let answers = folder.appendingPathComponent("bob.swift")
        try "// step 1\nlet x: Int = \"no\"\n".write(to: answers, atomically: true, encoding: .utf8)
        let graded = try BuiltBinary.run(["lesson", "run", "01-string-api", "--answers", answers.path, "--json"], input: "")
        XCTAssertEqual(graded.status, 1, graded.errors)
        try graded.output.write(to: folder.appendingPathComponent("bob.json"), atomically: true, encoding: .utf8)
        try
            #"{"format": 1, "lessons": {"01-string-api": {"completedSteps": [1, 2], "hintsUsed": {"2": 1}, "solutionsShown": [], "currentStep": 3}}}"#
            .write(to: folder.appendingPathComponent("ann.json"), atomically: true, encoding: .utf8)

        let table = try BuiltBinary.run(["lesson", "report", folder.path], input: "")
        XCTAssertEqual(table.status, 0, table.errors)
        XCTAssertTrue(table.output.contains("2 learners: ann, bob"), table.output)
        XCTAssertTrue(table.output.contains("01-string-api — The string API and how it breaks: 0 of 2 learners"), table.output)
        XCTAssertTrue(table.output.contains("error: cannot convert value of type 'String' to specified type 'Int'"), table.output)

        let csv = try BuiltBinary.run(["lesson", "report", "--format", "csv", folder.path], input: "")
        XCTAssertTrue(csv.output.hasPrefix("lesson,step,title,"), csv.output)
        XCTAssertTrue(csv.output.contains("01-string-api,2,One swapped letter,2,1,ann,bob,0,1,0,"), csv.output)

        let markdown = try BuiltBinary.run(["lesson", "report", "--format", "markdown", folder.path], input: "")
        XCTAssertEqual(markdown.status, 0, markdown.errors)
        XCTAssertTrue(markdown.output.hasPrefix("# Class report\n"), markdown.output)
        XCTAssertTrue(markdown.output.contains("| 2 | One swapped letter |"), markdown.output)

        let json = try BuiltBinary.run(["lesson", "report", "--format", "json", folder.path], input: "")
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], json.output)

        let nothing = try BuiltBinary.run(["lesson", "report", answers.path], input: "")
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(nothing.errors.contains("warning: skipped \(answers.path): neither"), nothing.errors)
    }
}
