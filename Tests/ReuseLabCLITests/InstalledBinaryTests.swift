import Foundation
import ReuseLabTestSupport
import XCTest

/// The binary on its own: copied away from the checkout, with no `REUSELAB_LESSONS`, it still has its
/// lessons (embedded at build time) and says which version it is.
final class InstalledBinaryTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reuselab-installed-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("home"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    /// The built binary, copied to `scratch/bin`, far from any `Lessons/` folder.
    private func copiedBinary() throws -> URL {
        let binary = Locations.reuselabBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("no reuselab executable at \(binary.path): build the package first")
        }
        let copy = scratch.appendingPathComponent("bin/reuselab")
        try FileManager.default.copyItem(at: binary, to: copy)
        return copy
    }

    /// Only HOME and PATH, as a fresh login would have: no REUSELAB_LESSONS, no XDG variables.
    private var bareEnvironment: [String: String] {
        [
            "HOME": scratch.appendingPathComponent("home").path, "PATH": "/usr/bin:/bin", "REUSELAB_LESSONS": "", "XDG_CACHE_HOME": "",
            "XDG_STATE_HOME": "",
        ]
    }

    func testCopiedBinaryListsAndChecksItsOwnLessons() throws {
        let binary = try copiedBinary()
        let list = try ProcessRunner.run(binary, ["lesson"], in: scratch, environment: bareEnvironment, timeout: 60)
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertFalse(list.stdout.contains("No lessons found"), list.stdout)
        XCTAssertTrue(list.stdout.contains("00-tour"), list.stdout)
        XCTAssertTrue(list.stdout.contains("08-cell-registration"), list.stdout)

        // The nib and storyboard files travel too: lesson 05 needs them to pass its own check.
        let check = try ProcessRunner.run(
            binary, ["lesson", "check", "05-reusable-library"], in: scratch, environment: bareEnvironment,
            timeout: 120)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
    }

    func testVersion() throws {
        let result = try ProcessRunner.run(Locations.reuselabBinary, ["--version"], in: scratch, timeout: 20)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("reuselab "), result.stdout)
        XCTAssertTrue(result.stdout.contains("swift-syntax 603.0.1"), result.stdout)
    }
}
