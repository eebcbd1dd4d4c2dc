import Foundation
import ReuseLabLanguage

/// The speed goals ReuseLab holds itself to, each measured beside its anchor in the same run: CPython
/// for recursive calls, the real `swiftc -typecheck` for checking a corpus script. Anchors missing from
/// the machine are reported as such, never guessed.
public struct GoalResult: Codable, Sendable {
    public var name: String
    /// The figure the goal is judged on (seconds; CPU seconds where `isCPU`).
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
    /// Both clocks for ReuseLab and for the anchor (medians of each): on a shared machine the wall time
    /// counts waits for a core, the CPU time (getrusage) what the work cost.
    public var wallSeconds: Double?
    public var cpuSeconds: Double?
    public var anchorWallSeconds: Double?
    public var anchorCPUSeconds: Double?
    public var wallRatio: Double?
    public var cpuRatio: Double?
    /// The lowest and highest CPU ratio of a single run against the anchor's run beside it: where the goal lies
    /// between them, the median's verdict is within what the machine's noise moves (a shared virtual machine's
    /// runs of the same binary differed by half in one session).
    public var cpuRatioLowest: Double?
    public var cpuRatioHighest: Double?

    public init(
        name: String, seconds: Double, isCPU: Bool, anchorName: String? = nil, anchorSeconds: Double? = nil, ratio: Double? = nil,
        goal: Double, goalIsRatio: Bool, met: Bool?, note: String? = nil
    ) {
        self.name = name
        self.seconds = seconds
        self.isCPU = isCPU
        self.anchorName = anchorName
        self.anchorSeconds = anchorSeconds
        self.ratio = ratio
        self.goal = goal
        self.goalIsRatio = goalIsRatio
        self.met = met
        self.note = note
    }

    /// A goal judged on CPU time, with the wall time beside it; against an anchor when `anchor` has runs.
    init(name: String, ours: [Timing], anchorName: String?, anchor: [Timing], goal: Double, goalIsRatio: Bool, missingNote: String? = nil) {
        let cpu = Statistics.median(ours.map(\.cpu))
        self.init(name: name, seconds: cpu, isCPU: true, goal: goal, goalIsRatio: goalIsRatio, met: goalIsRatio ? nil : cpu <= goal)
        wallSeconds = Statistics.median(ours.map(\.wall))
        cpuSeconds = cpu
        guard goalIsRatio else { return }
        guard let anchorName, !anchor.isEmpty else {
            note = missingNote
            return
        }
        self.anchorName = anchorName
        let anchorCPU = Statistics.median(anchor.map(\.cpu))
        let anchorWall = Statistics.median(anchor.map(\.wall))
        anchorSeconds = anchorCPU
        anchorCPUSeconds = anchorCPU
        anchorWallSeconds = anchorWall
        cpuRatio = cpu / max(anchorCPU, 1e-9)
        wallRatio = (wallSeconds ?? 0) / max(anchorWall, 1e-9)
        ratio = cpuRatio
        met = cpuRatio.map { $0 <= goal }
        // Run by run, when every anchor run succeeded (the runs alternate, ours then the anchor's).
        if ours.count == anchor.count {
            let runRatios = zip(ours, anchor).map { $0.cpu / max($1.cpu, 1e-9) }
            cpuRatioLowest = runRatios.min()
            cpuRatioHighest = runRatios.max()
        }
    }
}

/// One measurement on both clocks.
struct Timing {
    var wall: Double
    var cpu: Double
}

/// What every goal row is given.
struct GoalInputs {
    var executable: URL
    var corpus: URL
    var sizes: GoalSizes
    var runs: Int
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
    /// The rows, in report order. A row is a function of `GoalInputs` (in its own file if it is large)
    /// named here once.
    static var rows: [(GoalInputs) throws -> GoalResult] { [fibonacci, checkAgainstSwiftc, scrollDownAndUp, crashRecovery] }

