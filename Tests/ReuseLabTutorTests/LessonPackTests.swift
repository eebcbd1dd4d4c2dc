import Foundation
import XCTest

@testable import ReuseLabTutor

/// Workshop packs: the manifest read with every problem at its line, lessons in the teacher's order (the
/// pack's own folders and built-in lessons by id), `:lesson N` as the N-th, the restrictions, per-pack progress.
final class LessonPackTests: XCTestCase {
    private var folder: URL!
    private var builtIn: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-pack-\(UUID().uuidString)")
        builtIn = folder.appendingPathComponent("builtin")
        try write(lesson(id: "01-shipped", title: "A shipped lesson"), to: builtIn.appendingPathComponent("01-shipped/lesson.md"))
        try write(lesson(id: "02-other", title: "Another shipped lesson"), to: builtIn.appendingPathComponent("02-other/lesson.md"))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func lesson(id: String, title: String) -> String {
        """
        ---
        id: \(id)
        title: \(title)
        article: An Article | An Author | https://example.com/a
        ---

        ```swift start
        let x = 1
        ```

        ## Step 1: Print

        Print something.

        ```goal
        status ran
        output line "hi"
        ```

        ```hint
        A print.
        ```

        ```swift solution
        print("hi")
        ```

        """
    }

    private func pack(_ manifest: String) throws -> URL {
        let pack = folder.appendingPathComponent("pack-\(UUID().uuidString.prefix(6))")
        try write(manifest, to: pack.appendingPathComponent("workshop.md"))
        try write(lesson(id: "own-lesson", title: "The teacher's own"), to: pack.appendingPathComponent("own/lesson.md"))
        return pack
    }

    func testAManifestListsOwnAndShippedLessonsInItsOrder() throws {
        let directory = try pack(
            """
            ---
            id: tuesday
            title: Tuesday's workshop
            lessons:
              - 02-other
              - own
              - 01-shipped
            hints: off
            solutions: hidden
            time-box: 1h 30m
            ---
            Welcome, class.
            """)
        let loaded = try LessonPackParser.load(directory: directory, builtIn: builtIn)
        XCTAssertEqual(loaded.id, "tuesday")
        XCTAssertEqual(loaded.title, "Tuesday's workshop")
        XCTAssertEqual(loaded.lessons.map(\.reference), ["02-other", "own", "01-shipped"])
        XCTAssertEqual(loaded.lessons.map(\.isBuiltIn), [true, false, true])
        XCTAssertEqual(loaded.lessons.map(\.line), [5, 6, 7])
        XCTAssertEqual(loaded.restrictions, LessonPack.Restrictions(hints: false, solutions: false, timeBoxMinutes: 90))
        XCTAssertEqual(loaded.restrictions.summary, "hints off · solutions hidden · time box 90 minutes")
        XCTAssertEqual(loaded.welcome, "Welcome, class.")

        let library = LessonLibrary(pack: loaded)
        XCTAssertEqual(library.loadAll().compactMap { $0.lesson?.id }, ["02-other", "own-lesson", "01-shipped"])
        // A number is the place in the manifest, not the id's digits.
        XCTAssertEqual(try library.resolve("1").lesson?.id, "02-other")
        XCTAssertEqual(try library.resolve("3").lesson?.id, "01-shipped")
        XCTAssertEqual(try library.resolve("own-lesson").lesson?.id, "own-lesson")
    }

    func testEveryManifestProblemIsReportedAtItsLine() throws {
        let directory = try pack(
            """
            ---
            title: Broken
            lessons:
              - 01-shipped
              - nowhere
              - 01-shipped
            hints: sometimes
            colour: blue
            time-box: later
            - stray
            ---
            """)
        let (_, problems) = LessonPackParser.parse(directory: directory, builtIn: builtIn)
        let manifest = directory.appendingPathComponent("workshop.md").path
        XCTAssertEqual(
            problems.map(\.description),
            [
                "\(manifest):5: error: no lesson “nowhere”: neither a folder with a lesson.md in the pack nor a built-in lesson",
                "\(manifest):6: error: “01-shipped” is already listed at line 4",
                "\(manifest):7: error: “hints:” is on or off, found “sometimes”",
                "\(manifest):8: error: unknown manifest key “colour”; known keys: id, title, lessons, hints, solutions, time-box",
                "\(manifest):9: error: “time-box:” reads like “90 minutes”, “45m” or “1h 30m”, found “later”",
                "\(manifest):10: error: a “- ” item outside the lessons: list",
            ])
        XCTAssertThrowsError(try LessonPackParser.load(directory: directory, builtIn: builtIn))
    }

    func testAMissingOrUnclosedManifest() throws {
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        XCTAssertTrue(
            LessonPackParser.parse(directory: empty, builtIn: builtIn).problems.first?.message
                .contains("needs a workshop.md manifest") == true)
        let unclosed = try pack("---\ntitle: T\nlessons:\n  - own\n")
        XCTAssertEqual(LessonPackParser.parse(directory: unclosed, builtIn: builtIn).problems.map(\.line), [1])
        let noLessons = try pack("---\ntitle: T\n---\n")
        XCTAssertEqual(
            LessonPackParser.parse(directory: noLessons, builtIn: builtIn).problems.map(\.message),
            ["the manifest has no “lessons:” list"])
        let folderID = try pack("---\ntitle: T\nlessons:\n  - own\n---\n")
        XCTAssertEqual(try LessonPackParser.load(directory: folderID, builtIn: builtIn).id, folderID.lastPathComponent)
    }

