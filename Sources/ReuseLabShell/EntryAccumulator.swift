import ReuseLabLanguage

/// Gathers lines into entries with the REPL's rule: a line that makes the text complete ends the
/// entry; a meta-command line is an entry on its own. The interactive shell and batch mode share it.
public struct EntryAccumulator {
    /// Interactive only: an empty line while an entry is open submits it anyway, so the user sees
    /// the error instead of waiting for a continuation that will never parse. In a file, blank lines
    /// inside a class body are ordinary.
    public var blankLineSubmits: Bool
    public private(set) var pendingLines: [String] = []
    /// Brackets, strings and comments open in the pending lines: while any is, no parse is needed to know
    /// the entry goes on (parsing the whole entry at every line was quadratic).
    private var openBrackets = OpenBrackets()

    public init(blankLineSubmits: Bool) {
        self.blankLineSubmits = blankLineSubmits
    }

    public var isContinuing: Bool { !pendingLines.isEmpty }
    public var pendingText: String { pendingLines.joined(separator: "\n") }

    /// Adds one line (without its newline); returns the entry it completes, if any.
    public mutating func add(_ line: String) -> String? {
        let isBlank = line.allSatisfy(\.isWhitespace)
        if pendingLines.isEmpty {
            if isBlank { return nil }
            if MetaCommand.looksLikeMetaCommand(line) { return line }
        } else if isBlank && blankLineSubmits {
            return finish()
        }
        pendingLines.append(line)
        openBrackets.add(line: line)
        if openBrackets.isCertainlyOpen { return nil }
        let text = pendingText
        if Session.isIncomplete(text) { return nil }
        discard()
        return text
    }

    /// Adds text of several lines at once (an entry recalled from history, a pre-filled solution):
    /// blank lines inside it belong to the entry, as in a file. Returns the entries it completes; an
    /// unfinished last one stays open.
    public mutating func add(block text: String) -> [String] {
        let submitsOnBlank = blankLineSubmits
        blankLineSubmits = false
        defer { blankLineSubmits = submitsOnBlank }
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { add(String($0)) }
    }

    /// The open entry, if any (end of input, or a blank line in interactive mode).
    public mutating func finish() -> String? {
        defer { discard() }
        return pendingLines.isEmpty ? nil : pendingText
    }

    public mutating func discard() {
        pendingLines = []
        openBrackets = OpenBrackets()
    }
}
