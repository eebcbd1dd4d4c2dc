import Foundation
import ReuseLabTestSupport
import XCTest

/// The lessons the binary ships pass their own self-check: every solution and must-pass answer meets its
/// goal, and no must-fail answer does. A lesson edit that breaks a step fails `swift test`, not a workshop.
final class ShippedLessonsSelfCheckTests: XCTestCase {
    func testEveryShippedLessonPassesLessonCheck() throws {
        let binary = Locations.reuselabBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("no reuselab executable at \(binary.path): build the package first")
        }
        // From the repository root, `Lessons/` is the folder checked: the one the build embeds.
        let result = try ProcessRunner.run(
            binary, ["lesson", "check"], in: Locations.repositoryRoot,
            environment: ["REUSELAB_LESSONS": ""], timeout: 1_200)
        XCTAssertFalse(result.timedOut, "lesson check did not finish")
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains(" passed, 0 failed"), result.stdout)
    }
}
