import Foundation
import ReuseLabLanguage

/// The speed goals ReuseLab holds itself to, each measured beside its anchor in the same run: CPython
/// for recursive calls, the real `swiftc -typecheck` for checking a corpus script. Anchors missing from
/// the machine are reported as such, never guessed.
public struct GoalResult: Codable, Sendable {
    public var name: String
    /// What ReuseLab took (seconds; CPU seconds where `isCPU`).
    public var seconds: Double
    public var isCPU: Bool
    /// The anchor's time in the same run, when the goal is a ratio and the anchor is on the machine.
    public var anchorName: String?
    public var anchorSeconds: Double?
    /// `seconds / anchorSeconds`, when there is an anchor.
    public var ratio: Double?
    /// The goal: a ratio (when there is an anchor) or seconds.
    public var goal: Double
    public var goalIsRatio: Bool
    /// nil when the anchor could not be measured.
    public var met: Bool?
    public var note: String?
}

/// Sizes of the goal measurements; the defaults are the ones the goals are stated for.
public struct GoalSizes: Sendable {
    public var fibonacci = 27
    public var scrollRows = 10_000
    public var entriesBeforeCrash = 300
    public var corpusScript = "05-reusable/cells-by-type.swift"
    public init() {}
}

enum GoalsBenchmark {
    static func run(executable: URL, corpus: URL, sizes: GoalSizes, runs: Int) throws -> [GoalResult] {
        var goals: [GoalResult] = []
        goals.append(try fibonacci(executable: executable, n: sizes.fibonacci, runs: runs))
        goals.append(try checkAgainstSwiftc(executable: executable, script: corpus.appendingPathComponent(sizes.corpusScript),
                                            oracle: corpus.deletingLastPathComponent().appendingPathComponent("oracle/typecheck"),
                                            runs: runs))
        goals.append(try scrollDownAndUp(executable: executable, rows: sizes.scrollRows, runs: runs))
        goals.append(crashRecovery(entries: sizes.entriesBeforeCrash, runs: runs))
        return goals
    }

    // MARK: recursive calls against CPython

    static func fibonacciSwift(_ n: Int) -> String {
        """
        func fib(_ n: Int) -> Int {
            if n < 2 { return n }
            return fib(n - 1) + fib(n - 2)
        }
        print(fib(\(n)))
        """
    }

    static func fibonacciPython(_ n: Int) -> String {
        "import sys\nsys.setrecursionlimit(10000)\ndef fib(n):\n    if n < 2: return n\n    return fib(n - 1) + fib(n - 2)\nprint(fib(\(n)))\n"
    }

    /// Both as whole processes, in CPU time (start-up included on both sides: what a user waits for).
    static func fibonacci(executable: URL, n: Int, runs: Int) throws -> GoalResult {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let swiftFile = folder.appendingPathComponent("fib.swift")
        let pythonFile = folder.appendingPathComponent("fib.py")
        try fibonacciSwift(n).write(to: swiftFile, atomically: true, encoding: .utf8)
        try fibonacciPython(n).write(to: pythonFile, atomically: true, encoding: .utf8)
        var ours: [Double] = []
        var theirs: [Double] = []
        let python = executableOnPath("python3")
        for _ in 0..<runs {
            let child = try ChildProcess.run(executable, ["run", "--steps", "1000000000", swiftFile.path])
            guard child.status == 0 else { throw ChildProcess.Failure(description: "fib.swift exited with status \(child.status)") }
            ours.append(child.childCPUSeconds)
            if let python {
                let anchor = try ChildProcess.run(python, [pythonFile.path])
                if anchor.status == 0 { theirs.append(anchor.childCPUSeconds) }
            }
        }
        return ratioGoal(name: "fib(\(n)) written in Swift, CPU time", seconds: Statistics.median(ours), isCPU: true,
                         anchorName: python == nil ? nil : "CPython (python3)", anchor: theirs, goal: 0.5,
                         missingNote: "python3 is not on PATH")
    }

    // MARK: checking a script against the real compiler

