import SwiftSyntax

/// Turning type syntax into static types.
extension Checker {
    func resolveType(_ syntax: TypeSyntax, scope: TypeScope) -> SType {
        if let ident = syntax.as(IdentifierTypeSyntax.self) {
            let args = ident.genericArgumentClause.map { genericArguments($0, scope: scope) } ?? []
            rejectNonHashableSetElement(ident.name.writtenText, args, at: ident)
            return named(ident.name.lookupName, args: args, scope: scope, at: ident)
        }
        if let member = syntax.as(MemberTypeSyntax.self) {
            if moduleQualifier(member.baseType) != nil {
                let args = member.genericArgumentClause.map { genericArguments($0, scope: scope) } ?? []
                if let hidden = world.shadowedPreludeTypes[member.name.writtenText] { return instantiate(hidden, args: args, at: member) }
                return named(member.name.writtenText, args: args, scope: scope, at: member)
            }
            let base = resolveType(member.baseType, scope: scope)
            let name = member.name.writtenText
            let args = member.genericArgumentClause.map { genericArguments($0, scope: scope) } ?? []
            if name == "Type" { return .metatype(base) }
            if name == "Protocol" {
                error(Diagnostics.protocolMetatypeUnsupported, at: member)
                return .error
            }
            if case .param(let g) = base, let boundary = collectionMemberTypeBoundary(g, name, at: member) { return boundary }
            if case .param(let g) = base, let associated = associatedType(named: name, of: g) { return associated }
            guard case .nominal(let d, _) = base else {
                if !base.isError { error(Diagnostics.notAMemberType(name, base.description), at: member.name) }
                return .error
            }
            if let nested = nestedType(named: name, in: d) { return instantiate(nested, args: args, at: member) }
            if let alias = typealiasMember(name, of: d) { return memberTypealias(alias, of: base) }
            if let inferred = associatedTypeInferredEarly(name, of: d) { return memberTypealias(inferred, of: base) }
            if resolvingNestedTypealiases, world.types.values.contains(where: { $0.isProtocol && $0.associatedTypes[name] != nil }) {
                error(Diagnostics.inferredAssociatedTypeInNestedAliasUnsupported(d.name, name), at: member)
                return .error
            }
            error(Diagnostics.notAMemberTypeOfDeclaration(name, kindWord(d), d.qualifiedName), at: member.name)
            return .error
        }
        if let opt = syntax.as(OptionalTypeSyntax.self) { return .optional(resolveType(opt.wrappedType, scope: scope)) }
        if let iuo = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            checkImplicitlyUnwrappedPlacement(iuo)
            return .optional(resolveType(iuo.wrappedType, scope: scope))
        }
        if let arr = syntax.as(ArrayTypeSyntax.self) { return .array(resolveType(arr.element, scope: scope)) }
        if let dict = syntax.as(DictionaryTypeSyntax.self) {
            return .dictionary(resolveType(dict.key, scope: scope), resolveType(dict.value, scope: scope))
        }
        if let meta = syntax.as(MetatypeTypeSyntax.self) {
            let base = resolveType(meta.baseType, scope: scope)
            if meta.metatypeSpecifier.text == "Protocol" {
                error(Diagnostics.protocolMetatypeUnsupported, at: meta)
                return .error
            }
            return .metatype(base)
        }
        if let comp = syntax.as(CompositionTypeSyntax.self) {
            var protocols: [NominalDecl] = []
            var classPart: SType?
            for element in comp.elements {
                switch resolveType(element.type, scope: scope) {
                case .nominal(let d, _) where d.isProtocol: protocols.append(d)
                case .existential(let ps): protocols.append(contentsOf: ps)
                case .nominal(let d, let a) where d.isClass: classPart = .nominal(d, a)
                case .error: return .error
                default:
                    error(Diagnostics.nonProtocolInComposition(element.type.trimmedDescription), at: element.type)
                    return .error
                }
            }
            if classPart != nil {
                error(Diagnostics.classCompositionUnsupported, at: comp)
                return .error
            }
            return .existential(protocols)
        }
        if let some = syntax.as(SomeOrAnyTypeSyntax.self) {
            if let opaque = opaqueCollection(some, scope: scope) { return opaque }
            let inner = resolveType(some.constraint, scope: scope)
            // `some P` runs as `any P` here: the value keeps its dynamic type, and ReuseLab has no protocols
            // with associated types or Self requirements for which the two would differ.
            if case .nominal(let d, _) = inner, d.isProtocol { return .existential([d]) }
            return inner
        }
        if let attributed = syntax.as(AttributedTypeSyntax.self) { return resolveType(attributed.baseType, scope: scope) }
        if let tuple = syntax.as(TupleTypeSyntax.self) {
            let elements = tuple.elements.map { resolveType($0.type, scope: scope) }
            return elements.count == 1 ? elements[0] : .tuple(elements, labels: tupleLabels(tuple.elements.map { $0.firstName?.text }))
        }
        if let fn = syntax.as(FunctionTypeSyntax.self) {
            let params = fn.parameters.map { resolveType($0.type, scope: scope) }
            return .function(params, resolveType(fn.returnClause.type, scope: scope))
        }
        if syntax.is(MissingTypeSyntax.self) { return .error }
        error(Diagnostics.typeFormUnsupported, at: syntax)
        return .error
    }

    func kindWord(_ d: NominalDecl) -> String {
        switch d.kind {
        case .classType: return "class"
        case .structType, .builtin: return "struct"
        case .enumType: return "enum"
        case .protocolType: return "protocol"
        }
    }

    func genericArguments(_ clause: GenericArgumentClauseSyntax, scope: TypeScope) -> [SType] {
        clause.arguments.map { arg in
            if case .type(let t) = arg.argument { return resolveType(t, scope: scope) }
            error(Diagnostics.valueGenericArgumentsUnsupported, at: arg)
            return .error
        }
    }

    func nestedType(named name: String, in decl: NominalDecl) -> NominalDecl? {
        for c in decl.classChain {
            if let n = c.nestedTypes[name] { return n }
        }
        return nil
    }

    /// What a bare type name means in the types around `scope`, innermost first.
    enum EnclosingTypeName {
        /// A type nested in an enclosing type (or a superclass of one).
        case nested(NominalDecl)
        /// `typealias Row = Box<Int>` in an enclosing type, one it is nested in, or a protocol it adopts.
        case alias(SType)
        /// A nested enclosing type named by itself.
        case enclosing(NominalDecl)
    }

    func enclosingTypeName(_ name: String, in scope: TypeScope) -> EnclosingTypeName? {
        // A type nested in an enclosing one, or one naming itself, is some type's nested type; an alias found here is
        // a typealias member, written or inferred for an associated type: a name never any of those is none here.
        guard scope.enclosing != nil, MemberTypeNames.mayName(name) else { return nil }
        var enclosing = scope.enclosing
        while let e = enclosing {
            if let n = nestedType(named: name, in: e) { return .nested(n) }
            if let alias = typealiasMember(name, of: e) { return .alias(alias) }
            // `Element` in a member of a type this entry declares, whose conformance infers it: swiftc infers it then.
            if let inferred = associatedTypeInferredEarly(name, of: e) { return .alias(inferred) }
            if e.name == name && e.parent != nil { return .enclosing(e) }
            enclosing = e.parent
        }
        return nil
    }

    /// A type name as written: generic parameter, `Self`, nested type of an enclosing type, typealias, or top-level type.
    func named(_ name: String, args: [SType], scope: TypeScope, at node: some SyntaxProtocol) -> SType {
        if let fixed = scope.fixedTypes[name] { return fixed }
        // `Value` inside `extension Cache where Value == String`.
        if let fixed = scope.selfParam?.sameTypes[name] { return fixed }
        if let p = scope.genericParams[name] { return .param(p) }
        if name == "Self" {
            if let s = scope.selfParam {
                if let owner = s.selfOf, owner.isValueType { return owner.declaredType }
                return .param(s)
            }
            error(Diagnostics.cannotFindSelfType, at: node)
            return .error
        }
        switch enclosingTypeName(name, in: scope) {
        case .nested(let n), .enclosing(let n): return instantiate(n, args: args, at: node)
        case .alias(let alias): return alias
        case nil: break
        }
        if name == "Array", args.count == 1 { return .array(args[0]) }
        if name == "Optional", args.count == 1 { return .optional(args[0]) }
        if name == "Dictionary", args.count == 2 { return .dictionary(args[0], args[1]) }
        if let params = world.typealiasParams[name], let alias = world.typealiases[name] {
            return specializeTypealias(name, alias, params, args: args, at: node)
        }
        if let alias = world.typealiases[name] { return alias }
        if let decl = topLevelType(named: name) {
            return instantiate(decl, args: args, at: node)
        }
        if let alias = world.typealiases[name] { return alias }
        if Checker.unsupportedLibraryTypes.contains(name) {
            error(Diagnostics.featureUnsupported(name), at: node)
            return .error
        }
        if let (type, proto) = conformanceInferring(name, in: scope) {
            // swiftc infers it from a member written anywhere; one that none witnesses is swiftc's error.
            let message =
                writesWitnessLater(of: proto, in: type)
                ? Diagnostics.associatedTypeInferredLaterUnsupported(type.name, name, proto.name)
                : Diagnostics.invalidAssociatedTypeReference(name, type.name)
            error(message, at: node)
            return .error
        }
        reportMissingName(name, swiftcMessage: Diagnostics.cannotFindTypeInScope(name), at: node)
        return .error
    }

    /// A type of this entry around `scope`, and its protocol, whose conformance infers `name` but none of the members
    /// declared so far has (`associatedTypeInferredEarly` found nothing).
    private func conformanceInferring(_ name: String, in scope: TypeScope) -> (NominalDecl, NominalDecl)? {
        var enclosing = scope.enclosing
        while let e = enclosing {
            if !e.isProtocol, !e.fromPrelude,
                let proto = world.allConformances(of: e).first(where: { $0.associatedTypes[name] != nil })
            {
                return (e, proto)
            }
            enclosing = e.parent
        }
        return nil
    }

    /// Whether `type`'s body, or an extension of it in the same file, writes a member named as one of `proto`'s
    /// requirements that is not declared yet: a witness further down, which ReuseLab has not read.
    private func writesWitnessLater(of proto: NominalDecl, in type: NominalDecl) -> Bool {
        let requirements = Set(proto.methods.keys).union(proto.properties.keys)
        var groups: [any DeclGroupSyntax] = type.syntax?.declGroup.map { [$0] } ?? []
        for item in type.syntax?.root.as(SourceFileSyntax.self)?.statements ?? [] {
            if let ext = item.item.as(ExtensionDeclSyntax.self), ext.extendedType.trimmedDescription == type.name { groups.append(ext) }
        }
        for member in groups.flatMap({ writtenMemberDecls(of: $0) }) {
            if let f = member.as(FunctionDeclSyntax.self), requirements.contains(f.lookupName),
                (type.methods(named: f.lookupName) ?? []).isEmpty
            {
                return true
            }
            for binding in member.as(VariableDeclSyntax.self)?.bindings ?? [] {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if requirements.contains(property), (type.properties(named: property) ?? []).isEmpty { return true }
            }
        }
        return false
    }

    func instantiate(_ decl: NominalDecl, args: [SType], at node: some SyntaxProtocol) -> SType {
        if decl.genericParams.isEmpty {
            if !args.isEmpty {
                if decl.isProtocol {
                    rejectConstrainedProtocol(decl, at: node)
                } else {
                    error(Diagnostics.cannotSpecializeNonGeneric(decl.name), at: node)
                }
                return .error
            }
            if decl.isProtocol { return .existential([decl]) }
            return .nominal(decl, [])
        }
        if args.isEmpty { return decl.declaredType }
        if args.count != decl.genericParams.count {
            error(Diagnostics.wrongGenericArgumentCount(decl.name, got: args.count, expected: decl.genericParams.count), at: node)
            return .error
        }
        return decl.applied(to: args)
    }
}
