import SwiftSyntax

/// Type aliases: top level (`typealias NibReusable = Reusable & NibLoadable`) and nested in types,
/// generic ones included (`typealias Class = Box<Item>`).
extension Checker {
    /// Top-level aliases may name aliases declared after them (`typealias A = B` before `typealias B = Int`):
    /// they are resolved in rounds, each one quietly, until a round resolves nothing; what is left is
    /// reported.
    func declareTypealiases(_ items: [CodeBlockItemSyntax.Item]) {
        var pending = items.compactMap { item -> TypeAliasDeclSyntax? in
            if case .decl(let decl) = item { return decl.as(TypeAliasDeclSyntax.self) }
            return nil
        }
        while !pending.isEmpty {
            let before = pending.count
            pending = pending.filter { alias in
                let saved = diagnostics.count
                let type = typealiasTarget(alias, scope: TypeScope())
                let failed = diagnostics.count > saved || type?.isError != false
                diagnostics.removeSubrange(saved...)
                if !failed, let type { world.typealiases[alias.name.text] = type }
                return failed
            }
            if pending.count == before { break }
        }
        // Aliases still waiting on one another form a cycle: swiftc reports its first alias.
        var edges: [String: [String]] = [:]
        for alias in pending { edges[alias.name.text] = mentionedNames(alias.initializer.value) }
        func reachesItself(_ start: String) -> Bool {
            var seen: Set<String> = []
            var stack = edges[start] ?? []
            while let name = stack.popLast() {
                if name == start { return true }
                if seen.insert(name).inserted { stack.append(contentsOf: edges[name] ?? []) }
            }
            return false
        }
        if let first = pending.first(where: { reachesItself($0.name.text) }) {
            error(
                Diagnostics.typeAliasReferencesItself(first.name.text), at: first.name, notes: aliasCycleNotes(from: first, pending, edges))
            for alias in pending where reachesItself(alias.name.text) { world.typealiases[alias.name.text] = .error }
            pending.removeAll { reachesItself($0.name.text) }
        }
        // The rest fail for a reason of their own, reported once: an alias naming one of them is quiet.
        for alias in pending { world.typealiases[alias.name.text] = .error }
        for alias in pending {
            if let type = typealiasTarget(alias, scope: TypeScope()) { world.typealiases[alias.name.text] = type }
        }
    }

    /// swiftc's notes along the cycle from `first` back to itself: each alias's target ("while resolving type
    /// 'Cell'"), and the name of each alias after the first ("through reference here").
    private func aliasCycleNotes(from first: TypeAliasDeclSyntax, _ pending: [TypeAliasDeclSyntax], _ edges: [String: [String]])
        -> [CompileNote]
    {
        let start = first.name.text
        // Depth first, along the first names each alias mentions, until the start comes round again.
        func path(from name: String, _ visited: [String]) -> [String]? {
            for next in edges[name] ?? [] {
                if next == start { return visited }
                if visited.contains(next) { continue }
                if let found = path(from: next, visited + [next]) { return found }
            }
            return nil
        }
        var notes: [CompileNote] = []
        for (index, name) in (path(from: start, [start]) ?? [start]).enumerated() {
            guard let alias = pending.first(where: { $0.name.text == name }) else { continue }
            if index > 0 { notes.append(CompileNote(Diagnostics.throughReferenceHere, at: alias.name)) }
            let target = alias.initializer.value
            notes.append(CompileNote(Diagnostics.whileResolvingType(target.trimmedDescription), at: swiftcLocation(ofType: target)))
        }
        return notes
    }

    /// Where swiftc places a type written in the source: an optional at its `?`, a function type at its arrow.
    private func swiftcLocation(ofType type: TypeSyntax) -> Syntax {
        if let optional = type.as(OptionalTypeSyntax.self) { return Syntax(optional.questionMark) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return Syntax(unwrapped.exclamationMark) }
        if let function = type.as(FunctionTypeSyntax.self) { return Syntax(function.returnClause.arrow) }
        return Syntax(type)
    }

    private func mentionedNames(_ type: TypeSyntax) -> [String] {
        type.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        }
    }

    func typealiasTarget(_ alias: TypeAliasDeclSyntax, scope: TypeScope) -> SType? {
        if let generics = alias.genericParameterClause {
            guard scope.enclosing == nil else {
                error(Diagnostics.genericTypealiasInTypeUnsupported, at: generics)
                return nil
            }
            return genericTypealiasTarget(alias, generics, scope: scope)
        }
        world.typealiasParams[alias.name.text] = nil
        world.typealiasNameNodes[alias.name.text] = nil
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
                activeMembers(ext.memberBlock.members).contains(where: { $0.decl.is(TypeAliasDeclSyntax.self) })
            else { continue }
            let saved = diagnostics.count
            let extended = resolveType(ext.extendedType, scope: TypeScope())
            diagnostics.removeSubrange(saved...)  // reported again when the extension is declared
            if let target = extended.nominalDecl {
                declareTypealiases(in: ext, of: target)
            } else if case .existential(let protocols) = extended, protocols.count == 1 {
                declareTypealiases(in: ext, of: protocols[0])  // `extension Reusable { typealias … }`
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
            if let alias = c.memberTypealias(named: name) { return alias }
        }
        for p in world.allConformances(of: decl) {
            if let alias = p.memberTypealias(named: name) { return alias }
        }
        return nil
    }
}

extension Checker {
    /// `extension NibReusable { … }` where the alias is a composition: swiftc names the alias and its meaning.
    func rejectExtensionOfComposition(_ ext: ExtensionDeclSyntax, _ type: SType) {
        let written = ext.extendedType.trimmedDescription
        // swiftc spells the composition canonically: its protocols in name order.
        guard case .existential(let protocols) = type else { return }
        let canonical = protocols.map(\.name).sorted().joined(separator: " & ")
        let name = Diagnostics.quotedAlias(written, meaning: written == type.description ? nil : canonical)
        error(Diagnostics.nonNominalExtension(name), at: ext.extensionKeyword)
    }
}

extension Checker {
    /// `typealias Row = [String]` inside a function or block: visible until the block ends.
    func declareLocalTypealias(_ alias: TypeAliasDeclSyntax) {
        guard let type = typealiasTarget(alias, scope: currentTypeScope()) else { return }
        let name = alias.name.text
        context.shadowedTypealiases.append((name, world.typealiases[name]))
        world.typealiases[name] = type
    }

    func endLocalTypealiases(from count: Int) {
        while context.shadowedTypealiases.count > count {
            let (name, previous) = context.shadowedTypealiases.removeLast()
            world.typealiases[name] = previous
        }
    }
}
