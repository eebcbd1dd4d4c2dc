/// Batch mode: standard input is not a terminal. No prompts and no line editing; entries are cut
/// with the REPL's completeness rule and run one by one, and a crash does not stop later entries
/// unless `--bail`. The exit status is the worst seen, or the first failure with `--bail`.
struct BatchRunner {
    let controller: ReplController
    let options: ShellOptions

    func run<Lines: Sequence>(input lines: Lines) -> Int32 where Lines.Element == String {
        var accumulator = EntryAccumulator(blankLineSubmits: false)
        var worst: Int32 = 0
        defer { controller.close() }
        if let status = controller.begin() { return status }

        // Returns false when the run must stop (`:quit`, or a failure with --bail).
        func run(_ entry: String) -> Bool {
            if options.echo {
                controller.io.out(entry.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 + "\n" }.joined())
            }
            switch controller.handle(entry) {
            case .quit:
                return false
            case .continueWith(let status):
                worst = max(worst, status)
                return !(options.bail && status != 0)
            }
        }

        for line in lines {
            if let entry = accumulator.add(line), !run(entry) { return worst }
        }
        if let entry = accumulator.finish() { _ = run(entry) }
        return worst
    }
}

/// Standard input as lines, read as they arrive (a pipe from a slow producer runs entry by entry).
/// Invalid UTF-8 is repaired rather than fatal.
struct StandardInputLines: Sequence, IteratorProtocol {
    mutating func next() -> String? {
        readLine(strippingNewline: true)
    }
}
