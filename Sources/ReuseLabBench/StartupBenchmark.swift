import Foundation
import ReuseLabLanguage

/// Start-up, measured two ways.
public struct StartupResult: Codable, Sendable {
    /// Spawn `reuselab repl --no-history` with empty stdin (batch mode) until it exits: process start,
    /// argument parsing, the shell set up, and exit. In batch mode the session makes its world (the Swift
    /// prelude) for the first entry, so there is none here (at a terminal the shell makes it before its
    /// first prompt): `oneLineScript…` is the start that pays for it.
    public var spawnToExitSeconds: Double
    /// The same child's CPU time (user and system): on a machine shared with other work, the wall time also
    /// counts the waits for a free core.
    public var spawnToExitCPUSeconds: Double
    /// `reuselab run` of a one-line script (`print(1)`) until it exits: the start-up above plus the Swift
    /// prelude parsed, checked and run, which a session makes for its first entry (wall and CPU).
    public var oneLineScriptSeconds: Double?
    public var oneLineScriptCPUSeconds: Double?
    /// `Session(...)` inside this process, its world made at once (`prepare()`): the Swift prelude alone.
    public var sessionSeconds: Double
}

enum StartupBenchmark {
    static func run(executable: URL, runs: Int) throws -> StartupResult {
        var spawned: [Double] = []
        var spawnedCPU: [Double] = []
        var sessions: [Double] = []
        var scripts: [Double] = []
        var scriptsCPU: [Double] = []
        let script = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("reuselab-bench-\(getpid())-print.swift")
        try "print(1)\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        for _ in 0..<runs {
            let child = try ChildProcess.run(executable, ["repl", "--no-history"])
            guard child.status == 0 else { throw ChildProcess.Failure(description: "reuselab repl exited with status \(child.status)") }
            spawned.append(child.seconds)
            spawnedCPU.append(child.childCPUSeconds)
            let oneLine = try ChildProcess.run(executable, ["run", script.path])
            guard oneLine.status == 0 else {
                throw ChildProcess.Failure(description: "reuselab run print(1) exited with status \(oneLine.status)")
            }
            scripts.append(oneLine.seconds)
            scriptsCPU.append(oneLine.childCPUSeconds)
            sessions.append(Statistics.time { Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())).prepare() })
        }
        return StartupResult(
            spawnToExitSeconds: Statistics.median(spawned), spawnToExitCPUSeconds: Statistics.median(spawnedCPU),
            oneLineScriptSeconds: Statistics.median(scripts), oneLineScriptCPUSeconds: Statistics.median(scriptsCPU),
            sessionSeconds: Statistics.median(sessions))
    }
}
