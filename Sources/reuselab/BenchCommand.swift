import ArgumentParser
import Foundation
import ReuseLabBench

/// `reuselab bench`: medians of start-up, the corpus's check-and-run, and a table scrolled from top to
/// bottom with its data source in Swift. Build with `-c release` for figures worth quoting.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure start-up, the corpus, and scrolling tables of 1,000 to 1,000,000 rows.",
        discussion: "Each table run is a child process of this binary, so its peak memory is its own."
    )

    @Option(help: "Runs of each measurement; medians are reported.")
    var runs = 5

    @Option(help: "The folder of corpus scripts to check and run.")
    var corpus = "../shared/corpus"

    @Option(help: "Table sizes, comma-separated.")
    var rows = "1000,100000,1000000"

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Flag(inversion: .prefixedNo, help: "Measure the speed goals beside their anchors (CPython, swiftc).")
    var goals = true

    @Option(help: .hidden)
    var goalFib = 27

    @Option(help: .hidden)
    var goalRows = 10_000

    @Option(help: .hidden)
    var goalEntries = 300

    @Option(name: .customLong(String(Benchmark.scrollChildOption.dropFirst(2))), help: .hidden)
    var scrollChild: Int?

    @Flag(name: .customLong(String(Benchmark.roundTripOption.dropFirst(2))), help: .hidden)
    var roundTrip = false

    func validate() throws {
        if runs <= 0 { throw ValidationError("--runs must be positive.") }
        if tableRows.isEmpty || tableRows.contains(where: { $0 < 10 }) {
            throw ValidationError("--rows takes comma-separated table sizes of at least 10 rows.")
        }
    }

    private var tableRows: [Int] {
        rows.split(separator: ",").compactMap { Int($0.filter { $0 != "_" }.trimmingCharacters(in: .whitespaces)) }
    }

    func run() throws {
        if let scrollChild {
            print(try Benchmark.runScrollChild(rows: scrollChild, roundTrip: roundTrip))
            return
        }
        var benchmark = Benchmark(runs: runs, corpus: URL(fileURLWithPath: corpus), tableRows: tableRows) { message in
            FileHandle.standardError.write(Data("bench: \(message)\n".utf8))
        }
        if goals {
            var sizes = GoalSizes()
            sizes.fibonacci = goalFib
            sizes.scrollRows = goalRows
            sizes.entriesBeforeCrash = goalEntries
            benchmark.goalSizes = sizes
        } else {
            benchmark.goalSizes = nil
        }
        let report = try benchmark.run()
        print(json ? try report.json() : report.text, terminator: json ? "\n" : "")
    }
}
