import SwiftSyntax

/// `a..<b` and `a...b`: ReuseLab's ranges hold `Int`s (and a string's indices, `Checker+StringIndex.swift`). Bounds
/// of another type that Swift ranges take (`0.0...1.0`, `"a"..."m"`, a `Comparable` struct) are ReuseLab's limit,
/// said once at the range, never swiftc's "cannot convert … to 'Int'", which would blame valid code.
extension Checker {
    func checkIntRange(_ infix: InfixOperatorExprSyntax, closed: Bool, expected: SType?) -> Expr {
        let l = loc(infix)
        // `case "a"..."m"` matched against a Character: the literals are characters.
        let characters = expected.map { world.sameType($0, world.character) } ?? false
        let lower = checkExpr(infix.leftOperand, expected: characters ? world.character : nil)
        let upper = checkExpr(infix.rightOperand, expected: lower.type.isError ? nil : rangeBoundHint(lower.type))
        if let bound = otherRangeBound(lower.type) ?? otherRangeBound(upper.type) {
            let spelled = SType.nominal(closed ? world.closedRangeDecl : world.rangeDecl, [bound])
            error(Diagnostics.featureUnsupported(spelled.diagnosticDescription), at: infix)
            return errorExpr(infix)
        }
        let a = convertedBound(lower, infix.leftOperand)
        let b = convertedBound(upper, infix.rightOperand)
        return Expr(.range(a, b, closed: closed), closed ? world.closedRange : world.range, l)
    }

    /// The lower bound's type for the upper one: a `Double` makes `0.0..<1` a range of doubles, as in Swift.
    private func rangeBoundHint(_ type: SType) -> SType? {
        otherRangeBound(type) == nil ? nil : type
    }

    /// A bound Swift's ranges take that ReuseLab's do not: a floating-point number, a string, a character, or a
    /// `Comparable` type of the script's.
    private func otherRangeBound(_ type: SType) -> SType? {
        guard case .nominal(let d, _) = type, d !== world.intType, d !== world.stringIndexType else { return nil }
        if world.isFloatingPoint(d) || d === world.stringType || d === world.characterType { return type }
        if !d.fromPrelude, world.allConformances(of: d).contains(where: { $0.name == "Comparable" }) { return type }
        return nil
    }

    /// An `Int` bound, or swiftc's conversion message for anything else (an optional, a `Bool`).
    private func convertedBound(_ bound: Expr, _ syntax: ExprSyntax) -> Expr {
        if bound.type.isError || world.isConvertible(bound.type, to: world.int) { return erasing(bound, to: world.int) }
        error(conversionMessage(optionalView(bound).type, world.int), at: swiftcLocation(of: syntax))
        return bound
    }
}