    func testTimeBoxesInATeachersWords() {
        let cases: [(String, Int?)] = [
            ("90 minutes", 90), ("45m", 45), ("1h 30m", 90), ("2 hours", 120), ("30", 30),
            ("soon", nil), ("0m", nil), ("1 fortnight", nil),
        ]
        for (text, minutes) in cases {
            let directory = try? pack("---\ntitle: T\nlessons:\n  - own\ntime-box: \(text)\n---\n")
            let loaded = directory.flatMap { try? LessonPackParser.load(directory: $0, builtIn: builtIn) }
            XCTAssertEqual(loaded?.restrictions.timeBoxMinutes, minutes, text)
            if minutes == nil { XCTAssertNil(loaded, text) }
        }
    }

    func testRestrictionsRefuseHintsAndSolutionsAndProgressIsThePacks() throws {
        let directory = try pack("---\nid: quiet\ntitle: Quiet\nlessons:\n  - own\nhints: off\nsolutions: hidden\n---\n")
        let loaded = try LessonPackParser.load(directory: directory, builtIn: builtIn)
        let store = ProgressStore.fileURL(forPack: loaded, environment: ["REUSELAB_STATE_DIR": folder.appendingPathComponent("state").path])
        XCTAssertEqual(store.path, folder.appendingPathComponent("state/packs/quiet.json").path)
        let tutor = LessonController(
            library: LessonLibrary(pack: loaded), store: ProgressStore(fileURL: store),
            makeEngine: { _ in FakeEngine() })
        XCTAssertTrue(tutor.list().hasPrefix("Workshop: Quiet ("), tutor.list())
        XCTAssertTrue(tutor.list().contains("hints off · solutions hidden"), tutor.list())
        XCTAssertTrue(tutor.start("1").contains("Lesson own-lesson"))
        XCTAssertEqual(tutor.hint(), "✗ Hints are switched off in this workshop: ask your teacher, or read the goal again with `:goal`.")
        XCTAssertEqual(tutor.solution(), "✗ Solutions are hidden in this workshop: `:goal` shows what is still missing.")
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.path), "starting a lesson saves the pack's progress")
        XCTAssertTrue(ProgressStore(fileURL: store).load().progress.lessons.keys.contains("own-lesson"))
    }

    func testTheTimeBoxInformsAtThePromptAndInProgressAndNeverStopsAnything() throws {
        let directory = try pack("---\nid: boxed\ntitle: Boxed\nlessons:\n  - own\ntime-box: 90 minutes\n---\n")
        let loaded = try LessonPackParser.load(directory: directory, builtIn: builtIn)
        let tutor = LessonController(
            library: LessonLibrary(pack: loaded), store: ProgressStore(fileURL: folder.appendingPathComponent("boxed.json")),
            makeEngine: { _ in FakeEngine() })
        let opened = Date()
        tutor.now = { opened.addingTimeInterval(12 * 60 + 5) }
        XCTAssertEqual(tutor.timeBoxLabel(unicode: true), "[12 min · 78 left]")
        XCTAssertTrue(tutor.start("1").contains("Lesson own-lesson"))
        XCTAssertTrue(tutor.progressSummary().contains("12 of 90 minutes used in this session (78 left)"), tutor.progressSummary())
        // Past the box: the label says so, and the lesson goes on as before.
        tutor.now = { opened.addingTimeInterval(95 * 60 + 5) }
        XCTAssertEqual(tutor.timeBoxLabel(unicode: false), "[95 min - 5 over]")
        XCTAssertTrue(tutor.progressSummary().contains("the time box is over; nothing stops, it is a guide"), tutor.progressSummary())
        XCTAssertTrue(tutor.hint().contains("A print."), "hints still work after the time box")
        XCTAssertFalse(tutor.start("1").hasPrefix("✗"), "lessons still start after the time box")
        // Without a time box there is nothing to show.
        let plain = LessonController(
            library: LessonLibrary(
                pack: try LessonPackParser.load(directory: try pack("---\ntitle: Open\nlessons:\n  - own\n---\n"), builtIn: builtIn)),
            store: ProgressStore(fileURL: folder.appendingPathComponent("open.json")), makeEngine: { _ in FakeEngine() })
        XCTAssertNil(plain.timeBoxLabel(unicode: true))
    }

    func testProgressExportedFromAPackNamesThePack() throws {
        let directory = try pack("---\nid: named\ntitle: Named\nlessons:\n  - own\n---\n")
        let loaded = try LessonPackParser.load(directory: directory, builtIn: builtIn)
        let tutor = LessonController(
            library: LessonLibrary(pack: loaded), store: ProgressStore(fileURL: folder.appendingPathComponent("named.json")),
            makeEngine: { _ in FakeEngine() })
        _ = tutor.start("1")
        let exported = folder.appendingPathComponent("ann.json")
        XCTAssertTrue(tutor.exportProgress(to: exported.path).hasPrefix("Progress exported"))
        let file = try ProgressStore.decode(Data(contentsOf: exported))
        XCTAssertEqual(file.pack, "named")
        XCTAssertNotNil(file.lessons["own-lesson"])
    }
}
