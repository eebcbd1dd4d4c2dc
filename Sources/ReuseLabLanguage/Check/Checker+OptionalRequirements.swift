import SwiftSyntax

/// Optional protocol requirements (`@objc protocol P { @objc optional func f() }`), as UIKit's delegates declare
/// theirs. A conformer may leave one out; a use reads it as an optional function, so it is called with optional
/// chaining (`delegate?.tableView?(table, didSelectRowAt: path)`), which is nil where the receiver's type does
/// not implement it. Called without `?`, it gets swiftc's "must be unwrapped".
extension Checker {
    /// `base.name?` followed by a call: the optional requirement the call's labels name, as an optional function
    /// bound to `base`; nil when `name` names no optional requirement there.
    func optionalRequirementReference(_ chain: OptionalChainingExprSyntax) -> Expr? {
        guard let member = chain.expression.as(MemberAccessExprSyntax.self), let baseSyntax = member.base,
            member.declName.argumentNames == nil,
            let call = chain.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == chain.id,
            call.trailingClosure == nil
        else { return nil }
        let name = member.declName.baseName.text
        let labels = call.arguments.map { $0.label?.text }
        // Checked before the base, which must be checked once: some protocol declares such a requirement.
        let declared = world.types.values.contains { d in
            d.isProtocol && (d.methods(named: name) ?? []).contains { $0.isOptionalRequirement && $0.labels == labels }
        }
        guard declared, typeReference(baseSyntax) == nil else { return nil }
        let base = checkExpr(baseSyntax, expected: nil)
        let found = lookupMembers(name, in: base.type, isStatic: false).compactMap { m -> (FuncDecl, [ObjectIdentifier: SType])? in
            guard case .method(let f) = m.kind, f.isOptionalRequirement, f.labels == labels else { return nil }
            return (f, m.subst)
        }
        guard found.count == 1, let (f, subst) = found.first else {
            return base.type.isError ? errorExpr(chain) : nil  // a base already reported says nothing more
        }
        let type = functionType(of: f, subst: subst)
        let reference = Expr(.functionRef(f, receiver: base, bindings: subst), .optional(type), loc(member))
        return Expr(.bindOptional(reference), type, loc(chain))
    }

    /// `delegate.greet("x")` of an optional requirement: swiftc's words, since the member is an optional function.
    func rejectsOptionalRequirementCall(_ decl: FuncDecl, bindings: [ObjectIdentifier: SType], call: FunctionCallExprSyntax) -> Bool {
        guard decl.isOptionalRequirement else { return false }
        let type = functionType(of: decl, subst: bindings)
        error(Diagnostics.optionalNotUnwrapped(.optional(type), type), at: call.calledExpression)
        return true
    }

    /// `delegate?.tableView?` about to be called: its labels were matched when the requirement was found.
    func isOptionalRequirementValue(_ value: Expr) -> Bool {
        guard case .bindOptional(let inner) = value.kind, case .functionRef(let f, _, _) = inner.kind else { return false }
        return f.isOptionalRequirement
    }

    /// `@objc optional var` in a protocol: reported at its declaration (not supported yet), never missed by a conformer.
    func isOptionalProperty(_ v: VarDecl) -> Bool {
        v.syntax?.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.text == "optional" } ?? false
    }
}
