import XCTest

@testable import ReuseLabTutor

final class LessonLibraryTests: XCTestCase {
    func testResolvesByIdNumberFolderAndPath() throws {
        let folder = try writeLesson(sampleLesson)
        let library = LessonLibrary(directory: folder.deletingLastPathComponent())
        XCTAssertEqual(try library.resolve("99-test").lesson?.id, "99-test")
        XCTAssertEqual(try library.resolve("99").lesson?.id, "99-test")
        XCTAssertEqual(try library.resolve(folder.path).lesson?.id, "99-test")
        XCTAssertEqual(try library.resolve(folder.appendingPathComponent("lesson.md").path).lesson?.id, "99-test")
        XCTAssertThrowsError(try library.resolve("42")) { error in
            XCTAssertEqual(String(describing: error), "no lesson “42”; lessons: 99-test")
        }
    }

    func testLocatesLessonsFromTheEnvironmentTheCurrentDirectoryOrTheExecutable() throws {
        let folder = try writeLesson(sampleLesson)
        let lessons = folder.deletingLastPathComponent()
        XCTAssertEqual(
            LessonLibrary.locateBuiltIn(
                environment: ["REUSELAB_LESSONS": lessons.path], currentDirectory: URL(fileURLWithPath: "/"),
                executable: nil)?.path, lessons.path)
        // A checkout: <root>/Lessons beside <root>/.build/debug/reuselab.
        let root = lessons.appendingPathComponent("checkout")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder, to: root.appendingPathComponent("staging"))
        let staged = root.appendingPathComponent("staging")
        let checkoutLessons = root.appendingPathComponent("Lessons")
        try FileManager.default.createDirectory(at: checkoutLessons, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: staged, to: checkoutLessons.appendingPathComponent("99-test"))
        let executable = root.appendingPathComponent(".build/debug/reuselab")
        XCTAssertEqual(
            LessonLibrary.locateBuiltIn(environment: [:], currentDirectory: URL(fileURLWithPath: "/"), executable: executable)?.path,
            checkoutLessons.path)
        XCTAssertEqual(LessonLibrary.locateBuiltIn(environment: [:], currentDirectory: root, executable: nil)?.path, checkoutLessons.path)
        XCTAssertNil(
            LessonLibrary.locateBuiltIn(
                environment: [:], currentDirectory: URL(fileURLWithPath: "/proc"), executable: nil,
                embedded: false))
    }

    /// With no folder anywhere, the lessons embedded at build time are written to the cache and used;
    /// they are the checkout's `Lessons/` file for file.
    func testFallsBackToTheLessonsEmbeddedInTheBinary() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let found = try XCTUnwrap(
            LessonLibrary.locateBuiltIn(
                environment: ["XDG_CACHE_HOME": cache.path],
                currentDirectory: URL(fileURLWithPath: "/proc"), executable: nil))
        XCTAssertTrue(found.path.hasPrefix(cache.path), found.path)
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Lessons")
        let inCheckout = try FileManager.default.subpathsOfDirectory(atPath: checkout.path).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: checkout.appendingPathComponent($0).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
        XCTAssertEqual(BuiltInLessons.fileCount, inCheckout.count)
        for path in inCheckout {
            XCTAssertEqual(
                FileManager.default.contents(atPath: found.appendingPathComponent(path).path),
                FileManager.default.contents(atPath: checkout.appendingPathComponent(path).path), path)
        }
        let library = LessonLibrary(directory: found)
        XCTAssertEqual(library.loadAll().compactMap(\.lesson).count, library.loadAll().count)
        XCTAssertGreaterThanOrEqual(library.loadAll().count, 9)
        // A second start finds the folder complete and reuses it.
        XCTAssertEqual(BuiltInLessons.extracted(environment: ["XDG_CACHE_HOME": cache.path])?.path, found.path)
    }
}

/// A shell that never opens a lesson does not look for the built-in ones (a search of several folders, or
/// a comparison of the embedded lessons with their extracted copy, at every start).
final class LessonLibraryLocationTests: XCTestCase {
    func testTheFolderIsLookedForOnFirstUseAndOnceForEveryCopy() {
        var searches = 0
        let library = LessonLibrary.located(by: {
            searches += 1
            return URL(fileURLWithPath: "/tmp/lessons-here")
        })
        let copy = library
        XCTAssertEqual(searches, 0)
        XCTAssertEqual(copy.directory?.path, "/tmp/lessons-here")
        XCTAssertEqual(library.directory?.path, "/tmp/lessons-here")
        XCTAssertEqual(searches, 1)
    }

    func testAFolderNotFoundIsRememberedToo() {
        var searches = 0
        let library = LessonLibrary.located(by: {
            searches += 1
            return nil
        })
        XCTAssertNil(library.directory)
        XCTAssertNil(library.directory)
        XCTAssertEqual(searches, 1)
    }
}
