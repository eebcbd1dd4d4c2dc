/// A prepared script cut into the entries a presenter replays one by one (`reuselab demo FILE`, `:demo FILE`).
///
/// A script with `// ---` lines is cut there, each block one entry (however many statements it holds).
/// Otherwise each top-level statement or declaration is an entry, cut with the REPL's own completeness
/// rule; comment lines go with the entry that follows them, so the room sees why before the code runs.
struct DemoScript: Equatable {
    let entries: [String]

    init(entries: [String]) {
        self.entries = entries
    }

    init(source: String) {
        let lines = source.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if lines.contains(where: Self.isSeparator) {
            entries = Self.blocks(lines)
        } else {
            entries = Self.statements(lines)
        }
    }

    /// `// ---` (three or more dashes, spaces allowed around them).
    static func isSeparator(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("//") else { return false }
        let rest = trimmed.dropFirst(2).trimmingWhitespace()
        return rest.count >= 3 && rest.allSatisfy { $0 == "-" }
    }

    private static func blocks(_ lines: [String]) -> [String] {
        var blocks: [[String]] = [[]]
        for line in lines {
            if isSeparator(line) { blocks.append([]) } else { blocks[blocks.count - 1].append(line) }
        }
        return blocks.map(trimmedBlock).filter { !$0.isEmpty }
    }

    private static func statements(_ lines: [String]) -> [String] {
        var accumulator = EntryAccumulator(blankLineSubmits: false)
        var entries: [String] = []
        var comments: [String] = []
        func take(_ entry: String) {
            let entryLines = entry.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if entryLines.allSatisfy(isCommentOrBlank) {
                comments += entryLines
                return
            }
            entries.append(trimmedBlock(comments + entryLines))
            comments = []
        }
        for line in lines {
            if accumulator.pendingLines.isEmpty, isCommentOrBlank(line) {
                if !line.allSatisfy(\.isWhitespace) { comments.append(line) }
                continue
            }
            if let entry = accumulator.add(line) { take(entry) }
        }
        if let entry = accumulator.finish() { take(entry) }
        // Comments after the last statement: shown as a last entry (running it does nothing).
        if !comments.isEmpty { entries.append(trimmedBlock(comments)) }
        return entries.filter { !$0.isEmpty }
    }

    private static func isCommentOrBlank(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return trimmed.isEmpty || trimmed.hasPrefix("//")
    }

    private static func trimmedBlock(_ lines: [String]) -> String {
        var lines = lines
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

/// A demo under way: the script, and the entry to offer next.
struct DemoProgress {
    let path: String
    let script: DemoScript
    /// The index of the entry to offer at the next prompt; `entries.count` when all have run.
    var next = 0

    var isFinished: Bool { next >= script.entries.count }
    var current: String? { isFinished ? nil : script.entries[next] }

    /// `[demo 3/12]`, for the prompt.
    var label: String { "demo \(min(next + 1, script.entries.count))/\(script.entries.count)" }
}
