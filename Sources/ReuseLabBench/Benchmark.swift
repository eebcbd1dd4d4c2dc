import Foundation

/// `reuselab bench`: start-up, the corpus, and the scrolling table at several sizes.
public struct Benchmark {
    public var runs: Int
    public var corpus: URL
    /// Table sizes; each run of each is a child process, so its peak RSS is its own.
    public var tableRows: [Int]
    /// Where progress goes (stderr), so that `--json` output stays clean.
    public var progress: (String) -> Void

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
        return BenchReport(build: BenchReport.currentBuild, runs: runs, startup: startup, corpus: corpusResult, growth: growth, tables: tables)
    }

    /// The child's side of `TableBenchmark`: one table, its `ScrollRun` as JSON.
    public static func runScrollChild(rows: Int) throws -> String {
        String(decoding: try JSONEncoder().encode(ScrollBenchmark.runHere(rows: rows)), as: UTF8.self)
    }

    public static let scrollChildOption = TableBenchmark.childOption
}