    static func checkAgainstSwiftc(executable: URL, script: URL, oracle: URL, runs: Int) throws -> GoalResult {
        let name = "reuselab run \(script.deletingLastPathComponent().lastPathComponent)/\(script.lastPathComponent)"
        guard FileManager.default.fileExists(atPath: script.path) else {
            return GoalResult(name: name, seconds: 0, isCPU: false, goal: 0.1, goalIsRatio: true, met: nil,
                              note: "the script is not there (--corpus PATH)")
        }
        var ours: [Double] = []
        var theirs: [Double] = []
        let hasOracle = FileManager.default.isExecutableFile(atPath: oracle.path) && executableOnPath("swiftc") != nil
        if hasOracle { _ = try? ChildProcess.run(oracle, [script.path]) }  // builds its declaration modules once
        for _ in 0..<runs {
            ours.append(try ChildProcess.run(executable, ["run", script.path]).seconds)
            if hasOracle {
                let anchor = try ChildProcess.run(oracle, [script.path])
                if anchor.status == 0 { theirs.append(anchor.seconds) }
            }
        }
        return ratioGoal(name: name, seconds: Statistics.median(ours), isCPU: false,
                         anchorName: hasOracle ? "swiftc -typecheck (shared/oracle/typecheck)" : nil, anchor: theirs, goal: 0.1,
                         missingNote: "swiftc or shared/oracle/typecheck is not on this machine")
    }

    // MARK: a table scrolled down and back up

    static func scrollDownAndUp(executable: URL, rows: Int, runs: Int) throws -> GoalResult {
        var times: [Double] = []
        for _ in 0..<runs {
            let child = try ChildProcess.run(executable, ["bench", TableBenchmark.childOption, String(rows), TableBenchmark.roundTripOption])
            guard child.status == 0, let run = try? JSONDecoder().decode(ScrollRun.self, from: child.stdout), run.status == 0,
                  run.output == "\(rows - 1)\n0\n" else {
                throw ChildProcess.Failure(description: "the \(rows)-row round trip failed: \(String(decoding: child.stdout, as: UTF8.self))")
            }
            times.append(run.seconds)
        }
        let seconds = Statistics.median(times)
        return GoalResult(name: "\(rows) rows scrolled down and back up, one row at a time", seconds: seconds, isCPU: false,
                          goal: 0.25, goalIsRatio: false, met: seconds <= 0.25)
    }

    // MARK: crash recovery

    /// The entry after a crash pays for putting the world back as it was before the crash.
    static func crashRecovery(entries: Int, runs: Int) -> GoalResult {
        var times: [Double] = []
        for _ in 0..<runs {
            let session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), limits: RunLimits(eventHistory: 0))
            _ = session.submit("var total = 0", displayName: "<repl-1>")
            for i in 0..<entries {
                _ = session.submit("for k in 0..<10 { total += k * \(i) }", displayName: "<repl>")
            }
            _ = session.submit("let empty: [Int] = []\nprint(empty[1])", displayName: "<crash>")
            times.append(Statistics.time { _ = session.submit("print(total)", displayName: "<after>") })
        }
        let seconds = Statistics.median(times)
        return GoalResult(name: "the entry after a crash, \(entries) entries into a session", seconds: seconds, isCPU: false,
                          goal: 0.005, goalIsRatio: false, met: seconds <= 0.005)
    }

    // MARK: helpers

    static func ratioGoal(name: String, seconds: Double, isCPU: Bool, anchorName: String?, anchor: [Double], goal: Double,
                          missingNote: String) -> GoalResult {
        guard let anchorName, !anchor.isEmpty else {
            return GoalResult(name: name, seconds: seconds, isCPU: isCPU, goal: goal, goalIsRatio: true, met: nil, note: missingNote)
        }
        let anchorSeconds = Statistics.median(anchor)
        let ratio = seconds / max(anchorSeconds, 1e-9)
        return GoalResult(name: name, seconds: seconds, isCPU: isCPU, anchorName: anchorName, anchorSeconds: anchorSeconds, ratio: ratio,
                          goal: goal, goalIsRatio: true, met: ratio <= goal)
    }

    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-goals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func executableOnPath(_ name: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}
