import SwiftSyntax

/// `Optional` written out: `Optional(3)`, `Optional<Int>(3)`, `Optional.some(3)`, `.some(3)`,
/// `Optional<Int>.none` and `.none`. Optionals are flat at run time, so these only re-type the value.
extension Checker {
    /// The optional type a reference like `Optional`, `Optional<Int>` or `.` (implicit, from `expected`)
    /// names, with `nil` payload when it is left to inference. `nil` when `base` is something else.
    private func spelledOptional(_ base: ExprSyntax?, expected: SType?) -> SType?? {
        guard let base else {
            if let exp = expected, case .optional(let w) = exp { return .some(w) }
            return nil
        }
        if let ref = base.as(DeclReferenceExprSyntax.self), ref.baseName.text == "Optional", ref.argumentNames == nil,
            lookupVariable("Optional") == nil
        {
            return .some(expected?.optionalPayload)
        }
        if base.is(GenericSpecializationExprSyntax.self), let t = typeReference(base), case .optional(let w) = t { return .some(w) }
        return nil
    }

    /// `Optional(x)`, `Optional<T>(x)`, `Optional.some(x)` and `.some(x)`; `nil` when the call is not one.
    func checkOptionalConstruction(_ call: FunctionCallExprSyntax, expected: SType?) -> Expr? {
        var base: ExprSyntax? = call.calledExpression
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard member.declName.baseName.text == "some" else { return nil }
            base = member.base
        } else if !call.calledExpression.is(DeclReferenceExprSyntax.self) && !call.calledExpression.is(GenericSpecializationExprSyntax.self)
        {
            return nil
        }
        guard let spelled = spelledOptional(base, expected: expected), call.arguments.count == 1,
            let arg = call.arguments.first, arg.label == nil, call.trailingClosure == nil
        else { return nil }
        let value = spelled.map { checkExpr(arg.expression, convertingTo: $0) } ?? checkExpr(arg.expression, expected: nil)
        return wrapInOptional(value, at: loc(call))
    }

    /// `Optional<Int>.none`, `Optional.none` and `.none` in an optional context: `nil`.
    func checkOptionalNone(_ member: MemberAccessExprSyntax, expected: SType?) -> Expr? {
        guard member.declName.baseName.text == "none", member.declName.argumentNames == nil,
            let spelled = spelledOptional(member.base, expected: expected)
        else { return nil }
        guard let wrapped = spelled else {
            error(Diagnostics.wrappedCouldNotBeInferred, at: member)
            return errorExpr(member)
        }
        return Expr(.nilLiteral, .optional(wrapped), loc(member))
    }

    /// A present optional holding `value`. Wrapping an optional that may be nil needs the `.some(nil)`
    /// run-time case, which a conditional cast to the optional type makes (`nil as? T?`).
    private func wrapInOptional(_ value: Expr, at l: SourceLoc) -> Expr {
        if value.type.isError { return value }
        if case .optional = value.type { return Expr(.cast(value, value.type, .conditional), .optional(value.type), l) }
        return Expr(value.kind, .optional(value.type), l)
    }
}
