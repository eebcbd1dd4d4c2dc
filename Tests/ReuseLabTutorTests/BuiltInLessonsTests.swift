import ReuseLabLanguage
import XCTest

@testable import ReuseLabTutor

/// Every lesson shipped in `Lessons/` parses and follows the structural rules. Whether each solution
/// meets its goal needs the real language: `reuselab lesson check` tests that.
final class BuiltInLessonsTests: XCTestCase {
    private var lessonsFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Lessons")
    }

    func testEveryBuiltInLessonParsesAndIsComplete() throws {
        let loaded = LessonLibrary(directory: lessonsFolder).loadAll()
        XCTAssertGreaterThanOrEqual(loaded.count, 9, "lessons 0 to 8")
        var ids = Set<String>()
        for entry in loaded {
            let lesson: Lesson
            do {
                lesson = try entry.result.get()
            } catch {
                XCTFail("\(error)")
                continue
            }
            XCTAssertTrue(ids.insert(lesson.id).inserted, "duplicate id \(lesson.id)")
            XCTAssertEqual(lesson.id, entry.url.lastPathComponent, "the folder is named after the id")
            XCTAssertNotNil(lesson.number, "\(lesson.id) starts with its number")
            XCTAssertFalse(lesson.articles.isEmpty)
            for article in lesson.articles {
                XCTAssertTrue(article.address.hasPrefix("https://"), "\(lesson.id): \(article.address)")
            }
            XCTAssertFalse(lesson.intro.isEmpty, "\(lesson.id) has an intro")
            XCTAssertGreaterThanOrEqual(lesson.steps.count, 3, "\(lesson.id) has several steps")
            for (index, step) in lesson.steps.enumerated() {
                let place = "\(lesson.id) step \(index + 1)"
                XCTAssertFalse(step.prose.isEmpty, "\(place) says what to do")
                XCTAssertFalse(step.hints.isEmpty, "\(place) has hints")
                XCTAssertFalse(step.goal.checks.isEmpty, "\(place) has a goal")
                XCTAssertFalse(step.solution.code.isEmpty, "\(place) has a solution")
            }
        }
        XCTAssertEqual(Set(loaded.compactMap { $0.lesson?.number }), Set(0...9))
    }

    func testLessonsTeachBothKindsOfFailure() {
        let goals = LessonLibrary(directory: lessonsFolder).loadAll().compactMap(\.lesson).flatMap(\.steps).flatMap(\.goal.checks)
        XCTAssertTrue(
            goals.contains {
                if case .compileError = $0.condition { return true }
                return false
            })
        for origin in CrashFact.Origin.allCases {
            XCTAssertTrue(
                goals.contains {
                    if case .crash(origin, _, _) = $0.condition { return true }
                    return false
                }, "\(origin)")
        }
    }

    /// Output, diagnostics and status are additions: every goal also checks the world, the events, a
    /// declaration, a name the code uses, a crash's origin or a compiler error by its message.
    func testEveryGoalChecksMoreThanText() {
        for lesson in LessonLibrary(directory: lessonsFolder).loadAll().compactMap(\.lesson) {
            for (index, step) in lesson.steps.enumerated() {
                let typed = step.goal.checks.filter { check in
                    switch check.condition {
                    case .status, .outputContains, .outputLine, .outputEmpty, .diagnosticsContains: return false
                    default: return !check.negated
                    }
                }
                XCTAssertFalse(typed.isEmpty, "\(lesson.id) step \(index + 1) checks only text")
                XCTAssertFalse(step.mustFail.isEmpty, "\(lesson.id) step \(index + 1) has no must-fail answer")
                XCTAssertFalse(step.mustPass.isEmpty, "\(lesson.id) step \(index + 1) has no must-pass answer")
            }
        }
    }

    func testNibsNamedInLessonsShipWithThem() throws {
        // A lesson that registers a nib it expects to load must ship the .xib (GhostCell is missing on purpose).
        for lesson in LessonLibrary(directory: lessonsFolder).loadAll().compactMap(\.lesson) {
            for step in lesson.steps {
                for case .registered(_, let source?, _, _) in step.goal.checks.map(\.condition) where source.hasPrefix("nib ") {
                    let name = source.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    XCTAssertTrue(
                        FileManager.default.fileExists(atPath: lesson.directory.appendingPathComponent("\(name).xib").path),
                        "\(lesson.id) needs \(name).xib")
                }
            }
        }
    }

    func testTheScaffoldIsAValidLesson() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-scaffold-\(UUID().uuidString)")
        let folder = try LessonScaffold.create(named: "My First Lesson!", in: parent)
        XCTAssertEqual(folder.lastPathComponent, "my-first-lesson")
        let lesson = try LessonParser.load(from: folder)
        XCTAssertEqual(lesson.id, "my-first-lesson")
        XCTAssertEqual(lesson.steps.count, 1)
        XCTAssertFalse(lesson.steps[0].mustFail.isEmpty, "the scaffold shows must-fail answers")
        XCTAssertFalse(lesson.steps[0].mustPass.isEmpty, "and must-pass ones")
        XCTAssertEqual(lesson.steps[0].mustPass[0].entries.count, 2, "`// next entry` splits an answer")
        XCTAssertThrowsError(try LessonScaffold.create(named: "my first lesson", in: parent))
    }
}
