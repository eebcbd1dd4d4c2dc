import SwiftSyntax

/// `expenses.reduce(0) { $0 + $1.amount }` with `amount: Double`: swiftc types the literal `0` from the closure,
/// which adds Doubles, so `Result` is a Double. ReuseLab types the literal first (an Int); when the call then
/// fails, it is checked once more with such literals read as Doubles, and that reading is kept if it fits.
extension Checker {
    /// A call whose integer literal fills a bare generic parameter beside a closure: the literal may be a Double.
    func literalMayAccumulateDoubles(_ decl: FuncDecl, _ args: [CallArgument]) -> Bool {
        guard args.contains(where: { isFunctionLiteral($0.expr) }), let mapping = matchArguments(decl.params, args) else { return false }
        for (pi, argIndexes) in mapping.enumerated() {
            guard case .param = decl.params[pi].type else { continue }
            if argIndexes.contains(where: { isIntegerLiteral(args[$0].expr) }) { return true }
        }
        return false
    }

    /// While retrying: a Double for an integer literal given for a generic parameter not yet bound.
    func doubleLiteralHint(_ expr: ExprSyntax, parameter: SType, unresolved: (SType) -> Bool) -> SType? {
        guard integerLiteralsForGenericsAsDouble, case .param = parameter, unresolved(parameter), isIntegerLiteral(expr) else { return nil }
        return world.double
    }

    /// The call checked again with Double literals: kept when it raises nothing, else the first try's errors stand.
    func retryWithDoubleLiterals(saved: Int, first: CallAttempt?, _ again: () -> CallAttempt?) -> CallAttempt? {
        let firstErrors = Array(diagnostics[saved...])
        diagnostics.removeSubrange(saved...)
        integerLiteralsForGenericsAsDouble = true
        let retried = again()
        integerLiteralsForGenericsAsDouble = false
        if diagnostics.count == saved, let retried { return retried }
        diagnostics.removeSubrange(saved...)
        diagnostics.append(contentsOf: firstErrors)
        return first
    }

    private func isIntegerLiteral(_ expr: ExprSyntax) -> Bool {
        if expr.is(IntegerLiteralExprSyntax.self) { return true }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.is(IntegerLiteralExprSyntax.self)
        }
        return false
    }
}
