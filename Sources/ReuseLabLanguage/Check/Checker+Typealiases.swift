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

extension Checker {
    /// `extension Cell { typealias Model = String }`: the alias becomes a member type of `Cell`, known
    /// before any member is declared (the type's own body may use it).
    func declareExtensionTypealiases(_ items: [CodeBlockItemSyntax.Item]) {
        for item in items {
            guard case .decl(let decl) = item, let ext = decl.as(ExtensionDeclSyntax.self),
                  activeMembers(ext.memberBlock.members).contains(where: { $0.decl.is(TypeAliasDeclSyntax.self) }) else { continue }
            let saved = diagnostics.count
            let extended = resolveType(ext.extendedType, scope: TypeScope())
            diagnostics.removeSubrange(saved...) // reported again when the extension is declared
            if let target = extended.nominalDecl {
                declareTypealiases(in: ext, of: target)
            } else if case .existential(let protocols) = extended, protocols.count == 1 {
                declareTypealiases(in: ext, of: protocols[0]) // `extension Reusable { typealias … }`
            }
        }
    }

    func declareTypealiases(in ext: ExtensionDeclSyntax, of decl: NominalDecl) {
        for member in activeMembers(ext.memberBlock.members) {
            if let alias = member.decl.as(TypeAliasDeclSyntax.self), let type = typealiasTarget(alias, scope: typeScope(for: decl)) {
                decl.typealiases[alias.name.text] = type
            }
        }
    }

    /// A type's alias by name: its own or a superclass's, then one its protocols declare.
    func typealiasMember(_ name: String, of decl: NominalDecl) -> SType? {
        for c in decl.classChain {
            if let alias = c.typealiases[name] { return alias }
        }
        for p in world.allConformances(of: decl) {
            if let alias = p.typealiases[name] { return alias }
        }
        return nil
    }
}
