import SwiftSyntax

/// One boundary, no follow-on errors, for generic constraints ReuseLab lacks (`<S: Sequence>`,
/// `some Collection<Int>`). The constraint is reported once, at its node; like swiftc's `<<error type>>`, the
/// parameter it constrained then lets every use pass silently: its members (`s.map { … }`), the `where`
/// requirements naming it (`where S.Element == Int`), and the arguments of calls on it (`c.reduce(0, +)`,
/// whose `+` has no type without the callee's parameter).
extension SType {
    /// A generic parameter whose constraint hit a boundary.
    var isBehindBoundary: Bool {
        if case .param(let p) = self { return p.isBehindBoundary }
        return false
    }
}

extension Checker {
    /// `where S.Element == Int` or `where S.Element: Equatable` for an `S` whose constraint was a boundary.
    func requirementIsBehindBoundary(_ requirement: GenericRequirementSyntax.Requirement, scope: TypeScope) -> Bool {
        let subject: TypeSyntax?
        switch requirement {
        case .conformanceRequirement(let c): subject = c.leftType
        case .sameTypeRequirement(let same): subject = Syntax(same.leftType).as(TypeSyntax.self)
        default: return false
        }
        guard var base = subject else { return false }
        while let member = base.as(MemberTypeSyntax.self) { base = member.baseType }
        guard let name = base.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return scope.genericParams[name]?.isBehindBoundary == true
    }

    /// `+` in `reduce(0, +)`: an operator named as a value, typed only by the callee's parameter.
    func isOperatorReference(_ expr: ExprSyntax) -> Bool {
        guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return false }
        switch ref.baseName.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return false
        }
    }
}
