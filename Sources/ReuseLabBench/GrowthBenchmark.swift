import Foundation
import ReuseLabLanguage

/// Growing a value in a loop, which must cost O(n) as in Swift: a million `append`s to an array, a million
/// `+=` to a string and a hundred thousand set inserts and lookups, each timed around the checked run of its
/// script (the session is made beforehand).
public struct GrowthResult: Codable, Sendable {
    public var name: String
    public var script: String
    public var medianSeconds: Double
    /// CPU seconds of the whole process over the same runs: on a busy machine, what the run itself cost.
    public var medianCPUSeconds: Double
    /// What the script printed: the final count, so a run that stopped early cannot pass for a fast one.
    public var output: String
}

enum GrowthBenchmark {
    static let cases: [(name: String, script: String)] = [
        (
            "1,000,000 Array.append",
            """
            var rows: [Int] = []
            for i in 0..<1_000_000 { rows.append(i) }
            print(rows.count)
            """
        ),
        (
            "1,000,000 String +=",
            """
            var text = ""
            for _ in 0..<1_000_000 { text += "x" }
            print(text.count)
            """
        ),
        (
            // A hash-indexed set: each insert and lookup in constant time (a linear one took 42 s for 20,000).
            "100,000 Set insert+contains",
            """
            var seen = Set<Int>()
            for i in 0..<100_000 { seen.insert(i) }
            var found = 0
            for i in 0..<100_000 where seen.contains(i * 2) { found += 1 }
            print(seen.count + found)
            """
        ),
    ]

    static func run(runs: Int) -> [GrowthResult] {
        cases.map { c in
            var times: [Double] = []
            var cpuTimes: [Double] = []
            var output = ""
            for _ in 0..<max(runs, 1) {
                let session = Session(
                    bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()),
                    limits: RunLimits(steps: Int.max, eventHistory: 0))
                let (wall, cpu) = Statistics.times { output = session.submit(c.script, displayName: "growth.swift").output }
                times.append(wall)
                cpuTimes.append(cpu)
            }
            return GrowthResult(
                name: c.name, script: c.script, medianSeconds: Statistics.median(times),
                medianCPUSeconds: Statistics.median(cpuTimes),
                output: output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
