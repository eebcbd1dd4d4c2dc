import SwiftSyntax

/// Source locations of nodes without quadratic work on long chains.
///
/// A node's position after its leading trivia needs its first token, found by descending the node's left
/// edge: for the links of a chain (`a?.b?.b…`, `f()()()…`) that descent is as long as the chain, and the
/// checker asks for the location of every link, so a 4,000-link chain spent a minute there. The left edge
/// of a chain shares one first token: it is found once and remembered for every link.
extension Checker {
    func positionAfterLeadingTrivia(of node: some SyntaxProtocol) -> AbsolutePosition {
        let syntax = Syntax(node)
        guard Self.leftChild(of: syntax) != nil else { return syntax.positionAfterSkippingLeadingTrivia }
        if let trivia = leadingTriviaLengths[syntax.id] { return syntax.position + SourceLength(utf8Length: trivia) }
        var spine: [Syntax] = []
        var current = syntax
        while let next = Self.leftChild(of: current) {
            if let known = leadingTriviaLengths[current.id] {
                return record(spine, trivia: known, answeringFor: syntax)
            }
            spine.append(current)
            current = next
        }
        let trivia = current.positionAfterSkippingLeadingTrivia.utf8Offset - current.position.utf8Offset
        return record(spine, trivia: trivia, answeringFor: syntax)
    }

    private func record(_ spine: [Syntax], trivia: Int, answeringFor syntax: Syntax) -> AbsolutePosition {
        for node in spine { leadingTriviaLengths[node.id] = trivia }
        return syntax.position + SourceLength(utf8Length: trivia)
    }

    /// The child that starts where the node starts, for the postfix shapes chains are made of.
    private static func leftChild(of node: Syntax) -> Syntax? {
        switch node.as(SyntaxEnum.self) {
        case .memberAccessExpr(let m): return m.base.map(Syntax.init)
        case .optionalChainingExpr(let o): return Syntax(o.expression)
        case .forceUnwrapExpr(let f): return Syntax(f.expression)
        case .functionCallExpr(let c): return Syntax(c.calledExpression)
        case .subscriptCallExpr(let s): return Syntax(s.calledExpression)
        case .postfixOperatorExpr(let p): return Syntax(p.expression)
        default: return nil
        }
    }
}
