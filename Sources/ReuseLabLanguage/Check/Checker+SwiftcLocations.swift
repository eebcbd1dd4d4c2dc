import SwiftSyntax

/// Where swiftc places a diagnostic about an expression's value: at the expression's own location, which
/// for a member access is the member's name, for a call its callee's, for `x!` the `!`, and for a binary
/// operator the operator (swiftc's `Expr::getLoc`).
extension Checker {
    func swiftcLocation(of expr: ExprSyntax) -> Syntax {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base != nil { return Syntax(member.declName) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return swiftcLocation(of: call.calledExpression) }
        if let force = expr.as(ForceUnwrapExprSyntax.self) { return Syntax(force.exclamationMark) }
        if let sub = expr.as(SubscriptCallExprSyntax.self) { return Syntax(sub.leftSquare) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return Syntax(infix.operator) }
        return Syntax(expr)
    }
}
