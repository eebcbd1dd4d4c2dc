import ReuseLabLanguage
import XCTest

@testable import ReuseLabTutor

/// Progress that decodes but could never have been written is refused; two sessions sharing one state
/// folder both keep what they did; exports never destroy what their path points at (issue 19).
final class ProgressReliabilityTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-progress-reliability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var fileURL: URL { folder.appendingPathComponent("state/progress.json") }

    private func progressJSON(hints: String = "1", completed: String = "1", current: String = "1") -> Data {
        Data(
            #"{"format":1,"lessons":{"00-tour":{"completedSteps":[\#(completed)],"hintsUsed":{"1":\#(hints)},"solutionsShown":[],"currentStep":\#(current)}}}"#
                .utf8)
    }

    func testOutOfRangeValuesAreSetAsideOnLoadLikeACorruptFile() throws {
        for (hints, completed, current) in [("-1", "1", "1"), ("9223372036854775807", "1", "1"), ("1", "0", "1"), ("1", "1", "-5")] {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try progressJSON(hints: hints, completed: completed, current: current).write(to: fileURL)
            let (progress, notice) = ProgressStore(fileURL: fileURL).load()
            XCTAssertEqual(progress, ProgressFile())
            XCTAssertTrue(notice?.contains("out of range") ?? false, notice ?? "no notice")
            XCTAssertFalse(FileManager.default.fileExists(atPath: fileURL.path), "the bad file stays in place")
        }
        XCTAssertNoThrow(try ProgressStore.decode(progressJSON(hints: "2", completed: "1, 2", current: "3")))
    }

    func testImportRefusesOutOfRangeValuesAndKeepsTheCurrentProgress() throws {
        let store = ProgressStore(fileURL: fileURL)
        try store.save(ProgressFile(lessons: ["00-tour": LessonProgress(completedSteps: [1])]))
        let bad = folder.appendingPathComponent("bad.json")
        try progressJSON(hints: "-1").write(to: bad)
        XCTAssertThrowsError(try store.importProgress(from: bad)) { error in
            XCTAssertTrue("\(error)".contains("nothing was imported"), "\(error)")
        }
        XCTAssertEqual(store.load().progress[lesson: "00-tour"].completedSteps, [1])
    }

    /// Two shells on one state folder: each saves what it changed on top of what the other saved.
    func testTwoSessionsSharingAFolderKeepEachOthersProgress() throws {
        let first = ProgressStore(fileURL: fileURL)
        let second = ProgressStore(fileURL: fileURL)
        let start = ProgressFile(lessons: ["00-tour": LessonProgress(completedSteps: [1])])
        try first.save(start)
        let firstBase = first.load().progress
        let secondBase = second.load().progress

        var firstNow = firstBase
        firstNow[lesson: "00-tour"].markCompleted(2)
        firstNow[lesson: "00-tour"].recordHint(1, forStep: 3)
        firstNow[lesson: "01-string-api"] = LessonProgress(completedSteps: [1], currentStep: 2)
        _ = try first.save(firstNow, since: firstBase, forgetting: [])

        var secondNow = secondBase
        secondNow[lesson: "00-tour"].markCompleted(3)
        secondNow[lesson: "00-tour"].recordHint(2, forStep: 3)
        secondNow[lesson: "02-registerable-views"] = LessonProgress(currentStep: 4)
        let merged = try second.save(secondNow, since: secondBase, forgetting: [])

        XCTAssertEqual(merged, ProgressStore(fileURL: fileURL).load().progress)
        XCTAssertEqual(merged[lesson: "00-tour"].completedSteps, [1, 2, 3])
        XCTAssertEqual(merged[lesson: "00-tour"].hints(forStep: 3), 2)
        XCTAssertEqual(merged[lesson: "01-string-api"].currentStep, 2, "the first session's lesson survived the second's save")
        XCTAssertEqual(merged[lesson: "02-registerable-views"].currentStep, 4)

        // A lesson reset in one session replaces, rather than merges with, what is saved.
        var reset = merged
        reset[lesson: "00-tour"] = LessonProgress()
        let afterReset = try first.save(reset, since: merged, forgetting: ["00-tour"])
        XCTAssertEqual(afterReset[lesson: "00-tour"].completedSteps, [])
        XCTAssertEqual(afterReset[lesson: "01-string-api"].currentStep, 2)
    }

    func testExportNeverReplacesWithoutForceAndWritesThroughLinks() throws {
        let store = ProgressStore(fileURL: fileURL)
        let progress = ProgressFile(lessons: ["00-tour": LessonProgress(completedSteps: [1])])
        let existing = folder.appendingPathComponent("existing.json")
        try Data("precious".utf8).write(to: existing)
        XCTAssertThrowsError(try store.export(progress, to: existing)) { error in
            XCTAssertTrue("\(error)".contains("--force"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "precious")

        let target = folder.appendingPathComponent("target.json")
        let link = folder.appendingPathComponent("link.json")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.json")
        try store.export(progress, to: link, force: true)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "target.json", "the link stays a link")
        XCTAssertEqual(try ProgressStore.decode(Data(contentsOf: target)), progress)

        let fifo = folder.appendingPathComponent("fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        XCTAssertThrowsError(try store.export(progress, to: fifo, force: true)) { error in
            XCTAssertTrue("\(error)".contains("not a regular file"), "\(error)")
        }
        XCTAssertThrowsError(try store.export(progress, to: URL(fileURLWithPath: "/dev/null"), force: true))
    }

    func testLessonFilesWithCRLFLineEndingsAndControlCharactersLoad() throws {
        let text =
            "---\r\nid: 98-crlf\r\ntitle: Windows \u{1B}]0;PWNED\u{07}line endings\r\narticle: An Article | An Author | https://example.com/a\r\n---\r\n"
            + "Intro.\r\n\r\n## Register\r\n\r\nDo it.\r\n\r\n```goal\r\nstatus ran\r\n```\r\n\r\n```hint\r\nA nudge \u{1B}[2J.\r\n```\r\n\r\n"
            + "```solution\r\nprint(1)\r\n```\r\n"
        let lesson = try LessonParser.parse(text, file: folder.appendingPathComponent("lesson.md"))
        XCTAssertEqual(lesson.id, "98-crlf")
        XCTAssertEqual(lesson.title, "Windows \\u{1B}]0;PWNED\\u{7}line endings")
        XCTAssertEqual(lesson.steps.first?.hints, ["A nudge \\u{1B}[2J."])
        XCTAssertEqual(lesson.steps.first?.solution.code, "print(1)")
    }
}
