import SwiftParser
import SwiftSyntax

/// Decides whether the text typed so far is an unfinished entry, so the shell asks for another line.
///
/// The rule follows the compiler's REPL: the input is incomplete when the parser had to synthesise a
/// missing token *after the last real token* (it ran out of input while still expecting something).
/// An error in the middle (`let = 5`) is complete: the user should see it. A missing closing `"` on a
/// one-line string is an error, not a continuation, because a single-line string cannot span lines.
public enum InputCompleteness {
    public static func isIncomplete(_ source: String) -> Bool {
        if source.allSatisfy(\.isWhitespace) { return false }
        // A line ending in a backslash outside a string is not Swift; treat it as an error, not a wait.
        let tree = Parser.parse(source: source)
        guard tree.hasError else { return false }
        var lastPresentEnd = AbsolutePosition(utf8Offset: 0)
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
            if token.presence == .present {
                lastPresentEnd = token.endPositionBeforeTrailingTrivia
            }
        }
        for token in tree.tokens(viewMode: .all) where token.presence == .missing && token.position >= lastPresentEnd {
            if case .stringQuote = token.tokenKind { continue }
            return true
        }
        return false
    }

    /// True for a line the shell handles itself (`:help`, `< file`), which never continues.
    public static func isMetaCommandLine(_ line: String) -> Bool {
        MetaCommand.looksLikeMetaCommand(line)
    }
}
