@_spi(RawSyntax) import SwiftSyntax

extension FunctionDeclSyntax {
    /// The name a lookup finds the function by: its identifier without backticks, or its operator.
    var lookupName: String { name.lookupName }
}

extension TokenSyntax {
    /// The name a lookup knows this token by: an identifier without its backticks, any other token's text (as
    /// `identifier?.name ?? text`). Read from the raw token: `identifier` asks for `tokenKind` twice, and each time
    /// makes the token's text a `String` (2 % of a corpus script's instructions went there).
    var lookupName: String {
        let view = tokenView
        switch view.rawKind {
        case .identifier:
            let text = view.rawText
            let backtick = UInt8(ascii: "`")
            guard text.count > 2, text.first == backtick, text.last == backtick else { return String(syntaxText: text) }
            return String(syntaxText: SyntaxText(rebasing: text.dropFirst().dropLast()))
        case .dollarIdentifier:
            // `$01` is `$1`: swift-syntax's rule.
            return identifier?.name ?? writtenText
        default:
            return writtenText
        }
    }

    /// The token's text as written, what `text` gives: read from the raw token when the token is present, since `text`
    /// forms the token's kind first (a keyword looked up, a `String` made) each time it is asked (1,773 times in a
    /// `run` of a corpus script, 0.78 M instructions). A missing token's `text` is the one it should have had.
    var writtenText: String {
        let view = tokenView
        return view.presence == .present ? String(syntaxText: view.rawText) : text
    }

    /// Whether the token is the keyword `keyword`, as `tokenKind == .keyword(keyword)` says, read from the raw token:
    /// `tokenKind` forms the whole kind first (a keyword looked up, a `String` made for an identifier), and a
    /// prelude's declarations and every reference ask this (1,236 kinds formed in a `run` of a corpus script).
    func isKeyword(_ keyword: Keyword) -> Bool {
        let view = tokenView
        return view.rawKind == .keyword && view.rawText == keyword.defaultText
    }
}
