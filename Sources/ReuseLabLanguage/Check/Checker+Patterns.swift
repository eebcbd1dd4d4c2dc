import SwiftSyntax

/// Patterns beyond the basic ones of `Checker+Statements.swift`: casts (`let x as T`, `catch let e as MyError`),
/// enum cases reached through a cast (`catch MyError.bad(let n)`), and ranges matched with `~=` (`case 0..<10`).
extension Checker {
    func checkCastOrRangePattern(_ expr: ExprSyntax, against type: SType, binding: Bool) -> Pattern? {
        if let asExpr = expr.as(AsExprSyntax.self), asExpr.questionOrExclamationMark == nil {
            let target = resolveType(asExpr.type, scope: currentTypeScope())
            let inner = checkExpressionPattern(asExpr.expression, against: target, binding: binding)
            return .cast(target, inner)
        }
        // `MyError.bad(let n)` / `MyError.worse` against a value of another static type (`any Error`, `Any`).
        var called = expr
        if let call = expr.as(FunctionCallExprSyntax.self) { called = call.calledExpression }
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base, let named = typeReference(base),
           case .nominal(let d, _) = named, d.kind == .enumType, type.unwrappedFully.nominalDecl !== d,
           type.isExistential {
            return .cast(named, checkExpressionPattern(expr, against: named, binding: binding))
        }
        return nil
    }

    /// `case 0..<10:` and `case 1...3:` on an `Int`, through the standard library's `~=` for ranges.
    func rangePattern(_ value: Expr, against type: SType) -> Pattern? {
        guard case .nominal(let d, _) = value.type, d === world.rangeDecl || d === world.closedRangeDecl,
              world.isConvertible(type, to: world.int) else { return nil }
        return .inRange(value)
    }
}
