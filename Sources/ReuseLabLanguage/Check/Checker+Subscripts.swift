import SwiftSyntax

/// Subscripts declared in types and extensions: `subscript(row: Int, column: Int) -> Int { get set }`,
/// static ones, and get-only ones. Each is a getter method named "subscript" and, when settable, a setter
/// "subscript(set)" taking the new value last (mutating in a value type).
extension Checker {
    func makeSubscript(_ s: SubscriptDeclSyntax, owner: NominalDecl, home: MemberHome, scope: TypeScope) -> [FuncDecl] {
        let mods = modifiers(s.modifiers)
        var scope = scope
        var generics: [GenericParam] = []
        var resultUnsupported = false
        if let clause = s.genericParameterClause {
            // Parameters are inferred from the indices (`store[key]` with a `Key<Int>`), see `chooseSubscript`.
            generics = declareGenericParams(clause, scope: &scope)
            resultUnsupported = rejectResultOnlyGenerics(generics, s)
        }
        // A subscript's parameters have no argument label unless one is written before the name.
        let params = s.parameterClause.parameters.map { p -> ParamDecl in
            let first = p.firstName.lookupName
            let second = p.secondName.map { $0.lookupName }
            let label: String? = second != nil && first != "_" ? first : nil
            return ParamDecl(
                label: label, name: second ?? first, type: resolveType(p.type, scope: scope),
                defaultSyntax: p.defaultValue?.value, isVariadic: false, isInout: false)
        }
        let resultType = resultUnsupported ? .error : resolveType(s.returnClause.type, scope: scope)
        func accessor(_ name: String) -> FuncDecl {
            let fn = FuncDecl(name: name, kind: .method, nameNode: Syntax(s.subscriptKeyword))
            fn.owner = owner
            fn.home = home
            fn.syntax = Syntax(s)
            fn.isStatic = mods.contains("static") || mods.contains("class")
            fn.isClassKeyword = mods.contains("class")
            fn.isOverride = mods.contains("override")
            fn.isFinal = mods.contains("final") || mods.contains("static")
            fn.genericParams = generics
            functionScopes[ObjectIdentifier(fn)] = scope
            return fn
        }
        let getter = accessor("subscript")
        getter.params = params
        getter.resultType = resultType
        var setterBody: Syntax?
        var setterParam = "newValue"
        var hasSetter = false
        switch s.accessorBlock?.accessors {
        case .getter(let items)?:
            getter.accessorBody = Syntax(items)
        case .accessors(let list)?:
            for a in list {
                switch a.accessorSpecifier.tokenKind {
                case .keyword(.get): getter.accessorBody = a.body.map { Syntax($0.statements) }
                case .keyword(.set):
                    hasSetter = true
                    setterBody = a.body.map { Syntax($0.statements) }
                    if let p = a.parameters { setterParam = p.name.text }
                default: error(Diagnostics.subscriptAccessorUnsupported(a.accessorSpecifier.text), at: a)
                }
            }
        case nil:
            if home != .requirement { error(Diagnostics.subscriptNeedsAccessors, at: s) }
        }
        guard hasSetter else { return [getter] }
        let setter = accessor("subscript(set)")
        setter.params =
            params.map { ParamDecl(label: $0.label, name: $0.name, type: $0.type, defaultSyntax: nil, isVariadic: false, isInout: false) }
            + [ParamDecl(label: nil, name: setterParam, type: resultType, defaultSyntax: nil, isVariadic: false, isInout: false)]
        setter.isMutating = owner.isValueType && !setter.isStatic
        setter.accessorBody = setterBody
        getter.subscriptSetter = setter
        return [getter, setter]
    }

