import Foundation
import XCTest

@testable import ReuseLabTutor

/// `reuselab lesson report`: graded results and progress files merged per learner, the counts per step,
/// the most common error without its file and line, and the four output formats.
final class ClassReportTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ name: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// A `lesson run --json` result: step numbers → met, with an error on the unmet answered ones.
    func graded(_ learner: String, met: [Bool], error: String = "cannot find 'x' in scope") -> String {
        let steps = met.enumerated().map { index, ok in
            let diagnostics = ok ? "" : "\(learner).swift:\(index + 3):5: error: \(error)\\n3 | x\\n"
            return
                #"{"number": \#(index + 1), "title": "Step \#(index + 1)", "answered": true, "status": "\#(ok ? "ran" : "compile-error")", "met": \#(ok), "output": "", "diagnostics": "\#(diagnostics)", "unmet": []}"#
        }
        return
            #"{"lesson": "07-reuse-pool", "passed": false, "met": 0, "total": \#(met.count), "steps": [\#(steps.joined(separator: ","))]}"#
    }

    func makeClass() throws -> ClassReport {
        try write("alice.json", graded("alice", met: [true, true, true]))
        try write("bob.json", graded("bob", met: [true, false, false]))
        try write("carol.json", graded("carol", met: [true, false, false], error: "value of type 'UITableViewCell' has no member 'photo'"))
        try write(
            "carol.progress.json",
            #"{"format": 1, "lessons": {"07-reuse-pool": {"completedSteps": [1], "hintsUsed": {"2": 3}, "solutionsShown": [2], "currentStep": 2, "entriesUsed": {"1": 2}}}}"#
        )
        try write("notes.json", #"{"hello": "teacher"}"#)
        try write("readme.txt", "not read: not .json")
        let (files, skipped) = ClassReport.load(paths: [folder.path])
        return ClassReport.build(files: files, skipped: skipped) { id in
            id == "07-reuse-pool" ? ("The reuse pool at work", ["Register", "Scroll", "Reuse"]) : nil
        }
    }

    func testCountsPerStepAndLearnersMergedAcrossFiles() throws {
        let report = try makeClass()
        XCTAssertEqual(report.learners, ["alice", "bob", "carol"], "carol's two files are one learner")
        XCTAssertEqual(report.skipped.map { ($0.file as NSString).lastPathComponent }, ["notes.json"])
        let lesson = try XCTUnwrap(report.lessons.first)
        XCTAssertEqual(lesson.title, "The reuse pool at work")
        XCTAssertEqual(lesson.completedBy, ["alice"])
        XCTAssertEqual(lesson.steps.map(\.title), ["Register", "Scroll", "Reuse"])
        XCTAssertEqual(lesson.steps.map(\.finished.count), [3, 1, 1])
        XCTAssertEqual(lesson.steps[1].unfinished, ["bob", "carol"])
        XCTAssertEqual(lesson.steps[0].attempts, 3 + 2, "three graded answers and two entries from carol's progress")
        XCTAssertEqual(lesson.steps[1].hints, 3)
        XCTAssertEqual(lesson.steps[1].solutionsShown, 1)
        // bob's and carol's step-3 errors differ; step 2 has bob's and carol's, one each: the tie goes to the first in order.
        XCTAssertEqual(lesson.steps[1].commonError, "error: cannot find 'x' in scope")
        XCTAssertEqual(lesson.steps[1].commonErrorCount, 1)
    }

    func testTheMostCommonErrorIgnoresFileAndLine() throws {
        try write("a.json", graded("a", met: [false]))
        try write("b.json", graded("b", met: [false]))
        try write("c.json", graded("c", met: [false], error: "other"))
        let (files, _) = ClassReport.load(paths: [folder.path])
        let step = try XCTUnwrap(ClassReport.build(files: files).lessons.first?.steps.first)
        XCTAssertEqual(step.commonError, "error: cannot find 'x' in scope")
        XCTAssertEqual(step.commonErrorCount, 2)
        XCTAssertEqual(
            ClassReport.normalizedError("Fatal error: Index out of range\nanswers.swift:4: crash"), "Fatal error: Index out of range")
        XCTAssertNil(ClassReport.normalizedError("\n"))
    }

    func testFormats() throws {
        let report = try makeClass()
        let table = ClassReportFormat.table.render(report)
        XCTAssertTrue(table.contains("07-reuse-pool — The reuse pool at work: 1 of 3 learners finished every step"), table)
        XCTAssertTrue(table.contains("not finished: bob (step 2), carol (step 2)"), table)
        let markdown = ClassReportFormat.markdown.render(report)
        XCTAssertTrue(markdown.contains("| 2 | Scroll | 1/3 | 3 | 3 | 1 | error: cannot find 'x' in scope (1×) |"), markdown)
        XCTAssertTrue(markdown.contains("## Skipped files"), markdown)
        let csv = ClassReportFormat.csv.render(report).components(separatedBy: "\r\n")
        XCTAssertEqual(
            csv[0],
            "lesson,step,title,learners,finished,finished_by,not_finished,attempts,hints,solutions_shown,most_common_error,most_common_error_count,pack"
        )
        XCTAssertEqual(csv[3], "07-reuse-pool,3,Reuse,3,1,alice,bob;carol,3,0,0,error: cannot find 'x' in scope,1,")
        let json = try JSONSerialization.jsonObject(with: Data(ClassReportFormat.json.render(report).utf8)) as? [String: Any]
        let lessons = try XCTUnwrap(json?["lessons"] as? [[String: Any]])
        XCTAssertEqual(lessons.first?["completedBy"] as? [String], ["alice"])
    }

    func testCSVQuotesAndTheTableShowsNoRawEscapes() throws {
        try write("eve.json", graded("eve", met: [false], error: "a, \\\"quoted\\\" \\u001b[31mred"))
        let (files, _) = ClassReport.load(paths: [folder.path])
        let report = ClassReport.build(files: files)
        let csv = ClassReportFormat.csv.render(report)
        XCTAssertTrue(csv.contains(#""error: a, ""quoted"" "#), csv)
        XCTAssertFalse(ClassReportFormat.table.render(report).contains("\u{1B}"), "escapes are made visible")
    }

    func testUnreadableInputs() throws {
        try write("huge.json", String(repeating: " ", count: ClassReport.maximumFileBytes + 1))
        try write(
            "bad-step.json", #"{"lesson": "x", "steps": [{"number": 0, "title": "t", "answered": true, "met": true, "diagnostics": ""}]}"#)
        let (files, skipped) = ClassReport.load(paths: [folder.path, "/no/such/file.json"])
        XCTAssertTrue(files.isEmpty)
        XCTAssertEqual(Set(skipped.map(\.reason)), ["a step number is out of range", "larger than 4 MB", "no such file"])
    }

    /// A result of `lesson run --json` in a pack: the lesson id and the pack's id.
    func packed(_ json: String, lesson: String = "07-reuse-pool", pack: String?) -> String {
        let packField = pack.map { #""pack": "\#($0)", "# } ?? ""
        return json.replacingOccurrences(of: #"{"lesson": "07-reuse-pool", "#, with: #"{"lesson": "\#(lesson)", \#(packField)"#)
    }

    func testAWorkshopsReportCountsOnlyItsOwnLessonsInTheManifestsOrder() throws {
        try write("alice.json", packed(graded("alice", met: [true, true]), lesson: "own-scroll", pack: "tuesday"))
        try write("bob.json", packed(graded("bob", met: [true, false]), lesson: "own-scroll", pack: "tuesday"))
        try write("bob.2.json", packed(graded("bob", met: [true]), lesson: "07-reuse-pool", pack: "tuesday"))
        try write("carol.json", packed(graded("carol", met: [true, true]), lesson: "own-scroll", pack: "monday"))
        try write("dan.json", packed(graded("dan", met: [true]), lesson: "07-reuse-pool", pack: nil))
        try write("erin.json", packed(graded("erin", met: [true]), lesson: "99-elsewhere", pack: "tuesday"))
        try write(
            "fay.progress.json",
            #"{"format": 1, "pack": "tuesday", "lessons": {"own-scroll": {"completedSteps": [1, 2], "hintsUsed": {}, "solutionsShown": [], "currentStep": 2}, "02-other": {"completedSteps": [1], "hintsUsed": {}, "solutionsShown": [], "currentStep": 1}}}"#
        )
        let (files, skipped) = ClassReport.load(paths: [folder.path])
        let scope = ClassReport.WorkshopScope(
            id: "tuesday", title: "Cell reuse on Tuesday",
            lessons: [
                ("own-scroll", "Scrolling a feed", ["Register", "Scroll"]), ("07-reuse-pool", "The reuse pool", ["Register"]),
                ("08-untouched", "Nobody got here", ["One"]),
            ])
        let report = ClassReport.build(files: files, skipped: skipped, workshop: scope)
        XCTAssertEqual(report.workshop?.title, "Cell reuse on Tuesday")
        XCTAssertEqual(
            report.learners, ["alice", "bob", "fay"], "carol (monday), dan (built-in) and erin's lesson are not this workshop's")
        XCTAssertEqual(report.lessons.map(\.id), ["own-scroll", "07-reuse-pool", "08-untouched"], "the manifest's order")
        XCTAssertEqual(report.lessons[0].steps.map(\.finished), [["alice", "bob", "fay"], ["alice", "fay"]])
        XCTAssertEqual(report.lessons[1].learners, ["alice", "bob", "fay"], "everyone in the workshop counts for every lesson")
        XCTAssertEqual(report.lessons[1].completedBy, ["bob"])
        XCTAssertEqual(report.lessons[2].completedBy, [])
        let leftOut = report.leftOut.map { (($0.file as NSString).lastPathComponent, $0.reason) }
        XCTAssertEqual(leftOut.map(\.0), ["carol.json", "dan.json", "erin.json", "fay.progress.json"])
        XCTAssertEqual(leftOut[0].1, "from the workshop pack “monday”; this report is for “tuesday”")
        XCTAssertEqual(leftOut[1].1, "from the built-in lessons, not a workshop pack; this report is for “tuesday”")
        XCTAssertEqual(leftOut[3].1, "the lesson “02-other” is not in the workshop’s manifest")
        let table = ClassReportFormat.table.render(report)
        XCTAssertTrue(table.hasPrefix("Workshop: Cell reuse on Tuesday (tuesday)\n3 learners: alice, bob, fay\n"), table)
        XCTAssertTrue(
            table.contains("Not counted (not this workshop's):\n  \(folder.appendingPathComponent("carol.json").path): from"), table)
        XCTAssertTrue(ClassReportFormat.markdown.render(report).hasPrefix("# Class report: Cell reuse on Tuesday\n"))
    }

    func testWithoutAPackLessonsOfTwoPacksAreNeverAddedTogether() throws {
        try write("alice.json", packed(graded("alice", met: [true]), pack: "tuesday"))
        try write("bob.json", packed(graded("bob", met: [false]), pack: nil))
        let (files, _) = ClassReport.load(paths: [folder.path])
        let report = ClassReport.build(files: files)
        XCTAssertEqual(report.lessons.map(\.pack), [nil, "tuesday"])
        XCTAssertEqual(report.lessons.map(\.learners), [["bob"], ["alice"]])
        XCTAssertTrue(ClassReportFormat.table.render(report).contains("07-reuse-pool [pack tuesday]: 1 of 1 learners"))
    }
}
