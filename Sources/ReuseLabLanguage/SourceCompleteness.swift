import SwiftParser
import SwiftSyntax

/// Whether a REPL entry is unfinished: the parser had to invent a token after the last real one
/// (the rule the Swift compiler's REPL uses).
enum SourceCompleteness {
    static func isIncomplete(_ source: String) -> Bool {
        // Too deep to parse at once: let it through, so the entry gets its diagnostic instead of a wait.
        if SourceComplexity.firstTooDeepBracket(in: source) != nil { return false }
        let tree = Parser.parse(source: source)
        guard tree.hasError else { return false }
        var lastPresentEnd = AbsolutePosition(utf8Offset: 0)
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
            lastPresentEnd = token.endPositionBeforeTrailingTrivia
        }
        for token in tree.tokens(viewMode: .all) where token.presence == .missing && token.position >= lastPresentEnd {
            if case .stringQuote = token.tokenKind { continue }
            return true
        }
        return false
    }
}