    /// A getter's or setter's statements, checked like a function body (a lone expression is returned).
    func checkAccessorBody(_ fn: FuncDecl, _ items: [CodeBlockItemSyntax], anchor: Syntax) {
        if items.count == 1, case .expr(let only) = items[0].item, !fn.resultType.isVoid,
            !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self)
        {
            let e = checkExpr(only, convertingTo: fn.resultType) { self.returnMessage($0, $1) }
            fn.body = [Stmt(.ret(e), loc(only))]
            return
        }
        fn.body = checkBlockItems(items)
        if !fn.resultType.isVoid && !fn.resultType.isError && !alwaysExits(fn.body!), let last = items.last {
            error(Diagnostics.missingReturnInSubscript(fn.resultType), at: last)
        }
    }

    /// The subscripts of `base`'s type (static ones when `base` is a metatype), or nil if it has none.
    private func subscriptCandidates(of base: Expr, _ sub: SubscriptCallExprSyntax) -> (type: SType, isStatic: Bool, found: [FoundMember])?
    {
        var type = base.type
        var isStatic = false
        if case .metatype(let t) = type {
            type = t
            isStatic = true
        }
        switch type {
        case .nominal(let d, _) where d.kind != .builtin: break
        case .existential, .param: break
        case .array, .dictionary, .optional:
            // An extension's labelled subscript (`items[safe: 3]`); a plain `items[3]` stays the built-in one.
            guard sub.arguments.contains(where: { $0.label != nil }) else { return nil }
        default: return nil
        }
        let found = lookupMembers("subscript", in: type, isStatic: isStatic).filter {
            if case .method = $0.kind { return true }
            return false
        }
        return found.isEmpty ? nil : (type, isStatic, found)
    }

    /// The subscript whose labels fit, with its arguments checked against its parameters.
    private func chooseSubscript(_ found: [FoundMember], _ sub: SubscriptCallExprSyntax) -> (FuncDecl, [ObjectIdentifier: SType], [Expr])? {
        let args = sub.arguments.map { CallArgument(label: $0.label?.text, expr: $0.expression, node: Syntax($0)) }
        if let byType = subscriptOverloadByType(found, args, sub) { return byType }
        for member in found {
            guard case .method(let fn) = member.kind, let mapping = matchArguments(fn.params, args),
                mapping.allSatisfy({ $0.count == 1 })
            else { continue }
            if !fn.genericParams.isEmpty { return genericSubscriptCall(fn, member.subst, args, mapping) }
            var checked: [Expr] = []
            for (p, indexes) in zip(fn.params, mapping) {
                let type = p.type.substituting(member.subst)
                checked.append(checkExpr(args[indexes[0]].expr, convertingTo: type))
            }
            return (fn, member.subst, checked)
        }
        error(Diagnostics.noMatchingSubscript, at: sub)
        return nil
    }

    /// Several subscripts with the same labels (`cache["title"]` beside `cache[0]`): the first whose parameter
    /// types take the arguments without an error, as swiftc's overload resolution picks; when none does,
    /// swiftc's "no exact matches" with a note at each candidate (`.some(nil)`); nil leaves the choice (and its
    /// errors) to the first that fits the labels.
    private func subscriptOverloadByType(
        _ found: [FoundMember], _ args: [CallArgument], _ sub: SubscriptCallExprSyntax
    ) -> (FuncDecl, [ObjectIdentifier: SType], [Expr])?? {
        let fitting = found.filter {
            guard case .method(let fn) = $0.kind, fn.genericParams.isEmpty, let mapping = matchArguments(fn.params, args) else {
                return false
            }
            return mapping.allSatisfy { $0.count == 1 }
        }
        guard fitting.count > 1 else { return nil }
        for member in fitting {
            guard case .method(let fn) = member.kind, let mapping = matchArguments(fn.params, args) else { continue }
            let saved = diagnostics.count
            var checked: [Expr] = []
            for (p, indexes) in zip(fn.params, mapping) {
                checked.append(checkExpr(args[indexes[0]].expr, convertingTo: p.type.substituting(member.subst)))
            }
            if diagnostics.count == saved { return (fn, member.subst, checked) }
            diagnostics.removeSubrange(saved...)
        }
        return noExactSubscriptMatch(fitting, args, sub)
    }

    private func noExactSubscriptMatch(
        _ candidates: [FoundMember], _ args: [CallArgument], _ sub: SubscriptCallExprSyntax
    ) -> (FuncDecl, [ObjectIdentifier: SType], [Expr])?? {
        let saved = diagnostics.count
        let types = args.map { checkExpr($0.expr, expected: nil).type }
        guard diagnostics.count == saved, !types.contains(where: \.isError) else {
            diagnostics.removeSubrange(saved...)
            return nil
        }
        var notes: [CompileNote] = []
        for member in candidates {
            guard case .method(let fn) = member.kind, let at = fn.nameNode, let mapping = matchArguments(fn.params, args),
                let mismatch = zip(fn.params, mapping).enumerated().first(where: { _, pair in
                    !world.isConvertible(types[pair.1[0]], to: pair.0.type.substituting(member.subst))
                })
            else { return nil }
            let expected = fn.params[mismatch.offset].type.substituting(member.subst)
            guard !expected.containsParams else { return nil }
            let got = types[mapping[mismatch.offset][0]]
            notes.append(CompileNote(Diagnostics.candidateExpectsValue("\(expected)", parameter: mismatch.offset, got: got), at: at))
        }
        error(Diagnostics.noExactMatchesInSubscript, at: sub.leftSquare, notes: notes)
        return .some(nil)
    }

    /// What is subscripted: a value, or a type with static subscripts (`Registry[3]`).
    func subscriptBase(_ sub: SubscriptCallExprSyntax) -> Expr {
        if let t = typeReference(sub.calledExpression), !lookupMembers("subscript", in: t, isStatic: true).isEmpty {
            return Expr(.typeValue(t), .metatype(t), loc(sub.calledExpression))
        }
        return checkExpr(sub.calledExpression, expected: nil)
    }

    func userSubscriptGet(_ base: Expr, _ sub: SubscriptCallExprSyntax) -> Expr? {
        unmetExtensionRequirements["subscript"] = nil
        guard !base.type.isError, let (type, isStatic, found) = subscriptCandidates(of: base, sub) else {
            return unmetSubscriptRequirement(base, sub)
        }
        guard let (getter, subst, args) = chooseSubscript(found, sub) else { return errorExpr(sub) }
        let callee: Callee =
            isStatic
            ? .staticMethod(receiver: base, getter, dispatch(for: .method(getter), on: type))
            : .method(receiver: base, getter, dispatch(for: .method(getter), on: type))
        return Expr(
            .call(callee, args: args, bindings: genericBindings(of: getter, in: subst), variadicFrom: nil),
            getter.resultType.substituting(subst),
            loc(sub))
    }

    /// `grid[1, 2] = x` and `grid[1, 2] += x`: nil when the base has no subscripts of its own.
    func userSubscriptPlace(_ sub: SubscriptCallExprSyntax, use: LValueUse) -> (LValue, SType)?? {
        let saved = diagnostics.count
        let base = subscriptBase(sub)
        guard !base.type.isError, let (type, isStatic, found) = subscriptCandidates(of: base, sub) else {
            diagnostics.removeSubrange(saved...)
            return .none
        }
        guard let (getter, subst, args) = chooseSubscript(found, sub) else { return .some(nil) }
        guard let setter = getter.subscriptSetter else {
            error(Diagnostics.subscriptIsGetOnly, at: sub.leftSquare)
            return .some(nil)
        }
        var place: LValue? = nil
        if !isStatic, type.nominalDecl?.isValueType == true {
            guard let (baseLV, _) = lvalue(sub.calledExpression, use: use) else { return .some(nil) }
            place = baseLV
        }
        let lv = LValue.userSubscript(
            receiver: base, place: place, getter: getter, setter: setter, args: args,
            dispatch: dispatch(for: .method(getter), on: type), bindings: genericBindings(of: getter, in: subst))
        return .some((lv, getter.resultType.substituting(subst)))
    }
}
