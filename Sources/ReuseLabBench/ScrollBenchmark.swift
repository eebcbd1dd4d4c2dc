import Foundation
import ReuseLabLanguage

/// One scroll of the `ScrollScript` table, measured inside this process.
public struct ScrollRun: Codable, Sendable {
    public var rows: Int
    /// Check-and-run of the script (the Session and its prelude are made before the clock starts).
    public var seconds: Double
    /// The same, in CPU time of the process.
    public var cpuSeconds: Double
    /// Read from the Simulator's counter.
    public var cellsCreated: Int
    public var visibleRows: Int
    /// The process's peak RSS after the run.
    public var peakMemoryBytes: Int
    /// What the script printed: the last visible row, `rows - 1` when it scrolled to the bottom.
    public var output: String
    public var status: Int32
}

public enum ScrollBenchmark {
    /// Runs one table of `rows` rows here. Call it in a fresh process for a per-run peak RSS.
    public static func runHere(rows: Int, roundTrip: Bool = false) -> ScrollRun {
        // A legitimate long loop: no step budget; and no event history, which nobody reads here.
        let limits = RunLimits(steps: Int.max, eventHistory: 0)
        let session = Session(bundleDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), limits: limits)
        let source = ScrollScript.source(rows: rows, roundTrip: roundTrip)
        var outcome: EntryOutcome?
        let (seconds, cpuSeconds) = Statistics.times { outcome = session.submit(source, displayName: "Scroll.swift") }
        let table = session.snapshot().views.first
        return ScrollRun(
            rows: rows, seconds: seconds, cpuSeconds: cpuSeconds, cellsCreated: table?.cellsCreated ?? 0,
            visibleRows: table?.visible.count ?? 0,
            peakMemoryBytes: PeakMemory.bytes,
            output: (outcome?.output ?? "") + (outcome?.diagnostics ?? ""), status: outcome?.status.rawValue ?? -1)
    }
}
