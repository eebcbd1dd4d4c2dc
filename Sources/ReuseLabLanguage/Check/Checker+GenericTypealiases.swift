import SwiftSyntax

/// Generic type aliases: `typealias Handler<T> = (T) -> Void`, `typealias Pair<T> = (T, T)`,
/// `typealias CellProvider<Item> = (UITableView, IndexPath, Item) -> UITableViewCell?`. The target is
/// resolved once with the alias's own parameters; each use (`Handler<Int>`) substitutes its arguments.
extension Checker {
    func genericTypealiasTarget(_ alias: TypeAliasDeclSyntax, _ generics: GenericParameterClauseSyntax, scope: TypeScope) -> SType? {
        var scope = scope
        let params = declareGenericParams(generics, scope: &scope)
        applyWhereClause(alias.genericWhereClause, scope: scope)
        let target = resolveType(alias.initializer.value, scope: scope)
        world.typealiasParams[alias.name.text] = params
        world.typealiasNameNodes[alias.name.text] = isPrelude ? nil : alias.name
        return target
    }

    /// `Handler<Int>`: the alias's target with its parameters replaced, each argument checked against the
    /// parameter's constraints as swiftc does.
    func specializeTypealias(_ name: String, _ alias: SType, _ params: [GenericParam], args: [SType], at node: some SyntaxProtocol) -> SType
    {
        guard !args.isEmpty else {
            error(Diagnostics.genericTypealiasWithoutArguments(name), at: node)
            return .error
        }
        guard args.count == params.count else {
            let declared = world.typealiasNameNodes[name].map { [CompileNote(Diagnostics.genericTypealiasDeclaredHere(name), at: $0)] }
            error(Diagnostics.genericTypealiasArgumentCount(name, got: args.count, expected: params.count), at: node, notes: declared ?? [])
            return .error
        }
        var map: [ObjectIdentifier: SType] = [:]
        for (p, a) in zip(params, args) {
            map[ObjectIdentifier(p)] = a
            if a.isError { continue }
            if let unmet = p.protocols.first(where: { !world.conforms(a, to: $0) }) {
                error(Diagnostics.genericTypealiasConform(name, a, unmet.name), at: node)
                return .error
            }
            if let bound = p.superclassBound, !world.isConvertible(a, to: bound) {
                error(Diagnostics.genericTypealiasInherit(name, a, bound), at: node)
                return .error
            }
        }
        return alias.substituting(map)
    }
}
