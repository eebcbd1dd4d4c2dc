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
        for (p, a) in zip(owner.genericParams, args) { bindings[ObjectIdentifier(p)] = a }
        return bindings
    }

    /// The arguments of a case call checked against its payload, and the enum type they make.
    func checkGenericCaseArguments(
        _ c: EnumCaseDecl, owner: NominalDecl, args: [CallArgument], in type: SType?
    ) -> (args: [Expr?], type: SType) {
        var bindings = genericEnumBindings(owner, in: type)
        let generics = Set(owner.genericParams.map { ObjectIdentifier($0) })
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
