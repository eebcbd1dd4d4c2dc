import Foundation
import ReuseLabTestSupport
import XCTest

/// `reuselab bench` end to end, kept small: one run, a tiny corpus of one script, a 20-row table.
final class BenchCommandTests: XCTestCase {
    func testJSONReportHasEveryMeasurement() throws {
        let binary = Locations.reuselabBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("no reuselab executable at \(binary.path): build the package first")
        }
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-bench-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: corpus) }
        try "print(1 + 1)\n".write(to: corpus.appendingPathComponent("two.swift"), atomically: true, encoding: .utf8)

        let result = try ProcessRunner.run(
            binary, ["bench", "--runs", "1", "--rows", "20,40", "--corpus", corpus.path, "--json", "--no-goals"],
            in: corpus, timeout: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        let startup = try XCTUnwrap(report["startup"] as? [String: Any])
        XCTAssertGreaterThan(startup["spawnToExitSeconds"] as? Double ?? 0, 0)
        let scripts = try XCTUnwrap((report["corpus"] as? [String: Any])?["scripts"] as? [[String: Any]])
        XCTAssertEqual(scripts.map { $0["path"] as? String }, ["two.swift"])
        XCTAssertEqual(scripts.first?["status"] as? Int, 0)
        let tables = try XCTUnwrap(report["tables"] as? [[String: Any]])
        XCTAssertEqual(tables.map { $0["rows"] as? Int }, [20, 40])
        for table in tables {
            XCTAssertEqual(table["cellsWithinVisiblePlusTwo"] as? Bool, true, "\(table)")
            XCTAssertEqual(table["scrolledToBottom"] as? Bool, true, "\(table)")
            XCTAssertGreaterThan(table["medianPeakMemoryBytes"] as? Int ?? 0, 0)
        }
        XCTAssertNotNil(report["memoryGrowthBytes"])
        XCTAssertEqual((report["goals"] as? [Any])?.count, 0)
        #if os(Linux)
            let code = try XCTUnwrap(report["code"] as? [String: Any], "\(report.keys)")
            XCTAssertGreaterThan(code["residentBytes"] as? Int ?? 0, 0)
            XCTAssertNotNil(code["hugePageBytes"] as? Int)
        #endif
    }

    /// The goals section, at small sizes: every goal is there, with its anchor when the machine has it.
    func testGoalsAreReportedBesideTheirAnchors() throws {
        let binary = Locations.reuselabBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("no reuselab executable at \(binary.path): build the package first")
        }
        let result = try ProcessRunner.run(
            binary,
            [
                "bench", "--runs", "1", "--rows", "20", "--corpus", Locations.corpusDirectory.path, "--json",
                "--goal-fib", "12", "--goal-rows", "30", "--goal-entries", "5",
            ],
            in: Locations.repositoryRoot, timeout: 240)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        let goals = try XCTUnwrap(report["goals"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(goals.count, 5, "\(goals)")
        for goal in goals {
            XCTAssertGreaterThan(goal["seconds"] as? Double ?? 0, 0, "\(goal)")
        }
        let fib = try XCTUnwrap(goals.first { ($0["name"] as? String)?.hasPrefix("fib(12)") == true })
        if Locations.executableOnPath("python3") != nil {
            XCTAssertEqual(fib["anchorName"] as? String, "CPython (python3)")
            let ratio = try XCTUnwrap(fib["ratio"] as? Double)
            // The runs' own ratios bound the median's.
            let lowest = try XCTUnwrap(fib["cpuRatioLowest"] as? Double, "\(fib)")
            let highest = try XCTUnwrap(fib["cpuRatioHighest"] as? Double, "\(fib)")
            XCTAssertLessThanOrEqual(lowest, ratio * (1 + 1e-9))
            XCTAssertGreaterThanOrEqual(highest, ratio * (1 - 1e-9))
        }
        XCTAssertTrue(goals.contains { ($0["name"] as? String)?.hasPrefix("30 rows scrolled down and back up") == true })
    }
}
