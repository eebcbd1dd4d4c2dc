import SwiftSyntax

/// Names the checker can see while resolving a type: generic parameters, `Self`, the enclosing type.
struct TypeScope {
    var genericParams: [String: GenericParam] = [:]
    /// Names that stand for a concrete type here: `Element` in `extension Array where Element == Item`.
    var fixedTypes: [String: SType] = [:]
    var selfParam: GenericParam?
    var enclosing: NominalDecl?
}

/// Declarations found in the entry, waiting for their headers and members.
struct PendingType {
    let decl: NominalDecl
    let syntax: DeclGroupSyntax
}

extension Checker {
    // MARK: Pass 1: names of types

    func declareTypes(in items: [CodeBlockItemSyntax.Item]) {
        for item in items {
            guard case .decl(let decl) = item else { continue }
            declareType(decl, parent: nil)
        }
        // `extension Cell { enum Style { … } }`: nested types are named before any header refers to them. (Here and
        // in the passes before members, a tree read from the cache has every member that matters: it leaves out
        // only member blocks without types or aliases.)
        for item in items {
            guard case .decl(let decl) = item, let ext = decl.as(ExtensionDeclSyntax.self),
                let extended = typeNamedQuietly(ext.extendedType), !extended.isProtocol
            else { continue }
            for member in ext.memberBlock.members.elementsInOrder { declareType(member.decl, parent: extended) }
        }
    }

