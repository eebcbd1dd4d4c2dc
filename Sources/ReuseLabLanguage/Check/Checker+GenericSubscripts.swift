import SwiftSyntax

/// Generic subscripts (`subscript<T>(key: Key<T>) -> T?`): the parameters are inferred from the indices, and
/// the getter and setter run with them bound (so `as? T` in the body means the type at the use).
extension Checker {
    /// The indices checked against a generic subscript, its parameters bound from them.
    func genericSubscriptCall(
        _ fn: FuncDecl, _ subst: [ObjectIdentifier: SType], _ args: [CallArgument], _ mapping: [[Int]]
    ) -> (FuncDecl, [ObjectIdentifier: SType], [Expr]) {
        var bindings = subst
        let generics = Set(fn.genericParams.map { ObjectIdentifier($0) })
        var checked: [Expr] = []
        for (p, indexes) in zip(fn.params, mapping) {
            let value = checkExpr(args[indexes[0]].expr, expected: nil)
            unify(p.type, value.type, &bindings, generics)
            let type = p.type.substituting(bindings)
            if !value.type.isError && !world.isConvertible(value.type, to: type) {
                error(argumentMessage(value.type, type), at: args[indexes[0]].expr)
            }
            checked.append(value.type.isError ? value : erasing(value, to: type))
        }
        return (fn, bindings, checked)
    }

    /// The bindings of a subscript's own generic parameters and of its generic owner's (`storage[key] as? Value`
    /// in `Cache<Value>` needs `Value`), for the call at run time.
    func genericBindings(of fn: FuncDecl, in subst: [ObjectIdentifier: SType]) -> [ObjectIdentifier: SType] {
        var own: [ObjectIdentifier: SType] = [:]
        for g in fn.genericParams + (fn.owner?.genericParams ?? []) { own[ObjectIdentifier(g)] = subst[ObjectIdentifier(g)] }
        return own
    }

    /// A parameter only the result names (`subscript<T>(key: String) -> T`) needs the context's type, which ReuseLab
    /// does not infer for subscripts: the boundary, at the clause, and true (its uses then say nothing more).
    func rejectResultOnlyGenerics(_ generics: [GenericParam], _ s: SubscriptDeclSyntax) -> Bool {
        guard let clause = s.genericParameterClause else { return false }
        let named = Set(s.parameterClause.parameters.flatMap { $0.type.tokens(viewMode: .sourceAccurate).map(\.text) })
        guard generics.contains(where: { !named.contains($0.name) }) else { return false }
        error(Diagnostics.genericSubscriptUnsupported, at: clause)
        return true
    }
}
