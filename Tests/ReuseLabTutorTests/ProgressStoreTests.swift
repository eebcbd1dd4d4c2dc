import XCTest

@testable import ReuseLabTutor

final class ProgressStoreTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-progress-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var fileURL: URL { folder.appendingPathComponent("state/progress.json") }

    private func sample() -> ProgressFile {
        var progress = ProgressFile()
        var lesson = LessonProgress()
        lesson.markCompleted(2)
        lesson.markCompleted(1)
        lesson.recordHint(2, forStep: 3)
        lesson.recordSolutionShown(3)
        lesson.currentStep = 3
        progress[lesson: "01-string-api"] = lesson
        return progress
    }

    func testDefaultLocation() {
        XCTAssertEqual(
            ProgressStore.defaultFileURL(environment: ["REUSELAB_STATE_DIR": "/s", "XDG_STATE_HOME": "/x", "HOME": "/h"]).path,
            "/s/progress.json")
        XCTAssertEqual(ProgressStore.defaultFileURL(environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]).path, "/x/reuselab/progress.json")
        XCTAssertEqual(
            ProgressStore.defaultFileURL(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).path,
            "/h/.local/state/reuselab/progress.json")
        XCTAssertEqual(ProgressStore.defaultFileURL(environment: ["HOME": "/h"]).path, "/h/.local/state/reuselab/progress.json")
    }

    func testMissingFileIsFreshProgress() {
        let (progress, notice) = ProgressStore(fileURL: fileURL).load()
        XCTAssertEqual(progress, ProgressFile())
        XCTAssertNil(notice)
    }

    func testSaveThenLoadRoundTrips() throws {
        let store = ProgressStore(fileURL: fileURL)
        try store.save(sample())
        let (loaded, notice) = store.load()
        XCTAssertNil(notice)
        XCTAssertEqual(loaded, sample())
        XCTAssertEqual(loaded[lesson: "01-string-api"].completedSteps, [1, 2])
        XCTAssertEqual(loaded[lesson: "01-string-api"].hints(forStep: 3), 2)
    }

    func testWriteIsAtomicAndLeavesNoTemporaryFiles() throws {
        let store = ProgressStore(fileURL: fileURL)
        try store.save(ProgressFile())
        try store.save(sample())
        let names = try FileManager.default.contentsOfDirectory(atPath: fileURL.deletingLastPathComponent().path)
        XCTAssertEqual(names, ["progress.json"])
        XCTAssertEqual(store.load().progress, sample())
    }

    func testSaveIntoAnUnwritablePlaceThrowsInsteadOfCrashing() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocker = folder.appendingPathComponent("file")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let store = ProgressStore(fileURL: blocker.appendingPathComponent("progress.json"))
        XCTAssertThrowsError(try store.save(sample())) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("cannot create"), "\(error)")
        }
    }

    func testCorruptFileIsSetAsideWithAMessage() throws {
        try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{ not json".write(to: fileURL, atomically: true, encoding: .utf8)
        let store = ProgressStore(fileURL: fileURL)
        let moment = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
        let (progress, notice) = store.load(now: moment)
        XCTAssertEqual(progress, ProgressFile())
        let aside = fileURL.path + ".corrupt-20231114-221320"
        XCTAssertTrue(FileManager.default.fileExists(atPath: aside))
        XCTAssertFalse(FileManager.default.fileExists(atPath: fileURL.path))
        XCTAssertEqual(try String(contentsOfFile: aside, encoding: .utf8), "{ not json")
        XCTAssertTrue(notice?.contains("could not be read") == true, notice ?? "")
        XCTAssertTrue(notice?.contains("It was moved to \(aside)") == true, notice ?? "")

        // A second corrupt file in the same second gets its own name.
        try "[]".write(to: fileURL, atomically: true, encoding: .utf8)
        _ = store.load(now: moment)
        XCTAssertTrue(FileManager.default.fileExists(atPath: aside + "-2"))
    }

    func testWrongShapeIsCorruptToo() throws {
        try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"format\": 1}".write(to: fileURL, atomically: true, encoding: .utf8)
        let (_, notice) = ProgressStore(fileURL: fileURL).load()
        XCTAssertTrue(notice?.contains("the field “lessons” is missing") == true, notice ?? "")
    }

    func testExportImportRoundTrip() throws {
        let home = ProgressStore(fileURL: fileURL)
        let exported = folder.appendingPathComponent("carry/progress-export.json")
        try home.export(sample(), to: exported)

        let elsewhere = ProgressStore(fileURL: folder.appendingPathComponent("other/progress.json"))
        let imported = try elsewhere.importProgress(from: exported)
        XCTAssertEqual(imported, sample())
        XCTAssertEqual(elsewhere.load().progress, sample())
    }

    func testImportingGarbageLeavesProgressAlone() throws {
        let store = ProgressStore(fileURL: fileURL)
        try store.save(sample())
        let garbage = folder.appendingPathComponent("garbage.json")
        try "hello".write(to: garbage, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try store.importProgress(from: garbage)) { error in
            XCTAssertTrue(String(describing: error).contains("is not a ReuseLab progress file"), "\(error)")
        }
        XCTAssertThrowsError(try store.importProgress(from: folder.appendingPathComponent("missing.json")))
        XCTAssertEqual(store.load().progress, sample())
    }
}
