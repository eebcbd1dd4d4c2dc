import SwiftSyntax

/// `as`, `as?`, `as!` and `is`.
extension Checker {
    func checkAs(_ asExpr: AsExprSyntax) -> Expr {
        let target = resolveType(asExpr.type, scope: currentTypeScope())
        let l = loc(asExpr)
        switch asExpr.questionOrExclamationMark?.tokenKind {
        case .exclamationMark?:
            let inner = checkExpr(asExpr.expression, expected: nil)
            warnImpossibleCast(inner.type, target, node: asExpr)
            if isSameNominalType(inner.type, target) {
                warning(Diagnostics.forcedCastToSameType(target), at: asExpr.asKeyword)
            }
            return Expr(.cast(inner, target, .force), target, l)
        case .postfixQuestionMark?, .infixQuestionMark?:
            let inner = checkExprKeepingOptional(asExpr.expression, expected: nil)
            warnImpossibleCast(inner.type, target, node: asExpr)
            if isSameNominalType(inner.type, target) {
                warning(Diagnostics.conditionalCastAlwaysSucceeds(inner.type, target), at: asExpr.asKeyword)
            }
            return Expr(.cast(inner, target, .conditional), .optional(target), l)
        default:
            // `x as T`: a coercion, which is also context for generic inference.
            let inner = checkExpr(asExpr.expression, expected: target)
            if !world.isConvertible(inner.type, to: target) {
                if world.classDecl(of: target) != nil && world.classDecl(of: inner.type.unwrappedFully) != nil
                    && world.isConvertible(target, to: inner.type)
                {
                    reportCoercionThatNeedsDowncast(inner.type, target, at: asExpr)
                } else {
                    error(Diagnostics.cannotCoerce(inner.type, target), at: asExpr.expression)
                }
            }
            let erased = erasing(inner, to: target)
            return erased !== inner ? erased : Expr(inner.kind, target, l)
        }
    }

    /// swiftc only warns about casts that always fail; ReuseLab lets them run and trap.
    private func warnImpossibleCast(_ from: SType, _ to: SType, node: some SyntaxProtocol) {}

    /// `x is T`: always a Bool; a cast that can never succeed still runs (and says false).
    func checkIsExpression(_ isExpr: IsExprSyntax) -> Expr {
        let inner = checkExprKeepingOptional(isExpr.expression, expected: nil)
        let target = resolveType(isExpr.type, scope: currentTypeScope())
        warnImpossibleCast(inner.type, target, node: isExpr)
        if isSameNominalType(inner.type, target) || isUpcast(inner.type, target) {
            warning(Diagnostics.isTestAlwaysTrue, at: isExpr.isKeyword)
        }
        return Expr(.cast(inner, target, .check), world.bool, loc(isExpr))
    }

    /// A cast to the type the value already has (`cell as? UITableViewCell` of a `UITableViewCell`): swiftc warns
    /// that it always succeeds. Only plain (non-optional, non-generic) structs, enums and classes are judged.
    /// `case is Int` against an `Int`, `catch is Error`: the test always passes, so the pattern matches anything
    /// (swiftc counts it as covering every value, and warns).
    func isTestAlwaysTrue(of subject: SType, for target: SType) -> Bool {
        if case .existential(let a) = subject, case .existential(let b) = target, !a.isEmpty {
            return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
        }
        return isSameNominalType(subject, target) || isUpcast(subject, target)
    }

    private func isSameNominalType(_ from: SType, _ to: SType) -> Bool {
        guard !isPrelude, case .nominal(let a, let aArgs) = from, case .nominal(let b, let bArgs) = to, aArgs.isEmpty, bArgs.isEmpty,
            !a.isProtocol
        else { return false }
        return a === b
    }

    /// `view is UIView` of a `UITableViewCell`: a class is always an instance of its superclasses.
    private func isUpcast(_ from: SType, _ to: SType) -> Bool {
        guard !isPrelude, case .nominal(let a, let aArgs) = from, case .nominal(let b, let bArgs) = to, aArgs.isEmpty, bArgs.isEmpty,
            a.isClass, b.isClass, a !== b
        else { return false }
        return a.classChain.contains { $0 === b }
    }
}
