import SwiftSyntax

/// Prefix operators: `!`, unary `-`, and the learner's own prefix operators.
extension Checker {
    func checkPrefixOperator(_ prefix: PrefixOperatorExprSyntax, expected: SType?) -> Expr {
        let op = prefix.operator.text
        if op == "!" {
            return Expr(.not(checkExpr(prefix.expression, convertingTo: world.bool)), world.bool, loc(prefix))
        }
        if op != "-" || mayHaveUserOperator(op) {
            let operand = checkExpr(prefix.expression, expected: op == "-" ? expected : nil)
            if let user = userPrefixOperatorCall(op, operand, at: prefix) { return user }
            if op != "-" {
                if !operand.type.isError {
                    error(Diagnostics.unaryOperatorOperandMismatch(op, operand.type), at: prefix)
                }
                return errorExpr(prefix)
            }
        }
        let inner = checkExpr(prefix.expression, expected: expected)
        if !world.isNumeric(inner.type) && !inner.type.isError {
            error(Diagnostics.unaryMinusOperandMismatch(inner.type.description), at: prefix)
        }
        return Expr(.negate(inner), inner.type, loc(prefix))
    }
}
