import SwiftSyntax

extension SyntaxProtocol {
    /// swift-syntax's `trimmedDescription`, which this module's declaration shadows in every file here: the
    /// same text, without the copy swift-syntax makes (see `TrimmedText`).
    var trimmedDescription: String { TrimmedText.of(self) }
}

/// A node's text without the first token's leading trivia and the last token's trailing trivia, cut out of
/// the node's own text. swift-syntax's `trimmed` detaches the node into a new arena and rebuilds it twice to
/// drop that trivia; the checker asks for the text of every attribute, specifier and type it declares, and
/// those copies were 2 % of `reuselab run` checking the preludes.
enum TrimmedText {
    static func of(_ node: some SyntaxProtocol) -> String {
        // A missing first or last token (code the parser recovered) takes swift-syntax's way: its trimming then
        // reaches the missing token and leaves the present one's trivia.
        guard let first = node.firstToken(viewMode: .all), first.presence == .present,
            let last = node.lastToken(viewMode: .all), last.presence == .present
        else { return node.trimmed.description }
        let bytes = node.syntaxTextBytes
        let start = first.leadingTriviaLength.utf8Length
        let end = bytes.count - last.trailingTriviaLength.utf8Length
        guard start <= end else { return node.trimmed.description }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