    static func run(executable: URL, corpus: URL, sizes: GoalSizes, runs: Int) throws -> [GoalResult] {
        let inputs = GoalInputs(executable: executable, corpus: corpus, sizes: sizes, runs: runs)
        return try rows.map { try $0(inputs) }
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
    static func fibonacci(_ inputs: GoalInputs) throws -> GoalResult {
        let n = inputs.sizes.fibonacci
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let swiftFile = folder.appendingPathComponent("fib.swift")
        let pythonFile = folder.appendingPathComponent("fib.py")
        try fibonacciSwift(n).write(to: swiftFile, atomically: true, encoding: .utf8)
        try fibonacciPython(n).write(to: pythonFile, atomically: true, encoding: .utf8)
        var ours: [Timing] = []
        var theirs: [Timing] = []
        let python = executableOnPath("python3")
        for _ in 0..<inputs.runs {
            let child = try ChildProcess.run(inputs.executable, ["run", "--steps", "1000000000", swiftFile.path])
            guard child.status == 0 else { throw ChildProcess.Failure(description: "fib.swift exited with status \(child.status)") }
            ours.append(child.timing)
            if let python {
                let anchor = try ChildProcess.run(python, [pythonFile.path])
                if anchor.status == 0 { theirs.append(anchor.timing) }
            }
        }
        return GoalResult(
            name: "fib(\(n)) written in Swift, whole process", ours: ours, anchorName: python == nil ? nil : "CPython (python3)",
            anchor: theirs, goal: 0.5, goalIsRatio: true, missingNote: "python3 is not on PATH")
    }

    // MARK: checking a script against the real compiler

    /// Both as whole processes; the oracle's CPU time counts the swiftc it runs (a child it waits for).
    static func checkAgainstSwiftc(_ inputs: GoalInputs) throws -> GoalResult {
        let script = inputs.corpus.appendingPathComponent(inputs.sizes.corpusScript)
        let oracle = inputs.corpus.deletingLastPathComponent().appendingPathComponent("oracle/typecheck")
        let name = "reuselab run \(script.deletingLastPathComponent().lastPathComponent)/\(script.lastPathComponent)"
        guard FileManager.default.fileExists(atPath: script.path) else {
            return GoalResult(
                name: name, seconds: 0, isCPU: false, goal: 0.1, goalIsRatio: true, met: nil,
                note: "the script is not there (--corpus PATH)")
        }
        var ours: [Timing] = []
        var theirs: [Timing] = []
        let hasOracle = FileManager.default.isExecutableFile(atPath: oracle.path) && executableOnPath("swiftc") != nil
        if hasOracle { _ = try? ChildProcess.run(oracle, [script.path]) }  // builds its declaration modules once
        for _ in 0..<inputs.runs {
            ours.append(try ChildProcess.run(inputs.executable, ["run", script.path]).timing)
            if hasOracle {
                let anchor = try ChildProcess.run(oracle, [script.path])
                if anchor.status == 0 { theirs.append(anchor.timing) }
            }
        }
        return GoalResult(
            name: name, ours: ours, anchorName: hasOracle ? "swiftc -typecheck (shared/oracle/typecheck)" : nil,
            anchor: theirs, goal: 0.1, goalIsRatio: true, missingNote: "swiftc or shared/oracle/typecheck is not on this machine")
    }

    // MARK: a table scrolled down and back up

    /// The child's own clocks around the scroll (not its start-up).
    static func scrollDownAndUp(_ inputs: GoalInputs) throws -> GoalResult {
        let rows = inputs.sizes.scrollRows
        var times: [Timing] = []
        for _ in 0..<inputs.runs {
            let child = try ChildProcess.run(
                inputs.executable, ["bench", TableBenchmark.childOption, String(rows), TableBenchmark.roundTripOption])
            guard child.status == 0, let run = try? JSONDecoder().decode(ScrollRun.self, from: child.stdout), run.status == 0,
                run.output == "\(rows - 1)\n0\n"
            else {
                throw ChildProcess.Failure(
                    description: "the \(rows)-row round trip failed: \(String(decoding: child.stdout, as: UTF8.self))")
            }
            times.append(Timing(wall: run.seconds, cpu: run.cpuSeconds))
        }
        return GoalResult(
            name: "\(rows) rows scrolled down and back up, one row at a time", ours: times, anchorName: nil, anchor: [],
            goal: 0.25, goalIsRatio: false)
    }

    // MARK: crash recovery

    /// The entry after a crash pays for putting the world back as it was before the crash.
    static func crashRecovery(_ inputs: GoalInputs) -> GoalResult {
        let entries = inputs.sizes.entriesBeforeCrash
        var times: [Timing] = []
        for _ in 0..<inputs.runs {
            let session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), limits: RunLimits(eventHistory: 0))
            _ = session.submit("var total = 0", displayName: "<repl-1>")
            for i in 0..<entries {
                _ = session.submit("for k in 0..<10 { total += k * \(i) }", displayName: "<repl>")
            }
            _ = session.submit("let empty: [Int] = []\nprint(empty[1])", displayName: "<crash>")
            let (wall, cpu) = Statistics.times { _ = session.submit("print(total)", displayName: "<after>") }
            times.append(Timing(wall: wall, cpu: cpu))
        }
        return GoalResult(
            name: "the entry after a crash, \(entries) entries into a session", ours: times, anchorName: nil, anchor: [],
            goal: 0.005, goalIsRatio: false)
    }

    // MARK: helpers

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