    /// The type a plain name or `A.B` path names, without reporting anything (the extension is checked later).
    func typeNamedQuietly(_ syntax: TypeSyntax) -> NominalDecl? {
        if let ident = syntax.as(IdentifierTypeSyntax.self), ident.genericArgumentClause == nil {
            return topLevelType(named: ident.name.text)
        }
        if let member = syntax.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
            return typeNamedQuietly(member.baseType)?.nestedTypes[member.name.text]
        }
        return nil
    }

    private func declareType(_ decl: DeclSyntax, parent: NominalDecl?) {
        let made: (String, NominalDecl.Kind, DeclGroupSyntax, TokenSyntax)?
        if let c = decl.as(ClassDeclSyntax.self) {
            made = (c.name.writtenText, .classType, c, c.name)
        } else if let s = decl.as(StructDeclSyntax.self) {
            made = (s.name.writtenText, .structType, s, s.name)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            made = (e.name.lookupName, .enumType, e, e.name)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            made = (p.name.writtenText, .protocolType, p, p.name)
        } else if let a = decl.as(ActorDeclSyntax.self) {
            error(Diagnostics.actorsUnsupported, at: a.actorKeyword)
            namesBehindBoundary.insert(a.name.text)
            made = nil
        } else {
            made = nil
        }
        guard let (name, kind, group, nameToken) = made else { return }
        let nominal = NominalDecl(name: name, kind: kind)
        nominal.syntax = Syntax(group)
        nominal.nameNode = Syntax(nameToken)
        nominal.fromPrelude = isPrelude
        nominal.parent = parent
        nominal.isFinal = group.modifiers.elementsInOrder.contains { $0.name.isKeyword(.final) }
        nominal.isFilePrivate = group.modifiers.elementsInOrder.contains {
            $0.name.isKeyword(.private) || $0.name.isKeyword(.fileprivate)
        }
        // An `@objc` protocol is class-bound, as Objective-C protocols are (`weak var delegate: Greeter?`).
        if kind == .protocolType,
            group.attributes.elementsInOrder.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" })
        {
            nominal.isClassBound = true
        }
        if let parent {
            parent.nestedTypes[name] = nominal
        } else {
            // swiftc lets a script's type hide a library's (`struct Task` in a to-do app).
            if let existing = world.types[name], existing.fromPrelude, !isPrelude {
                guard canHide(existing) else {
                    error(Diagnostics.typeNamedLikeLibraryTypeUnsupported(name), at: nameToken)
                    return
                }
                world.shadowedPreludeTypes[name] = existing
            }
            if topLevelTypeNamesDeclaredThisEntry.contains(name) {
                error(Diagnostics.invalidRedeclaration(name), at: nameToken)
                return
            }
            // A library unit loaded after the script declared the name: the script's type keeps it.
            if isPrelude, let existing = world.types[name], !existing.fromPrelude {
                world.shadowedPreludeTypes[name] = nominal
            } else {
                world.types[name] = nominal
            }
        }
        declaredThisEntry.append(nominal)
        if parent == nil { topLevelTypeNamesDeclaredThisEntry.insert(name) }
        pendingTypes.append(PendingType(decl: nominal, syntax: group))
        for member in activeMembers(group.memberBlock.members) {
            declareType(member.decl, parent: nominal)
        }
    }

    // MARK: Pass 2: headers (generic parameters, superclasses, conformances, typealiases, extensions)

    func resolveHeaders(_ items: [CodeBlockItemSyntax.Item]) {
        for pending in pendingTypes where pending.decl.isProtocol {
            declareAssociatedTypes(pending.decl, pending.syntax)
        }
        // Generic parameters first, then type aliases (which may name generic types and be used in
        // inheritance clauses: `struct Shelf: NamedAndCounted`), then the inheritance clauses.
        for pending in pendingTypes {
            var scope = TypeScope(enclosing: pending.decl)
            if let params = genericParameterClause(of: pending.syntax) {
                pending.decl.genericParams = declareGenericParams(params, scope: &scope)
            }
        }
        declareTypealiases(items)
        declareExtensionTypealiases(items)
        resolvingNestedTypealiases = true
        for pending in pendingTypes {
            for member in activeMembers(pending.syntax.memberBlock.members) {
                if let alias = member.decl.as(TypeAliasDeclSyntax.self),
                    let type = typealiasTarget(alias, scope: typeScope(for: pending.decl))
                {
                    pending.decl.typealiases[alias.name.text] = type
                }
            }
        }
        resolvingNestedTypealiases = false
        for pending in pendingTypes {
            let decl = pending.decl
            var scope = TypeScope(enclosing: decl)
            for p in decl.genericParams { scope.genericParams[p.name] = p }
            for inherited in (pending.syntax.inheritanceClause?.inheritedTypes).elementsOrNone {
                addInheritance(inherited.type, to: decl, scope: scope)
            }
            if let p = pending.syntax.as(ProtocolDeclSyntax.self) {
                applyProtocolWhereClause(p, to: decl)
            } else {
                // `class Configurator<Cell: ConfigurableCell, Model> where Cell.Model == Model`: holds in every member.
                applyWhereClause(pending.syntax.genericWhereClause, scope: scope)
            }
        }
    }

    func genericParameterClause(of group: DeclGroupSyntax) -> GenericParameterClauseSyntax? {
        if let c = group.as(ClassDeclSyntax.self) { return c.genericParameterClause }
        if let s = group.as(StructDeclSyntax.self) { return s.genericParameterClause }
        if let e = group.as(EnumDeclSyntax.self) { return e.genericParameterClause }
        return nil
    }

    func declareGenericParams(_ clause: GenericParameterClauseSyntax, scope: inout TypeScope) -> [GenericParam] {
        var result: [GenericParam] = []
        for p in clause.parameters.elementsInOrder {
            let param = GenericParam(name: p.name.text)
            scope.genericParams[param.name] = param
            result.append(param)
        }
        for (p, param) in zip(clause.parameters, result) {
            if let inherited = p.inheritedType { constrain(param, by: inherited, scope: scope) }
        }
        // Swift 2's `<T: P where T: Q>` is rejected (see `rejectObsoleteGenericWhereClauses`), but, as in swiftc,
        // its requirements still hold, so the body raises no follow-on error.
        applyWhereClause(clause.genericWhereClause, scope: scope)
        return result
    }

    /// `T: X` as written. A composition `UITableViewCell & Named` is its parts, each a constraint of its own,
    /// so a class in it becomes the superclass bound (as a type, `C & P` would be an existential ReuseLab lacks).
    func constrain(_ param: GenericParam, by syntax: TypeSyntax, scope: TypeScope) {
        if constrainToCollectionProtocol(param, by: syntax, scope: scope) { return }
        if let composition = syntax.as(CompositionTypeSyntax.self) {
            for element in composition.elements { constrain(param, by: element.type, scope: scope) }
            return
        }
        constrain(param, by: resolveType(syntax, scope: scope), at: syntax)
    }

    /// Applies `T: X` (from a parameter list or a `where` clause).
    func constrain(_ param: GenericParam, by type: SType, at node: some SyntaxProtocol) {
        switch type {
        case .nominal(let d, _) where d.isClass: param.superclassBound = type
        case .nominal(let d, _) where d.isProtocol: param.protocols.append(d)
        case .existential(let ps): param.protocols.append(contentsOf: ps)
        case .error: param.isBehindBoundary = true
        default: error(Diagnostics.constrainedToNonProtocol(param.name, type.description), at: node)
        }
    }

    func applyWhereClause(_ clause: GenericWhereClauseSyntax?, scope: TypeScope) {
        guard let clause else { return }
        for req in clause.requirements {
            if requirementIsBehindBoundary(req.requirement, scope: scope) { continue }
            switch req.requirement {
            case .conformanceRequirement(let c):
                let left = resolveType(c.leftType, scope: scope)
                guard case .param(let p) = left else {
                    error(Diagnostics.whereClauseSubjectUnsupported, at: c.leftType)
                    continue
                }
                constrain(p, by: c.rightType, scope: scope)
            case .sameTypeRequirement(let same) where applySameType(same, scope: scope) || applyAssociatedSameType(same, scope: scope):
                continue
            default:
                error(Diagnostics.whereRequirementUnsupported(req.requirement.trimmedDescription), at: req)
            }
        }
    }

    private func addInheritance(_ typeSyntax: TypeSyntax, to decl: NominalDecl, scope: TypeScope) {
        if typeSyntax.as(ClassRestrictionTypeSyntax.self) != nil {
            decl.isClassBound = true
            if decl.isProtocol && !isPrelude { warning(Diagnostics.classConstraintDeprecated, at: typeSyntax) }
            return
        }
        let type = resolveType(typeSyntax, scope: scope)
        switch type {
        case .nominal(let d, _) where d.isClass:
            if decl.isClass && decl.superclass == nil && decl.conformances.isEmpty {
                if d.isFinal && !d.fromPrelude { error(Diagnostics.inheritanceFromFinalClass(d.name), at: typeSyntax) }
                decl.superclass = type
            } else if decl.isProtocol {
                decl.isClassBound = true
                decl.superclassConstraint = type
            } else {
                error(
                    decl.isClass ? Diagnostics.superclassNotFirst(d.name) : Diagnostics.nonClassInheritsFromClass(decl.name, d.name),
                    at: typeSyntax)
            }
        case .nominal(let d, _) where d.isProtocol:
            decl.conformances.append(d)
        case .existential(let ps):
            for p in ps {
                if p === world.anyObject { decl.isClassBound = true } else { decl.conformances.append(p) }
            }
        case .nominal(let d, _) where decl.kind == .enumType && (d === world.stringType || d === world.intType) && decl.rawType == nil:
            decl.rawType = type
        case .error: break
        default:
            error(Diagnostics.inheritanceFromNonProtocol(type.description), at: typeSyntax)
        }
    }

    // MARK: Pass 3: members

    func declareMembers(_ items: [CodeBlockItemSyntax.Item]) {
        for pending in pendingTypes {
            declareMembersOfPreludeOnFirstUse(pending.decl, membersOf: pending.syntax) { checker, members in
                let scope = checker.typeScope(for: pending.decl)
                for member in members {
                    checker.declareMember(member, in: pending.decl, home: pending.decl.isProtocol ? .requirement : .type, scope: scope)
                }
            }
        }
        for item in items {
            guard case .decl(let decl) = item else { continue }
            if let ext = decl.as(ExtensionDeclSyntax.self) {
                declareExtension(ext)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                if defersPreludeMembers, context.kind == .topLevel {
                    world.functions.appendOnFirstLookup(functionOnFirstLookup(f))
                } else if let fn = makeFunction(f, owner: nil, home: .type, scope: TypeScope()) {
                    // A function declared again (in a later REPL entry) replaces the one of the same signature; one
                    // that differs in its parameters' types is an overload, kept beside it.
                    if !isPrelude, world.functions(named: fn.name) != nil {
                        world.functions.filter(fn.name) { $0.dispatchKey != fn.dispatchKey }
                    }
                    world.functions.append(fn)
                    pendingFunctions.append(fn)
                }
            }
        }
    }

    func typeScope(for decl: NominalDecl) -> TypeScope {
        var scope = TypeScope(enclosing: decl)
        var current: NominalDecl? = decl
        while let c = current {
            for p in c.genericParams where scope.genericParams[p.name] == nil { scope.genericParams[p.name] = p }
            if c.isProtocol { addAssociatedTypes(of: c, to: &scope) }
            current = c.parent
        }
        scope.selfParam = decl.selfParam
        return scope
    }

    private func declareExtension(_ ext: ExtensionDeclSyntax) {
        let collectionProtocol = collectionProtocolExtended(ext)
        var extended = collectionProtocol != nil ? .nominal(world.arrayDecl, []) : resolveType(ext.extendedType, scope: TypeScope())
        if case .optional = extended { extended = .nominal(world.optionalDecl, []) }
        if case .existential(let ps) = extended, ps.count == 1 { extended = .nominal(ps[0], []) }
        if case .array = extended { extended = .nominal(world.arrayDecl, []) }
        if case .dictionary = extended { extended = .nominal(world.dictionaryDecl, []) }
        guard case .nominal(let decl, _) = extended else {
            if case .existential(let ps) = extended, ps.count > 1 {
                rejectExtensionOfComposition(ext, extended)
            } else if !extended.isError {
                error(Diagnostics.extendedKindUnsupported(extended.description), at: ext.extendedType)
            }
            return
        }
        if ext.genericWhereClause != nil && !decl.isProtocol && decl.genericParams.isEmpty {
            error(Diagnostics.constrainedExtensionUnsupported(decl.name), at: ext.genericWhereClause!)
        }
        for inherited in (ext.inheritanceClause?.inheritedTypes).elementsOrNone {
            let t = resolveType(inherited.type, scope: TypeScope(enclosing: decl))
            switch t {
            case .nominal(let p, _) where p.isProtocol:
                if !rejectInheritedConformance(decl, to: p, writtenAt: inherited.type) { decl.conformances.append(p) }
            case .existential(let ps):
                if ps.count == 1, rejectInheritedConformance(decl, to: ps[0], writtenAt: inherited.type) { break }
                decl.conformances.append(contentsOf: ps)
            case .error: break
            default: error(Diagnostics.extensionOnlyAddsConformances(decl.name), at: inherited.type)
            }
            if decl.kind == .builtin && !isPrelude {
                let protocols: [NominalDecl]
                switch t {
                case .nominal(let p, _) where p.isProtocol: protocols = [p]
                case .existential(let ps): protocols = ps
                default: protocols = []
                }
                for p in protocols {
                    pendingLibraryConformances.append(PendingLibraryConformance(decl: decl, proto: p, node: Syntax(inherited.type)))
                }
            }
        }
        if decl.isProtocol {
            let selfParam = GenericParam(name: "Self", protocols: [decl])
            selfParam.superclassBound = superclassConstraint(of: [decl])
            var scope = TypeScope(enclosing: decl)
            scope.selfParam = selfParam
            addAssociatedTypes(of: decl, to: &scope)
            applyWhereClause(ext.genericWhereClause, scope: scope)
            let group = ProtocolExtension(proto: decl, selfParam: selfParam)
            if !isPrelude { group.extensionKeyword = ext.extensionKeyword }
            world.protocolExtensions[ObjectIdentifier(decl), default: []].append(group)
            declareMembersOfPreludeOnFirstUse(group, membersOf: ext) { checker, members in
                for member in members {
                    checker.declareMember(member, in: decl, home: .protocolExtension(selfParam: selfParam), scope: scope, into: group)
                }
            }
        } else if (ext.genericWhereClause != nil || collectionProtocol != nil) && !decl.genericParams.isEmpty {
            let constrained = ConstrainedExtensionScope()
            declareMembersOfPreludeOnFirstUse(decl, membersOf: ext) { checker, members in
                checker.declareConstrainedExtensionMembers(members, of: ext, decl, collectionProtocol: collectionProtocol, constrained)
            }
        } else {
            declareMembersOfPreludeOnFirstUse(decl, membersOf: ext) { checker, members in
                checker.declareExtensionMembers(members, of: decl, scope: checker.typeScope(for: decl))
            }
        }
    }

    /// Members a constrained extension of a generic type adds (its conformances are declared with it): all of them,
    /// or (a prelude's, on first use) those a lookup asks for, a few at a time. The extension's scope and requirements
    /// are worked out once, with its first members, and shared by the rest.
    private func declareConstrainedExtensionMembers(
        _ members: [DeclSyntax], of ext: ExtensionDeclSyntax, _ decl: NominalDecl, collectionProtocol: String?,
        _ constrained: ConstrainedExtensionScope
    ) {
        let (scope, requirements) = constrained.workedOut ?? constrainedExtension(ext, of: decl, protocolName: collectionProtocol)
        constrained.workedOut = (scope, requirements)
        let before = memberIdentities(of: decl)
        defer { markConstrainedMembers(of: decl, declaredSince: before, requirements) }
        declareExtensionMembers(members, of: decl, scope: scope)
    }

    /// The members an extension of a type other than a protocol adds.
    private func declareExtensionMembers(_ members: [DeclSyntax], of decl: NominalDecl, scope: TypeScope) {
        for member in members {
            if let v = member.as(VariableDeclSyntax.self), v.bindings.contains(where: { $0.accessorBlock == nil }),
                !v.modifiers.contains(where: { $0.name.isKeyword(.static) })
            {
                error(Diagnostics.storedPropertyInExtension, at: v)
                continue
            }
            declareMember(member, in: decl, home: .type, scope: scope)
        }
    }

    private func declareMember(
        _ member: DeclSyntax, in decl: NominalDecl, home: MemberHome, scope: TypeScope,
        into group: ProtocolExtension? = nil
    ) {
        if let f = member.as(FunctionDeclSyntax.self) {
            guard let fn = makeFunction(f, owner: decl, home: home, scope: scope) else { return }
            if let group { group.methods.append(fn) } else { decl.addMethod(fn) }
            if home != .requirement || f.body != nil { pendingFunctions.append(fn) }
        } else if let i = member.as(InitializerDeclSyntax.self) {
            guard let fn = makeInitializer(i, owner: decl, home: home, scope: scope) else { return }
            if let group { group.initializers.append(fn) } else { decl.initializers.append(fn) }
            if home != .requirement || i.body != nil { pendingFunctions.append(fn) }
        } else if let v = member.as(VariableDeclSyntax.self) {
            for variable in makeVariables(v, owner: decl, home: home, scope: scope) {
                if let group {
                    group.properties.append(variable)
                } else {
                    decl.addProperty(variable)
                    if !variable.isStatic && !variable.isComputed && variable.native == nil && !variable.observesInheritedProperty {
                        decl.storedProperties.append(variable)
                    }
                    if variable.isStoredNative && !variable.isStatic { decl.storedProperties.append(variable) }
                }
                pendingVariables.append(variable)
            }
        } else if let c = member.as(EnumCaseDeclSyntax.self) {
            guard decl.kind == .enumType else {
                error(Diagnostics.enumCaseOutsideEnum, at: c)
                return
            }
            for element in c.elements {
                let name = element.name.lookupName
                let parameters = (element.parameterClause?.parameters).elementsOrNone
                var payload: [(String?, SType)] = []
                for p in parameters {
                    // `case count(_ value: Int)` has no label: `.count(7)`.
                    let label = p.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
                    payload.append((label, resolveType(p.type, scope: scope)))
                }
                let caseDecl = EnumCaseDecl(name: name, payload: payload, index: decl.caseOrder.count)
                caseDecl.payloadDefaults = parameters.map { $0.defaultValue?.value }
                caseDecl.rawValue = rawValue(of: element, in: decl)
                caseDecl.element = element
                caseDecl.owner = decl
                caseDecl.isIndirect = c.modifiers.contains { $0.name.isKeyword(.indirect) }
                decl.cases[name] = caseDecl
                decl.caseOrder.append(caseDecl)
            }
        } else if member.is(TypeAliasDeclSyntax.self) || member.is(ClassDeclSyntax.self) || member.is(StructDeclSyntax.self)
            || member.is(EnumDeclSyntax.self) || member.is(ProtocolDeclSyntax.self) || member.is(AssociatedTypeDeclSyntax.self)
        {
            return
        } else if let s = member.as(SubscriptDeclSyntax.self) {
            for fn in makeSubscript(s, owner: decl, home: home, scope: scope) {
                if let group { group.methods.append(fn) } else { decl.addMethod(fn) }
                if home != .requirement || fn.accessorBody != nil { pendingFunctions.append(fn) }
            }
        } else if let d = member.as(DeinitializerDeclSyntax.self) {
            declareDeinitializer(d, in: decl)
        } else if !member.is(MissingDeclSyntax.self) {
            error(Diagnostics.declarationUnsupported, at: member)
        }
    }

    // MARK: Making declarations

    /// A declaration's modifiers by name. An array: a declaration has a few at most, and a set hashed each name
    /// (with SipHash) to build it and each question to ask it, a declaration at a time (2 % of a corpus script).
    func modifiers(_ list: DeclModifierListSyntax) -> [String] {
        list.map(\.name.text)
    }

    func makeFunction(_ f: FunctionDeclSyntax, owner: NominalDecl?, home: MemberHome, scope outer: TypeScope) -> FuncDecl? {
        let name = f.lookupName
        if case .binaryOperator = f.name.tokenKind, owner != nil, !modifiers(f.modifiers).contains("static") {
            error(Diagnostics.operatorMustBeStatic(name, owner!.name), at: f.name)
            return nil
        }
        let fn = FuncDecl(name: name, kind: owner == nil ? .function : .method, nameNode: Syntax(f.name))
        if case .binaryOperator(let op) = f.name.tokenKind, owner != nil, !isPrelude { world.userOperatorMethods.insert(op) }
        let mods = modifiers(f.modifiers)
        fn.owner = owner
        fn.home = home
        fn.syntax = Syntax(f)
        fn.isStatic = mods.contains("static") || mods.contains("class")
        fn.isClassKeyword = mods.contains("class")
        fn.isOverride = mods.contains("override")
        fn.isFinal = mods.contains("final") || mods.contains("static")
        fn.isMutating = mods.contains("mutating")
        fn.isOptionalRequirement = home == .requirement && mods.contains("optional")
        fn.isFromPrelude = isPrelude
        fn.isMirroredOptional =
            isPrelude
            && f.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_mirroredOptional" }
        if fn.isClassKeyword, let owner, !owner.isClass {
            error(Diagnostics.classMethodOutsideClass(inProtocol: owner.isProtocol), at: f.funcKeyword)
        }
        var scope = outer
        if let clause = f.genericParameterClause { fn.genericParams = declareGenericParams(clause, scope: &scope) }
        applyWhereClause(f.genericWhereClause, scope: scope)
        fn.params = makeParams(f.signature.parameterClause, scope: scope, isSubscript: false)
        openOpaqueCollections(fn)
        fn.native = nativeKey(f.attributes) { NativeKey.function(owner: owner, name: name, labels: fn.labels) }
        fn.hasInoutParams = fn.params.contains { $0.isInout }
        if let ret = f.signature.returnClause {
            fn.resultType = resolveType(ret.type, scope: scope)
            fn.resultIsImplicitlyUnwrapped = ret.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        }
        applyEffects(f.signature.effectSpecifiers, to: fn)
        if f.body == nil && fn.native == nil && home != .requirement {
            error(Diagnostics.expectedFunctionBody, at: f.signature)
        }
        functionScopes[ObjectIdentifier(fn)] = scope
        return fn
    }

    func makeInitializer(_ i: InitializerDeclSyntax, owner: NominalDecl, home: MemberHome, scope outer: TypeScope) -> FuncDecl? {
        let fn = FuncDecl(name: "init", kind: .initializer, nameNode: Syntax(i.initKeyword))
        let mods = modifiers(i.modifiers)
        fn.owner = owner
        fn.home = home
        fn.syntax = Syntax(i)
        fn.isOverride = mods.contains("override")
        fn.isConvenience = mods.contains("convenience")
        fn.isRequired = mods.contains("required")
        fn.isFailable = i.optionalMark != nil
        fn.resultIsImplicitlyUnwrapped = i.optionalMark?.tokenKind == .exclamationMark
        var scope = outer
        if let clause = i.genericParameterClause { fn.genericParams = declareGenericParams(clause, scope: &scope) }
        applyWhereClause(i.genericWhereClause, scope: scope)
        fn.params = makeParams(i.signature.parameterClause, scope: scope, isSubscript: false)
        openOpaqueCollections(fn)
        fn.native = nativeKey(i.attributes) { NativeKey.function(owner: owner, name: "init", labels: fn.labels) }
        applyEffects(i.signature.effectSpecifiers, to: fn)
        fn.hasInoutParams = fn.params.contains { $0.isInout }
        fn.resultType = owner.declaredType
        if fn.isFailable { fn.resultType = .optional(fn.resultType) }
        functionScopes[ObjectIdentifier(fn)] = scope
        return fn
    }

    func makeParams(_ clause: FunctionParameterClauseSyntax, scope: TypeScope, isSubscript: Bool) -> [ParamDecl] {
        clause.parameters.map { p in
            let first = p.firstName.lookupName
            let second = p.secondName.map { $0.lookupName }
            let label: String? = first == "_" ? nil : first
            let name = second ?? first
            var type = resolveType(p.type, scope: scope)
            var isInout = false
            if let attributed = p.type.as(AttributedTypeSyntax.self),
                attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" })
            {
                isInout = true
            }
            let variadic = p.ellipsis != nil
            if variadic { type = .array(type) }
            let param = ParamDecl(
                label: label, name: name, type: type, defaultSyntax: p.defaultValue?.value,
                isVariadic: variadic, isInout: isInout)
            param.closureTakesInoutFirst = closureTakesInoutFirst(p.type)
            param.isAutoclosure =
                p.type.as(AttributedTypeSyntax.self)?.attributes.contains {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
                } ?? false
            param.isImplicitlyUnwrapped = p.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            param.isThrowingFunction = isThrowingFunctionType(p.type)
            param.isAsyncFunction = isAsyncFunctionType(p.type)
            param.isEscaping = isEscapingFunctionType(p.type)
            return param
        }
    }

    func makeVariables(_ v: VariableDeclSyntax, owner: NominalDecl?, home: MemberHome, scope: TypeScope) -> [VarDecl] {
        let mods = modifiers(v.modifiers)
        var result: [VarDecl] = []
        if home == .requirement, mods.contains("optional") {
            error(Diagnostics.optionalPropertyRequirementUnsupported, at: v)  // declared still, as if required
        }
        for binding in v.bindings.elementsInOrder {
            guard let ident = binding.pattern.as(IdentifierPatternSyntax.self) else {
                error(Diagnostics.onePropertyNamePerDeclaration, at: binding.pattern)
                continue
            }
            let name = ident.identifier.lookupName
            let type: SType
            if let annotation = typeAnnotation(of: binding, in: v.bindings) {
                type = resolveType(annotation.type, scope: scope)
            } else if binding.initializer != nil {
                type = .error  // inferred when checked
            } else {
                error(Diagnostics.typeAnnotationMissing, at: binding.pattern)
                type = .error
            }
            let variable = VarDecl(name: name, type: type, syntax: Syntax(binding))
            variable.owner = owner
            variable.home = home
            variable.isStatic = mods.contains("static") || mods.contains("class")
            variable.isClassKeyword = mods.contains("class")
            variable.isOverride = mods.contains("override")
            variable.isFinal = mods.contains("final") || mods.contains("static")
            variable.isLet = v.bindingSpecifier.isKeyword(.let)
            variable.native = nativeKey(v.attributes) { NativeKey.property(owner: owner, name: name) }
            variable.isImplicitlyUnwrapped = isImplicitlyUnwrapped(typeAnnotation(of: binding, in: v.bindings))
            variable.isLazy = mods.contains("lazy") && !variable.isStatic
            checkLazyAndObservers(variable, v, binding)
            variable.initialSyntax = binding.initializer?.value
            variable.ownership = referenceOwnership(v.modifiers, type: type, at: binding)
            if !isPrelude { markPropertyWrapper(variable, v, binding, home: home) }
            if variable.isClassKeyword, let owner, !owner.isClass {
                error(Diagnostics.classPropertyOutsideClass(inProtocol: owner.isProtocol), at: v.bindingSpecifier)
            }
            // A wrapped or observed `class var` is stored too.
            let isStored =
                binding.accessorBlock.map(\.holdsOnlyObservers) ?? true || (!isPrelude && !wrapperAttributes(v.attributes).isEmpty)
            if variable.isClassKeyword && isStored && variable.native == nil {
                error(Diagnostics.classStoredPropertyUnsupported, at: binding.pattern)
            }
            if let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case .getter(let items):
                    variable.getterSyntax = Syntax(items)
                case .accessors(let list):
                    for accessor in list {
                        switch accessor.accessorSpecifier.tokenKind {
                        case .keyword(.get):
                            variable.hasMutatingGetter = accessor.modifier?.name.isKeyword(.mutating) == true
                            if let body = accessor.body {
                                variable.getterSyntax = Syntax(body.statements)
                            } else if home == .requirement || variable.native != nil {
                                variable.getterSyntax = nil
                            }
                        case .keyword(.set):
                            variable.hasSetter = true
                            if let body = accessor.body { variable.setterSyntax = Syntax(body.statements) }
                            if let p = accessor.parameters { variable.setterParamName = p.name.text }
                        case .keyword(.willSet), .keyword(.didSet):
                            addObserver(accessor, to: variable)
                        default:
                            error(Diagnostics.accessorUnsupported, at: accessor)
                        }
                    }
                }
                if home == .requirement {
                    variable.hasSetter = list(accessors).contains { $0.accessorSpecifier.isKeyword(.set) }
                }
            } else if home == .requirement {
                error(Diagnostics.protocolPropertyNeedsAccessors, at: binding)
            }
            if variable.native != nil && binding.accessorBlock == nil { variable.isStoredNative = false }
            if variable.native != nil, let accessors = binding.accessorBlock {
                variable.hasSetter = list(accessors).contains { $0.accessorSpecifier.isKeyword(.set) }
                variable.getterSyntax = nil
            }
            if variable.native != nil && binding.accessorBlock == nil { variable.hasSetter = !variable.isLet }
            if variable.isComputed && variable.isLet && variable.native == nil {
                error(Diagnostics.computedLet, at: v.bindingSpecifier)
            }
            result.append(variable)
        }
        return result
    }

    private func list(_ block: AccessorBlockSyntax) -> [AccessorDeclSyntax] {
        if case .accessors(let l) = block.accessors { return Array(l) }
        return []
    }

    // MARK: Pass 4: complete types (fields, overrides, conformances)

    func finishTypes() {
        for pending in pendingTypes where !isPrelude { expandPropertyWrappers(in: pending.decl) }
        if defersPreludeMembers {
            for pending in pendingTypes {
                let namesReadFirst = { [weak self] in self?.namesInferenceReads(of: pending.decl) ?? [] }
                declareMembersOfPreludeOnFirstUse(pending.decl, step: .completion, namesReadFirst: namesReadFirst) {
                    $0.completeType(pending.decl)
                }
            }
        } else {
            for pending in pendingTypes { layoutFields(pending.decl) }
            for pending in pendingTypes where !pending.decl.isProtocol { inferAssociatedTypes(pending.decl) }
            // Implicit initializers first: `override init()` in a subclass declared in the same entry overrides one.
            for pending in pendingTypes { completeMembers(pending.decl) }
        }
        for pending in pendingTypes where !isPrelude {
            checkPropertyWrapperType(pending.decl)
            checkOverrides(pending.decl)
            checkConformances(pending.decl)
            pendingSynthesisChecks.append(pending.decl)
            rejectTypesWithoutInitializers(pending.decl)
        }
        checkLibraryConformances()
    }

    /// A prelude type's completion, after its members and its prelude's extensions of it.
    private func completeType(_ decl: NominalDecl) {
        layoutFields(decl)
        if !decl.isProtocol { inferAssociatedTypes(decl) }
        completeMembers(decl)
    }

    private func completeMembers(_ decl: NominalDecl) {
        decl.runsDeinit = decl.classChain.contains { $0.deinitializer != nil }
        addImplicitInitializers(decl)
        synthesizeEnumMembers(decl)
    }

    func layoutFields(_ decl: NominalDecl) {
        guard !decl.fieldsLaidOut else { return }
        decl.fieldsLaidOut = true
        var start = 0
        if let sup = decl.superclassDecl {
            layoutFields(sup)
            start = sup.fieldCount
        }
        for (i, v) in decl.storedProperties.enumerated() { v.fieldIndex = start + i }
        decl.fieldCount = start + decl.storedProperties.count
    }

    /// A class with no designated initializer of its own gets a default `init()` when it has no superclass
    /// (structs get a memberwise one at the call site).
    private func addImplicitInitializers(_ decl: NominalDecl) {
        guard decl.isClass, decl.superclass == nil, decl.initializers.isEmpty else { return }
        let fn = FuncDecl(name: "init", kind: .initializer, nameNode: nil)
        fn.owner = decl
        fn.resultType = decl.declaredType
        fn.body = []
        fn.checked = true
        decl.initializers.append(fn)
    }
}
