import SwiftSyntax

/// `String.Index` in expressions: `a..<b` and `a...b` of indices make `Range<String.Index>` and
/// `ClosedRange<String.Index>`, and a string subscripted by an index gives a `Character`, by an index range a
/// `Substring`. Indices themselves come from the prelude's members (`startIndex`, `index(after:)`…).
extension Checker {
    private func isStringIndex(_ t: SType) -> Bool {
        if case .nominal(let d, _) = t { return d === world.stringIndexType }
        return false
    }

    /// `lo..<hi` when the lower bound is a `String.Index`; nil leaves the operator to the Int ranges.
    func stringIndexRange(_ infix: InfixOperatorExprSyntax, closed: Bool) -> Expr? {
        guard expressionMentionsIndex(infix.leftOperand) else { return nil }
        let a = checkExpr(infix.leftOperand, expected: nil)
        guard isStringIndex(a.type) else {
            // Not an index after all: the Int range's own conversion check says what is wrong.
            let b = checkExpr(infix.rightOperand, convertingTo: world.int)
            let lower = a.type.isError ? a : checkExpr(infix.leftOperand, convertingTo: world.int)
            return Expr(.range(lower, b, closed: closed), closed ? world.closedRange : world.range, loc(infix))
        }
        let b = checkExpr(infix.rightOperand, convertingTo: world.stringIndex)
        let decl = closed ? world.closedRangeDecl : world.rangeDecl
        return Expr(.range(a, b, closed: closed), .nominal(decl, [world.stringIndex]), loc(infix))
    }

    /// Index expressions name an index member (`s.startIndex`, `s.index(…)`, `s.firstIndex(of:)!`) or a
    /// variable: only those are checked twice, so an Int range never pays for this.
    private func expressionMentionsIndex(_ e: ExprSyntax) -> Bool {
        if e.is(IntegerLiteralExprSyntax.self) || e.is(PrefixOperatorExprSyntax.self) { return false }
        if e.is(DeclReferenceExprSyntax.self) || e.is(ForceUnwrapExprSyntax.self) { return true }
        let text = e.trimmedDescription
        return ["Index", "index(", "startIndex", "endIndex"].contains { text.contains($0) }
    }

    /// `s[i]` (a `Character`) and `s[a..<b]` (a `Substring`) on a `String` or a `Substring`.
    func stringIndexSubscript(_ base: Expr, _ index: ExprSyntax, at sub: SubscriptCallExprSyntax) -> Expr? {
        guard case .nominal(let d, _) = base.type, d === world.stringType || d === world.substringType else { return nil }
        if let partial = partialIndexRange(index) { return Expr(.subscriptGet(base, partial), world.substring, loc(sub)) }
        let i = checkExpr(index, expected: nil)
        switch i.type {
        case .nominal(let t, _) where t === world.intType:
            error(Diagnostics.stringSubscriptedWithInt, at: sub)
            return errorExpr(sub)
        case .nominal(let t, _) where t === world.stringIndexType:
            return Expr(.subscriptGet(base, i), world.character, loc(sub))
        case .nominal(let r, let args)
        where (r === world.rangeDecl || r === world.closedRangeDecl) && args.first.map(isStringIndex) == true:
            return Expr(.subscriptGet(base, i), world.substring, loc(sub))
        case .error:
            return errorExpr(sub)
        default:
            return nil
        }
    }

    /// `s[i...]`, `s[..<i]`, `s[...i]`: a range to or from the string's end, the missing bound read as
    /// "the end" (Int.max) or the start (Int.min) by `substringAtIndex`.
    private func partialIndexRange(_ index: ExprSyntax) -> Expr? {
        let l = loc(index)
        if let postfix = index.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            let lower = checkExpr(postfix.expression, convertingTo: world.stringIndex)
            return Expr(
                .range(lower, Expr(.intLiteral(Int.max), world.stringIndex, l), closed: false),
                .nominal(world.rangeDecl, [world.stringIndex]), l)
        }
        if let prefix = index.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            let upper = checkExpr(prefix.expression, convertingTo: world.stringIndex)
            let closed = prefix.operator.text == "..."
            return Expr(
                .range(Expr(.intLiteral(Int.min), world.stringIndex, l), upper, closed: closed),
                .nominal(closed ? world.closedRangeDecl : world.rangeDecl, [world.stringIndex]), l)
        }
        return nil
    }
}
