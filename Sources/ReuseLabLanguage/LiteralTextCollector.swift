import SwiftSyntax

/// The text of every literal an entry spells out: string literal pieces (interpolations left out),
/// integer and floating-point literals as written, `true` and `false`. A lesson goal that wants output
/// computed from types (`computed output line "MyCell"`) holds only when the line could not have been
/// spelled from these.
final class LiteralTextCollector: SyntaxVisitor {
    private(set) var texts: [String] = []

    static func texts(in tree: some SyntaxProtocol) -> [String] {
        let collector = LiteralTextCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.texts
    }

    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
        texts.append(node.content.text)
        return .skipChildren
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        texts.append(node.literal.text.replacingOccurrences(of: "_", with: ""))
        return .skipChildren
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        texts.append(node.literal.text.replacingOccurrences(of: "_", with: ""))
        return .skipChildren
    }

    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        texts.append(node.literal.text)
        return .skipChildren
    }
}
