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
        XCTAssertEqual(LessonLibrary.locateBuiltIn(environment: ["REUSELAB_LESSONS": lessons.path], currentDirectory: URL(fileURLWithPath: "/"),
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
        XCTAssertEqual(LessonLibrary.locateBuiltIn(environment: [:], currentDirectory: URL(fileURLWithPath: "/"), executable: executable)?.path,
                       checkoutLessons.path)
        XCTAssertEqual(LessonLibrary.locateBuiltIn(environment: [:], currentDirectory: root, executable: nil)?.path, checkoutLessons.path)
        XCTAssertNil(LessonLibrary.locateBuiltIn(environment: [:], currentDirectory: URL(fileURLWithPath: "/proc"), executable: nil))
    }
}
