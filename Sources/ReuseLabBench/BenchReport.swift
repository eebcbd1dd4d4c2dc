import Foundation

/// Everything `reuselab bench` measured; `--json` prints it as is.
public struct BenchReport: Codable, Sendable {
    /// `release` or `debug`: figures from a debug build are not the ones to quote.
    public var build: String
    public var runs: Int
    public var startup: StartupResult
    /// nil when the corpus folder is missing.
    public var corpus: CorpusResult?
    /// A million appends to an array and to a string.
    public var growth: [GrowthResult]
    public var tables: [TableResult]
    /// The speed goals, each beside its anchor (empty with `--no-goals`).
    public var goals: [GoalResult] = []
    /// How the executable's code was mapped, which every start shares (nil where the system does not say).
    public var code: CodePages?

    /// Peak memory of the largest table minus that of the smallest: what rows cost beyond a fixed amount.
    public var memoryGrowthBytes: Int? {
        guard let small = tables.min(by: { $0.rows < $1.rows }), let large = tables.max(by: { $0.rows < $1.rows }),
            small.rows != large.rows
        else { return nil }
        return large.medianPeakMemoryBytes - small.medianPeakMemoryBytes
    }

    public static var currentBuild: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var object = try JSONSerialization.jsonObject(with: encoder.encode(self)) as? [String: Any] ?? [:]
        object["memoryGrowthBytes"] = memoryGrowthBytes
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
