import SwiftSyntax

/// Type aliases: top level (`typealias NibReusable = Reusable & NibLoadable`) and nested in types,
/// generic ones included (`typealias Class = Box<Item>`).
extension Checker {
    func declareTypealiases(_ items: [CodeBlockItemSyntax.Item]) {
        for item in items {
            guard case .decl(let decl) = item, let alias = decl.as(TypeAliasDeclSyntax.self),
                  let type = typealiasTarget(alias, scope: TypeScope()) else { continue }
            world.typealiases[alias.name.text] = type
        }
    }

    func typealiasTarget(_ alias: TypeAliasDeclSyntax, scope: TypeScope) -> SType? {
        if let generics = alias.genericParameterClause {
            error("'typealias' with generic parameters is not supported in ReuseLab yet", at: generics)
            return nil
        }
        return resolveType(alias.initializer.value, scope: scope)
    }

    /// A type's alias seen through a specialisation: `Box<Int>.Element` is `Int` when `Element = Item`.
    func memberTypealias(_ alias: SType, of base: SType) -> SType {
        guard case .nominal(let d, let args) = base, !args.isEmpty, args.count == d.genericParams.count else { return alias }
        var map: [ObjectIdentifier: SType] = [:]
        for (p, a) in zip(d.genericParams, args) { map[ObjectIdentifier(p)] = a }
        return alias.substituting(map)
    }
}
