import Foundation
import ReuseLabLanguage

/// Start-up, measured two ways.
public struct StartupResult: Codable, Sendable {
    /// Spawn `reuselab repl --no-history` with empty stdin (batch mode) until it exits: process start,
    /// argument parsing, the Swift prelude parsed, checked and run (UIKit's waits for the first entry that
    /// names it), and exit. The first prompt would appear at that point in a terminal.
    public var spawnToExitSeconds: Double
    /// The same child's CPU time (user and system): on a machine shared with other work, the wall time also
    /// counts the waits for a free core.
    public var spawnToExitCPUSeconds: Double
    /// `Session(...)` inside this process: the Swift prelude alone.
    public var sessionSeconds: Double
}

enum StartupBenchmark {
    static func run(executable: URL, runs: Int) throws -> StartupResult {
        var spawned: [Double] = []
        var spawnedCPU: [Double] = []
        var sessions: [Double] = []
        for _ in 0..<runs {
            let child = try ChildProcess.run(executable, ["repl", "--no-history"])
            guard child.status == 0 else { throw ChildProcess.Failure(description: "reuselab repl exited with status \(child.status)") }
            spawned.append(child.seconds)
            spawnedCPU.append(child.childCPUSeconds)
            sessions.append(Statistics.time { _ = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())) })
        }
        return StartupResult(
            spawnToExitSeconds: Statistics.median(spawned), spawnToExitCPUSeconds: Statistics.median(spawnedCPU),
            sessionSeconds: Statistics.median(sessions))
    }
}
