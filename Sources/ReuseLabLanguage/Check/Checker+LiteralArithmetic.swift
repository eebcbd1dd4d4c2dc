import SwiftSyntax

/// Integer literals combined by arithmetic (`2 * 4`, `-(1 + 2)`) have no type of their own: like a lone
/// literal, they take the type their context or the other operand gives them, so `width - 2 * 8` is a
/// `Double` subtraction when `width` is a `Double`, and `let f: Double = 1 / 3` divides doubles.
extension Checker {
    /// The operands of a binary operator, each typed with what the other (or the context) says.
    func checkOperands(_ infix: InfixOperatorExprSyntax, expected: SType?) -> (Expr, Expr) {
        let left = infix.leftOperand
        let right = infix.rightOperand
        if let contextual = contextualOperands(infix, expected: expected) { return contextual }
        if expected == nil, let led = operandsLedByImplicitMember(infix) { return led }
        if isIntegerLiteralArithmetic(left, floating: true) && isIntegerLiteralArithmetic(right, floating: true) {
            // Both sides are literals: the context decides (`let f: Double = 3 * 4 - 1`, `let g: Float = 1.0 / 3`).
            let literalContext = expected.flatMap { world.isFloatingPoint($0) ? $0 : nil }
            return (checkExpr(left, expected: literalContext), checkExpr(right, expected: literalContext))
        }
        if isIntegerLiteralArithmetic(left) {
            // The other side decides, so it is checked first (`2 * 4 + width`).
            let b = checkExpr(right, expected: nil)
            let a = checkExpr(left, expected: world.isFloatingPoint(b.type) ? b.type : nil)
            return (a, b)
        }
        let a = checkExpr(left, expected: nil)
        return (a, checkExpr(right, expected: a.type.isError ? nil : a.type))
    }

    /// `2`, `(2 * 4)`, `-3 + 1`: integer literals, parentheses, unary minus and the arithmetic operators only;
    /// with `floating`, floating-point literals too (`1.0 / 3.0`, which a `Float` context makes a `Float` division).
    func isIntegerLiteralArithmetic(_ syntax: ExprSyntax, floating: Bool = false) -> Bool {
        switch syntax.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return true
        case .floatLiteralExpr: return floating
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return false }
            return isIntegerLiteralArithmetic(only.expression, floating: floating)
        case .prefixOperatorExpr(let prefix):
            return prefix.operator.text == "-" && !mayHaveUserOperator("-")
                && isIntegerLiteralArithmetic(prefix.expression, floating: floating)
        case .infixOperatorExpr(let infix):
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                ["+", "-", "*", "/", "%"].contains(op), !mayHaveUserOperator(op)
            else { return false }
            return isIntegerLiteralArithmetic(infix.leftOperand, floating: floating)
                && isIntegerLiteralArithmetic(infix.rightOperand, floating: floating)
        default: return false
        }
    }
}
