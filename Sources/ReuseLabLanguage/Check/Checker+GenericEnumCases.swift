/// Cases of a generic enum (`Result<Success, Failure>`, the learner's `enum Loadable<Value>`): `.success("data")`
/// where a `Result<String, LoadError>` is expected, and `case .failure(let e)` when switching over one, see the
/// enum's parameters as the type written there. Without such a type, the case's arguments decide them.
extension Checker {
    /// The enum's generic parameters bound to the arguments of `type`, when `type` is that enum applied.
    func genericEnumBindings(_ owner: NominalDecl, in type: SType?) -> [ObjectIdentifier: SType] {
        guard !owner.genericParams.isEmpty, case .nominal(let d, let args)? = type?.unwrappedFully, d === owner,
            args.count == owner.genericParams.count
        else { return [:] }
        var bindings: [ObjectIdentifier: SType] = [:]
        for (p, a) in zip(owner.genericParams, args) {
            // `Loadable.loaded("ready")` names the enum unapplied: its parameters are left to the arguments.
            // Inside the enum's own members its parameter is in scope, and `Tree` there means `Tree<T>`.
            if case .param(let same) = a, same === p, currentTypeScope().genericParams[p.name] !== p { continue }
            bindings[ObjectIdentifier(p)] = a
        }
        return bindings
    }

    /// `.idle` where a `Loadable<Int>` is expected is a `Loadable<Int>`.
    func payloadlessCaseType(_ owner: NominalDecl, base: Expr, expected: SType?) -> SType {
        var named = expected
        if case .metatype(let t) = base.type { named = t }
        return owner.declaredType.substituting(genericEnumBindings(owner, in: named))
    }

    /// The arguments of a case call checked against its payload, and the enum type they make.
    func checkGenericCaseArguments(
        _ c: EnumCaseDecl, owner: NominalDecl, args: [CallArgument], in type: SType?
    ) -> (args: [Expr?], type: SType) {
        var bindings = genericEnumBindings(owner, in: type)
        // The parameters still to be decided by the arguments.
        let generics = Set(owner.genericParams.map { ObjectIdentifier($0) }).subtracting(bindings.keys)
        var checked: [Expr?] = []
        for (a, p) in zip(args, c.payload) {
            let payload = p.type.substituting(bindings)
            if generics.isEmpty || !mentions(payload, generics) {
                checked.append(checkExpr(a.expr, convertingTo: payload, message: argumentMessage))
                continue
            }
            let value = checkExpr(a.expr, expected: nil)
            unify(payload, value.type, &bindings, generics)
            checked.append(value)
        }
        return (checked, owner.declaredType.substituting(bindings))
    }

    private func mentions(_ type: SType, _ params: Set<ObjectIdentifier>) -> Bool {
        var found = false
        _ = type.substituting { p in
            if params.contains(ObjectIdentifier(p)) { found = true }
            return nil
        }
        return found
    }
}

/// `Result { try load() }`: a closure without parameters whose result is still a generic parameter is checked
/// on its own, so that its body's type binds the parameter (swiftc infers `Success` from the body).
extension Checker {
    func closureExpectation(_ type: SType, resolved: (SType) -> SType, unresolved: (SType) -> Bool) -> SType? {
        if case .function(let params, let result) = type, params.isEmpty, unresolved(result) { return nil }
        return resolved(type)
    }
}

/// `Result { try load() }` is `Result<Success, any Error>`: Swift's `init(catching:)` takes a closure that
/// `throws(Failure)`, and an untyped `throws` makes that `any Error`. ReuseLab has no typed throws, so the
/// prelude's initializer leaves `Failure` to this rule.
extension Checker {
    func untypedFailure(_ g: GenericParam, of decl: FuncDecl) -> SType? {
        guard decl.kind == .initializer, let owner = decl.owner, owner.fromPrelude, owner.name == "Result",
            owner.genericParams.last === g, let error = world.types["Error"]
        else { return nil }
        return .existential([error])
    }
}
