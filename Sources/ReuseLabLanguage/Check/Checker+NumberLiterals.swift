import SwiftSyntax

/// `formatter.string(from: 3)`: Foundation's `NSNumber` is expressible by integer and float literals, so a
/// number literal where one is expected makes one (`NSNumber(value: 3)`, `NSNumber(value: 2.5)`).
extension Checker {
    func boxedNumberLiteral(_ literal: Expr, expected: SType?) -> Expr {
        guard case .nominal(let d, _)? = expected?.unwrappedFully, d.fromPrelude, d.name == "NSNumber" else { return literal }
        let valueType: SType
        switch literal.type.nominalDecl {
        case let t? where t === world.intType: valueType = world.int
        case let t? where t === world.doubleType: valueType = world.double
        default: return literal
        }
        let made = d.initializers.first {
            $0.params.count == 1 && $0.params[0].label == "value" && world.sameType($0.params[0].type, valueType)
        }
        guard let make = made else { return literal }
        let receiver = Expr(.typeValue(d.declaredType), .metatype(d.declaredType), literal.loc)
        return Expr(
            .call(.initializer(receiver: receiver, make), args: [literal], bindings: [:], variadicFrom: nil), d.declaredType, literal.loc)
    }

    /// `-5` where an `NSNumber` is expected: the negated literal, boxed.
    func negativeNumberLiteral(_ prefix: PrefixOperatorExprSyntax, expected: SType?) -> Expr? {
        guard case .nominal(let d, _)? = expected?.unwrappedFully, d.fromPrelude, d.name == "NSNumber",
            prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        else { return nil }
        let inner = checkExpr(prefix.expression, expected: nil)
        return boxedNumberLiteral(Expr(.negate(inner), inner.type, loc(prefix)), expected: expected)
    }
}
