import SwiftSyntax

/// Closure expressions: parameters from the expected function type, `$0`, implicit single-expression returns.
extension Checker {
    func checkClosure(_ closure: ClosureExprSyntax, expected: SType?) -> Expr {
        var paramTypes: [SType]? = nil
        var expectedResult: SType? = nil
        if let exp = expected?.unwrappedFully, case .function(let ps, let r) = exp {
            paramTypes = ps
            expectedResult = r.containsParams ? nil : r
            if r.containsParams, case .param = r {} else if r.containsParams { expectedResult = nil }
        }
        let mayThrow = context.closureMayThrow
        context.closureMayThrow = false
        let mayAwait = context.closureMayAwait || closure.signature?.effectSpecifiers?.asyncSpecifier != nil
        context.closureMayAwait = false
        let firstIsInout = closureFirstParameterIsInout
        closureFirstParameterIsInout = false
        let escaping = closureIsEscaping || isStoredClosure(closure)
        closureIsEscaping = false
        let (captureContext, captures) = checkCaptureList(closure.signature?.capture)
        let ctx = FunctionContext(parent: captureContext ?? context, kind: .closure, returnType: expectedResult ?? .error)
        ctx.isEscapingClosure = escaping
        ctx.closureSyntax = closure
        ctx.canThrow = mayThrow
        ctx.canAwait = mayAwait
        if let written = closure.signature?.effectSpecifiers?.throwsClause, !mayThrow {
            // `{ () throws in … }` where no throwing function type is expected: its type would have to say so.
            error(Diagnostics.throwingClosureUnsupported, at: written)
        }
        context.closuresMade += 1
        ctx.inferredReturn = expectedResult == nil ? nil : expectedResult
        let saved = context
        context = ctx
        defer { context = saved }
        var names: [(String, TypeSyntax?)] = []
        if let signature = closure.signature {
            switch signature.parameterClause {
            case .simpleInput(let list)?:
                names = list.map { ($0.name.text, nil) }
            case .parameterClause(let clause)?:
                names = clause.parameters.map { ($0.secondName?.text ?? $0.firstName.text, $0.type) }
            case nil: break
            }
            if let ret = signature.returnClause {
                let t = resolveType(ret.type, scope: currentTypeScope())
                ctx.returnType = t
                expectedResult = t
            }
        }
        let usesDollar = names.isEmpty && closureUsesAnonymousArguments(closure)
        var count = names.isEmpty ? (paramTypes?.count ?? (usesDollar ? 1 : 0)) : names.count
        // `pairs.map { a, b in … }`, `zip(x, y).map { "\($0)\($1)" }`: one tuple parameter taken apart.
        let tupleSplat = splatTupleParameter(closure, paramTypes: paramTypes, names: names, usesDollar: usesDollar, in: ctx)
        if tupleSplat != nil { count = 1 }
        if tupleSplat == nil, let ps = paramTypes, count != ps.count, !(usesDollar && count <= ps.count) {
            error(Diagnostics.closureArgumentCountMismatch(expected!, expects: ps.count, used: count), at: closure)
            return errorExpr(closure)
        }
        var types: [SType] = tupleSplat.map { [$0.type] } ?? []
        for i in 0..<count where tupleSplat == nil {
            var t = paramTypes.map { i < $0.count ? $0[i] : .error } ?? .error
            if i < names.count, let written = names[i].1 { t = resolveType(written, scope: currentTypeScope()) }
            if paramTypes == nil && (i >= names.count || names[i].1 == nil) {
                error(Diagnostics.cannotInferClosureParameter(i < names.count ? names[i].0 : "$\(i)"), at: closure)
                return errorExpr(closure)
            }
            types.append(t)
            let name = i < names.count ? names[i].0 : "$\(i)"
            _ = ctx.declare(name, type: t, isLet: !(i == 0 && firstIsInout))
        }
        let statements = activeItems(closure.statements)
        var body: [Stmt] = []
        var single = false
        var resultType: SType = expectedResult ?? .void
        // An `if`/`switch` alone in the closure is its value unless the closure must return Void.
        let branchValue = expectedResult?.isVoid == true ? nil : onlyBranchExpression(statements)
        if let only = branchValue
            ?? statements.first.flatMap({ item -> ExprSyntax? in
                guard statements.count == 1, case .expr(let e) = item.item, !e.is(IfExprSyntax.self), !e.is(SwitchExprSyntax.self) else {
                    return nil
                }
                return e
            })
        {
            single = true
            let e = checkExpr(only, expected: expectedResult)
            if let exp = expectedResult, !exp.isVoid, !world.isConvertible(e.type, to: exp) {
                error(Diagnostics.cannotConvertClosureResult(e.type, exp), at: only)
            }
            if expectedResult == nil { resultType = e.type }
            let converted = expectedResult.map { exp in exp.isVoid ? e : erasing(e, to: exp) } ?? e
            body = [Stmt(.ret(converted), loc(only))]
        } else {
            ctx.returnType = expectedResult ?? .error
            body = checkBlockItems(statements)
            if expectedResult == nil { resultType = ctx.inferredReturn ?? .void }
        }
        if let tupleSplat { body.insert(tupleSplat.unpack, at: 0) }
        let c = Closure(
            paramCount: count, body: body, frameSize: ctx.frameSize, isSingleExpression: single && tupleSplat == nil,
            captures: captures)
        c.isThrowing = ctx.closureBodyThrows
        return Expr(.closure(c), .function(types, resultType), loc(closure))
    }

