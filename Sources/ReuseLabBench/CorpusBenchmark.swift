import Foundation
import ReuseLabLanguage

/// Check-and-run of every script of a corpus folder.
public struct CorpusResult: Codable, Sendable {
    public struct Script: Codable, Sendable {
        /// Relative to the corpus folder.
        public var path: String
        public var medianSeconds: Double
        /// `reuselab run`'s exit status for it (0 ran, 1 compile error, 3 crash, 4 limit).
        public var status: Int32
    }

    public var directory: String
    public var scripts: [Script]
    /// The sum of the scripts' medians.
    public var totalSeconds: Double
}

enum CorpusBenchmark {
    /// Each run makes a fresh Session outside the clock (start-up is measured on its own), then times
    /// `submit`: parse, check and run, as `reuselab run` does.
    static func run(directory: URL, runs: Int) throws -> CorpusResult {
        let scripts = try scriptPaths(in: directory)
        var results: [CorpusResult.Script] = []
        for path in scripts {
            let url = directory.appendingPathComponent(path)
            let source = try String(contentsOf: url, encoding: .utf8)
            var times: [Double] = []
            var status: Int32 = 0
            for _ in 0..<runs {
                let session = Session(bundleDirectory: url.deletingLastPathComponent(), limits: RunLimits(eventHistory: 0))
                times.append(Statistics.time { status = session.submit(source, displayName: url.lastPathComponent).status.rawValue })
            }
            results.append(.init(path: path, medianSeconds: Statistics.median(times), status: status))
        }
        return CorpusResult(directory: directory.path, scripts: results, totalSeconds: results.reduce(0) { $0 + $1.medianSeconds })
    }

    /// Every `.swift` file below the folder, by relative path.
    static func scriptPaths(in directory: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
            throw ChildProcess.Failure(description: "cannot read the corpus folder \(directory.path)")
        }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }
}
