import SwiftSyntax

/// `reduce(0, +)` over `[CGFloat]`, `[Double]` or `[Float]`: swiftc solves the literal and the operator
/// together, so the `0` takes the element type the `+` is applied to. ReuseLab checks arguments one by one,
/// so a number literal given for a generic parameter looks ahead at an operator passed as a function in
/// the same call and adopts the floating-point type that operator's other operand already has.
extension Checker {
    /// The floating-point type a number literal argument (bound to the generic parameter `param`) should
    /// take, when an operator reference elsewhere in the call combines `param` with such a type.
    func operatorLiteralHint(
        for argument: ExprSyntax, parameter param: SType, params: [ParamDecl], mapping: [[Int]], args: [CallArgument],
        resolved: (SType) -> SType
    ) -> SType? {
        guard case .param(let generic) = param, isNumberLiteral(argument) else { return nil }
        for (pi, argIndexes) in mapping.enumerated() {
            guard case .function(let operands, _) = params[pi].type.unwrappedFully, operands.count == 2 else { continue }
            guard argIndexes.contains(where: { isOperatorReference(args[$0].expr) }) else { continue }
            let mentionsGeneric = operands.contains { if case .param(let g) = $0 { return g === generic } else { return false } }
            guard mentionsGeneric else { continue }
            for operand in operands {
                if case .param(let g) = operand, g === generic { continue }
                let other = resolved(operand)
                if world.isFloatingPoint(other), expectedFloatingPoint(other) != nil { return other }
            }
        }
        return nil
    }

    private func isNumberLiteral(_ e: ExprSyntax) -> Bool {
        if e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return isNumberLiteral(prefix.expression) }
        return false
    }
}
