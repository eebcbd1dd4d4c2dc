import Foundation

/// `reuselab bench`: start-up, the corpus, and the scrolling table at several sizes.
public struct Benchmark {
    public var runs: Int
    public var corpus: URL
    /// Table sizes; each run of each is a child process, so its peak RSS is its own.
    public var tableRows: [Int]
    /// Where progress goes (stderr), so that `--json` output stays clean.
    public var progress: (String) -> Void
    /// The speed goals beside their anchors; nil skips them.
    public var goalSizes: GoalSizes? = GoalSizes()

    public init(runs: Int, corpus: URL, tableRows: [Int], progress: @escaping (String) -> Void) {
        self.runs = runs
        self.corpus = corpus
        self.tableRows = tableRows
        self.progress = progress
    }

    public func run() throws -> BenchReport {
        let executable = ChildProcess.currentExecutable
        progress("start-up…")
        let startup = try StartupBenchmark.run(executable: executable, runs: runs)
        var corpusResult: CorpusResult? = nil
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory), isDirectory.boolValue {
            progress("corpus \(corpus.path)…")
            corpusResult = try CorpusBenchmark.run(directory: corpus, runs: runs)
        }
        progress("growing values…")
        let growth = GrowthBenchmark.run(runs: runs)
        var tables: [TableResult] = []
        for rows in tableRows {
            progress("table of \(rows) rows…")
            tables.append(try TableBenchmark.run(executable: executable, rows: rows, runs: runs))
        }
        var goals: [GoalResult] = []
        if let goalSizes {
            progress("goals against their anchors…")
            goals = try GoalsBenchmark.run(executable: executable, corpus: corpus, sizes: goalSizes, runs: runs)
            goals.insert(
                GoalResult(
                    name: "start-up, spawned to exit in batch mode",
                    ours: [Timing(wall: startup.spawnToExitSeconds, cpu: startup.spawnToExitCPUSeconds)],
                    anchorName: nil, anchor: [], goal: 0.015, goalIsRatio: false), at: 0)
            // Issue 11: growing a value a million times stays under half a second (CPU: the machine is shared).
            goals += growth.map {
                GoalResult(
                    name: $0.name, ours: [Timing(wall: $0.medianSeconds, cpu: $0.medianCPUSeconds)],
                    anchorName: nil, anchor: [], goal: 0.5, goalIsRatio: false)
            }
            progress("diffable lists…")
            goals += DiffableBenchmark.run(sizes: goalSizes)
        }
        return BenchReport(
            build: BenchReport.currentBuild, runs: runs, startup: startup, corpus: corpusResult, growth: growth,
            tables: tables, goals: goals, code: CodePages.current())
    }

    /// The child's side of `TableBenchmark`: one table, its `ScrollRun` as JSON.
    public static func runScrollChild(rows: Int, roundTrip: Bool = false) throws -> String {
        String(decoding: try JSONEncoder().encode(ScrollBenchmark.runHere(rows: rows, roundTrip: roundTrip)), as: UTF8.self)
    }

    public static let scrollChildOption = TableBenchmark.childOption
    public static let roundTripOption = TableBenchmark.roundTripOption
}
