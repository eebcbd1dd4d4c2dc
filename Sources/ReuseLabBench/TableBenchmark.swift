import Foundation

/// The scrolling table at one size, over several child processes.
public struct TableResult: Codable, Sendable {
    public var rows: Int
    public var medianSeconds: Double
    public var medianCPUSeconds: Double
    /// The most cells any run created, and the rows on screen.
    public var cellsCreated: Int
    public var visibleRows: Int
    /// UIKit's promise: however far it scrolls, a table creates about as many cells as it shows.
    public var cellsWithinVisiblePlusTwo: Bool
    public var scrolledToBottom: Bool
    public var medianPeakMemoryBytes: Int
}

enum TableBenchmark {
    /// The hidden option that makes a child process run one table and print its `ScrollRun` as JSON.
    static let childOption = "--scroll-child"
    /// With the child option: scroll back up too (the round-trip goal).
    static let roundTripOption = "--round-trip"

    static func run(executable: URL, rows: Int, runs: Int) throws -> TableResult {
        var children: [ScrollRun] = []
        for _ in 0..<runs {
            let child = try ChildProcess.run(executable, ["bench", childOption, String(rows)])
            guard child.status == 0, let run = try? JSONDecoder().decode(ScrollRun.self, from: child.stdout) else {
                throw ChildProcess.Failure(
                    description:
                        "the \(rows)-row child exited with status \(child.status): \(String(decoding: child.stdout, as: UTF8.self))")
            }
            guard run.status == 0 else { throw ChildProcess.Failure(description: "the \(rows)-row table did not run: \(run.output)") }
            children.append(run)
        }
        let created = children.map(\.cellsCreated).max() ?? 0
        let visible = children.map(\.visibleRows).min() ?? 0
        return TableResult(
            rows: rows, medianSeconds: Statistics.median(children.map(\.seconds)),
            medianCPUSeconds: Statistics.median(children.map(\.cpuSeconds)),
            cellsCreated: created, visibleRows: visible, cellsWithinVisiblePlusTwo: created <= visible + 2,
            scrolledToBottom: children.allSatisfy { $0.output == "\(rows - 1)\n" },
            medianPeakMemoryBytes: Int(Statistics.median(children.map { Double($0.peakMemoryBytes) })))
    }
}
