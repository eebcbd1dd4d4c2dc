import SwiftSyntax

/// Functions declared inside a function or block: a closure in a local slot, so it sees (and keeps alive)
/// the enclosing locals, with the labels and default values of a function when called by name. The slot
/// is declared before the body is checked, so the function can call itself. A generic one is checked with
/// its parameters abstract and each call binds them (the closure itself is the same for every call); its
/// `inout` parameters are written back after the call, as a function's are.
extension Checker {
    func checkLocalFunction(_ f: FunctionDeclSyntax) -> [Stmt] {
        guard let fn = makeFunction(f, owner: nil, home: .type, scope: currentTypeScope()), let body = f.body else { return [] }
        if !fn.genericParams.isEmpty, f.signature.returnClause.map({ fnResultNamesOnlyItsParams(fn, $0) }) == true {
            // `func make<T>() -> T`: only the context could bind T, which a closure slot cannot give.
            error(Diagnostics.localGenericFunctionUnsupported(f.name.text), at: f.name)
            declareBehindBoundary(f.name.text)
            return []
        }
        let name = fn.name
        let type = SType.function(fn.params.map(\.type), fn.resultType)
        if context.scopes.last?[name] != nil { error(Diagnostics.invalidRedeclaration(name), at: f.name) }
        let slot = context.declare(name, type: type, isLet: true)
        context.scopes[context.scopes.count - 1][name]?.function = fn
        context.closuresMade += 1

        let ctx = FunctionContext(parent: context, kind: .closure, returnType: fn.resultType)
        ctx.inferredReturn = fn.resultType
        ctx.canAwait = fn.isAsync
        for g in fn.genericParams { ctx.genericParams[g.name] = g }
        let saved = context
        context = ctx
        for p in fn.params where p.defaultSyntax != nil {
            p.defaultValue = checkExpr(p.defaultSyntax!, convertingTo: p.type)
        }
        for p in fn.params { _ = ctx.declare(p.name, type: p.type, isLet: !p.isInout) }
        let items = Array(body.statements)
        var statements: [Stmt]
        if items.count == 1, case .expr(let only) = items[0].item, !fn.resultType.isVoid,
            !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self)
        {
            let e = checkExpr(only, convertingTo: fn.resultType) { self.returnMessage($0, $1) }
            statements = [Stmt(.ret(e), loc(only))]
        } else {
            statements = checkBlockItems(items)
            if !fn.resultType.isVoid && !fn.resultType.isError && !alwaysExits(statements) {
                if case .never = fn.resultType {
                } else {
                    error(Diagnostics.missingReturnInLocalFunction(fn.resultType), at: body.rightBrace)
                }
            }
        }
        context = saved
        fn.checked = true
        let closure = Closure(paramCount: fn.params.count, body: statements, frameSize: ctx.frameSize, isSingleExpression: false)
        closure.writesBackParameters = fn.hasInoutParams
        return [Stmt(.bind(.local(hops: 0, index: slot), Expr(.closure(closure), type, loc(f))), loc(f))]
    }

    /// A generic parameter that no parameter names, only the result (`func make<T>() -> T`).
    private func fnResultNamesOnlyItsParams(_ fn: FuncDecl, _ clause: ReturnClauseSyntax) -> Bool {
        fn.genericParams.contains { g in fn.resultType.contains(param: g) && !fn.params.contains { $0.type.contains(param: g) } }
    }

    /// `name(label: x)` of a local function: its parameters' labels and defaults, then a call of the closure.
    func callLocalFunction(
        _ fn: FuncDecl, in ref: VarRef, type: SType, args: [CallArgument], call: FunctionCallExprSyntax,
        nameNode: DeclReferenceExprSyntax, expected: SType?
    ) -> Expr {
        let function = Expr(.variable(ref), type, loc(nameNode))
        let made = resolveCall([CallCandidate(decl: fn, subst: [:])], args: args, call: call, nameNode: nameNode, expected: expected) {
            _, _ in
            .value(function)
        }
        // A call of a value passes every argument: defaults are filled in here.
        guard case .call(let callee, let checked, let bindings, let variadicFrom) = made.kind else { return made }
        let filled = zip(checked, fn.params).map { arg, p in arg ?? p.defaultValue }
        return Expr(.call(callee, args: filled, bindings: bindings, variadicFrom: variadicFrom), made.type, made.loc)
    }
}

/// Types declared inside a function or block: declared, completed and their bodies checked on the spot,
/// visible by name until the block ends (they cannot capture the enclosing locals, as in Swift).
extension Checker {
    func checkLocalType(_ decl: DeclSyntax) {
        guard let name = decl.namedDecl?.name.text else { return }
        let previous = world.types[name]
        let outerTypes = pendingTypes
        let outerFunctions = pendingFunctions
        let outerVariables = pendingVariables
        pendingTypes = []
        pendingFunctions = []
        pendingVariables = []
        let items: [CodeBlockItemSyntax.Item] = [.decl(decl)]
        // A local type may reuse a name another function's local type or a top-level type has.
        let declaredBefore = declaredThisEntry
        let namesBefore = topLevelTypeNamesDeclaredThisEntry
        declaredThisEntry.removeAll { $0.name == name && $0.parent == nil }
        topLevelTypeNamesDeclaredThisEntry.remove(name)
        if let previous, previous.fromPrelude { world.types[name] = nil }
        declareTypes(in: items)
        declaredThisEntry = declaredBefore
        topLevelTypeNamesDeclaredThisEntry = namesBefore
        resolveHeaders(items)
        breakInheritanceCycles()
        declareMembers(items)
        rejectRecursiveValueTypes()
        finishTypes()
        let functions = pendingFunctions
        let variables = pendingVariables
        pendingTypes = outerTypes
        pendingFunctions = outerFunctions
        pendingVariables = outerVariables
        context.shadowedTypes.append((name, previous))
        for v in variables { checkVariable(v) }
        for f in functions { checkFunctionBody(f) }
    }

    /// The block that declared local types ends: their names mean what they meant before.
    func endLocalTypes(from count: Int) {
        while context.shadowedTypes.count > count {
            let (name, previous) = context.shadowedTypes.removeLast()
            world.types[name] = previous
        }
    }
}
