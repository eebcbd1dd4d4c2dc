import SwiftSyntax

/// Force unwraps and optional chains (`cell?.textLabel?.text`).
extension Checker {
    /// `x!`: the wrapped value, or swiftc's error when `x` is not optional.
    func checkForceUnwrap(_ force: ForceUnwrapExprSyntax, expected: SType?) -> Expr {
        let inner = checkExprKeepingOptional(force.expression, expected: expected.map { .optional($0) })
        guard case .optional(let w) = inner.type else {
            if !inner.type.isError {
                error(Diagnostics.forceUnwrapOfNonOptional(inner.type), at: force.exclamationMark)
            }
            return inner
        }
        return Expr(.forceUnwrap(inner), w, loc(force))
    }

    /// `x?`: binds the wrapped value for the rest of the chain; the chain's top makes the result optional.
    func checkOptionalChaining(_ chain: OptionalChainingExprSyntax) -> Expr {
        if let requirement = optionalRequirementReference(chain) { return requirement }
        let inner = checkExprKeepingOptional(chain.expression, expected: nil)
        guard case .optional(let w) = inner.type else {
            if !inner.type.isError {
                error(Diagnostics.optionalChainingOnNonOptional(inner.type), at: chain.questionMark)
            }
            return inner
        }
        return Expr(.bindOptional(inner), w, loc(chain))
    }

    /// True when no postfix expression continues this one (so an optional chain ends here).
    func isChainTop(_ syntax: ExprSyntax) -> Bool {
        guard let parent = syntax.parent else { return true }
        if let m = parent.as(MemberAccessExprSyntax.self), m.base?.id == syntax.id { return false }
        if let c = parent.as(FunctionCallExprSyntax.self), c.calledExpression.id == syntax.id { return false }
        if let s = parent.as(SubscriptCallExprSyntax.self), s.calledExpression.id == syntax.id { return false }
        if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) { return false }
        return true
    }

    func containsOptionalChaining(_ syntax: ExprSyntax) -> Bool {
        var current: ExprSyntax? = syntax
        while let c = current {
            if let o = c.as(OptionalChainingExprSyntax.self) { return typeReference(o.expression) == nil }
            if let m = c.as(MemberAccessExprSyntax.self) {
                current = m.base
            } else if let f = c.as(FunctionCallExprSyntax.self) {
                current = f.calledExpression
            } else if let s = c.as(SubscriptCallExprSyntax.self) {
                current = s.calledExpression
            } else if let u = c.as(ForceUnwrapExprSyntax.self) {
                current = u.expression
            } else {
                return false
            }
        }
        return false
    }
}