    /// `[x]`, `[y = x + 1]`, `[weak self]`, `[unowned self]`: each entry is evaluated where the closure is
    /// made and kept in a frame of its own between the closure's calls and the defining frame, so the
    /// closure sees the value at creation, not the variable. A `weak` capture is an Optional holding a weak
    /// reference, an `unowned` one traps once its object is freed (the defining method lets go of `self`
    /// as it returns when no closure reads it strongly: `FuncDecl.selfOutlivesCall`).
    private func checkCaptureList(_ list: ClosureCaptureClauseSyntax?) -> (FunctionContext?, [Expr]) {
        guard let list, !list.items.isEmpty else { return (nil, []) }
        let captureContext = FunctionContext(parent: context, kind: .closure, returnType: .void)
        var values: [Expr] = []
        var declared: [(String, SType, ReferenceOwnership)] = []
        for item in list.items {
            let name = item.name.text
            var value: Expr
            if let initial = item.initializer?.value {
                value = checkExpr(initial, expected: nil)
            } else if name == "self" {
                guard let s = selfExpr(at: item.name) else {
                    error(Diagnostics.selfOutsideType, at: item.name)
                    continue
                }
                value = s
            } else if let (ref, v) = lookupVariable(name) {
                value = Expr(.variable(ref), v.type, loc(item.name))
            } else if let selfValue = implicitSelf(at: item.name),
                case let members = lookupMembers(name, in: selfValue.type, isStatic: false),
                let first = members.first, case .property = first.kind
            {
                // `[weak delegate]` in a method: the property of `self`, read when the closure is made.
                value = memberReference(members, base: selfValue, name: name, argumentNames: nil, node: item.name, expected: nil)
            } else {
                error(Diagnostics.cannotFindInScope(name), at: item.name)
                continue
            }
            var type = value.type
            let specifier = item.specifier?.specifier.tokenKind
            if specifier == .keyword(.weak) || specifier == .keyword(.unowned),
                !isClassReference(type)
            {
                let word = specifier == .keyword(.weak) ? "weak" : "unowned"
                error(Diagnostics.ownershipNeedsClass(word, type), at: item.name)
            }
            var ownership = ReferenceOwnership.strong
            if specifier == .keyword(.weak) {
                if type.optionalPayload == nil { type = .optional(type) }
                ownership = .weak
            } else if specifier == .keyword(.unowned) {
                ownership = .unowned
            }
            if ownership != .strong { value = Expr(.storeReference(value, ownership), type, value.loc) }
            values.append(value)
            declared.append((name, type, ownership))
        }
        for (name, type, ownership) in declared {
            _ = captureContext.declare(name, type: type, isLet: true)
            captureContext.scopes[captureContext.scopes.count - 1][name]?.ownership = ownership
        }
        return (captureContext, values)
    }

    /// What `weak` and `unowned` accept: a class, a class-bound protocol, a class-constrained generic parameter.
    private func isClassReference(_ type: SType) -> Bool {
        switch type.unwrappedFully {
        case .nominal(let d, _): return d.isClass
        case .existential(let ps): return ps.contains { world.isClassBound($0) }
        case .param(let p): return p.superclassBound != nil || p.protocols.contains { world.isClassBound($0) }
        case .error: return true
        default: return false
        }
    }

    private func closureUsesAnonymousArguments(_ closure: ClosureExprSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if case .dollarIdentifier = token.tokenKind { found = true }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for item in closure.statements { finder.walk(item) }
        return finder.found
    }
}
