import SwiftSyntax

/// Errors: `throws`, `throw`, `try`/`try?`/`try!` and `do`/`catch`, with swiftc's rules for where an error
/// may come from (a call to a throwing function needs `try`) and where it must go (a throwing function,
/// the top level, or an exhaustive `catch`). A closure is never throwing here: a `try` left unhandled in
/// a closure is reported as not supported yet, rather than inferring a throwing function type.
extension Checker {
    /// Where an error raised here would go.
    enum ErrorDestination { case handled, unhandled, unhandledByCatch, closure }

    var errorDestination: ErrorDestination {
        let ctx = context
        if ctx.catchStack.contains(true) { return .handled }
        if ctx.kind == .topLevel || ctx.canThrow { return .handled }
        if ctx.kind == .closure { return .closure }
        return ctx.catchStack.isEmpty ? .unhandled : .unhandledByCatch
    }

    var errorType: SType {
        if let e = world.types["Error"] { return .existential([e]) }
        return .any
    }

    /// Marks a function declared `throws` (or `rethrows`: calls to it only throw when a closure passed to it
    /// does, and closures never throw here, so they are not throwing calls).
    func applyEffects(_ specifiers: FunctionEffectSpecifiersSyntax?, to fn: FuncDecl) {
        fn.isAsync = specifiers?.asyncSpecifier != nil
        guard let clause = specifiers?.throwsClause else { return }
        if clause.type != nil {
            error(Diagnostics.typedThrowsUnsupported, at: clause)
            return
        }
        if clause.throwsSpecifier.isKeyword(.rethrows) { fn.isRethrowing = true } else { fn.isThrowing = true }
    }

    /// The function a call expression calls directly (a function, method, initializer), if any.
    func directCallee(_ e: Expr) -> FuncDecl? {
        guard case .call(let callee, _, _, _) = e.kind else { return nil }
        switch callee {
        case .function(let f), .method(_, let f, _), .mutatingMethod(_, let f, _), .staticMethod(_, let f, _),
            .initializer(_, let f), .delegatingInit(let f, _), .superMethod(let f):
            return f
        default:
            return nil
        }
    }

    /// The throwing function an expression calls directly, if any.
    func throwingCallee(_ e: Expr) -> FuncDecl? {
        directCallee(e).flatMap { $0.isThrowing ? $0 : nil }
    }

    /// A throwing function used as a value (`let load = loader.load`): its type would have to say `throws`,
    /// which ReuseLab's function types do not carry yet.
    func rejectThrowingFunctionValue(_ e: Expr, at node: some SyntaxProtocol) {
        if case .functionRef(let fn, _, _) = e.kind, fn.isThrowing, !context.acceptsThrowingFunction {
            error(Diagnostics.throwingFunctionValuesUnsupported, at: node)
        }
    }

    /// After checking a call: a throwing callee must sit inside a `try`, and its error must have somewhere to go.
    func checkCallEffects(_ e: Expr, at node: some SyntaxProtocol) -> Expr {
        guard throwingCallee(e) != nil || rethrowingCallThrows(e) else {
            noteCallOfUnknownEffect(e)
            return e
        }
        requireTry(forThrowingCallAt: node)
        return e
    }

    /// A call that throws counts for the `try` around it, or is swiftc's error where none covers it.
    func requireTry(forThrowingCallAt node: some SyntaxProtocol) {
        if context.tryDepth > 0 {
            context.throwingCallsInTry += 1
            return
        }
        noteErrorSite()
        switch errorDestination {
        case .handled: error(Diagnostics.notMarkedWithTry, at: node)
        case .closure: error(Diagnostics.throwingClosureUnsupported, at: node)
        case .unhandled, .unhandledByCatch: error(Diagnostics.notMarkedWithTryNorHandled, at: node)
        }
    }

    /// `try x`, `try? x`, `try! x`.
    func checkTry(_ t: TryExprSyntax, expected: SType?) -> Expr {
        let mark = t.questionOrExclamationMark?.tokenKind
        let (inner, threw, uncertain) = checkTryOperand(t) {
            checkExpr(t.expression, expected: mark == .postfixQuestionMark ? expected?.optionalPayload : expected)
        }
        let l = loc(t)
        switch mark {
        case .postfixQuestionMark?:
            // Swift 5 flattens: `try?` on an optional gives that optional, not a double one.
            let type: SType = inner.type.optionalPayload != nil || inner.type.isError ? inner.type : .optional(inner.type)
            return Expr(.tryOptional(inner), type, l)
        case .exclamationMark?:
            return Expr(.tryForce(inner), inner.type, l)
        default:
            if threw || uncertain { noteErrorSite() }
            if threw {
                noteErrorReachingClosure()
                switch errorDestination {
                case .handled: break
                case .unhandled: error(Diagnostics.errorsNotHandled, at: t.tryKeyword)
                case .unhandledByCatch: error(Diagnostics.errorsNotHandledByCatch, at: t.tryKeyword)
                case .closure: error(Diagnostics.throwingClosureUnsupported, at: t.tryKeyword)
                }
            }
            return inner
        }
    }

    func checkThrow(_ t: ThrowStmtSyntax) -> Stmt {
        let value = checkExpr(t.expression, expected: nil)
        if !value.type.isError, !world.isConvertible(value.type, to: errorType) {
            error(Diagnostics.thrownTypeNotError(value.type), at: t.expression)
        }
        noteErrorReachingClosure()
        noteErrorSite()
        switch errorDestination {
        case .handled: break
        case .unhandled: error(Diagnostics.throwNotHandled, at: t.throwKeyword)
        case .unhandledByCatch: error(Diagnostics.throwNotHandledByCatch, at: t.throwKeyword)
        case .closure: error(Diagnostics.throwingClosureUnsupported, at: t.throwKeyword)
        }
        return Stmt(.throwStmt(erasing(value, to: errorType)), loc(t))
    }

    /// `do { … } catch pattern where … { … }`: the body's errors are handled here when some clause catches
    /// everything (no pattern, `let e`, `_`); the clauses' own errors go further out.
    func checkDo(_ d: DoStmtSyntax, label: String? = nil) -> Stmt {
        inside(.doStatement, label: label) { checkDoAndCatches(d) }
    }

    private func checkDoAndCatches(_ d: DoStmtSyntax) -> Stmt {
        if d.catchClauses.isEmpty { return Stmt(.block(checkBlock(d.body)), loc(d)) }
        let exhaustive = d.catchClauses.contains { clause in
            clause.catchItems.isEmpty
                || clause.catchItems.contains { item in
                    item.whereClause == nil && (item.pattern.map(catchesEverything) ?? true)
                }
        }
        let body = checkCatchingBody(d, exhaustive: exhaustive)
        var clauses: [SwitchCase] = []
        for clause in d.catchClauses {
            context.scopes.append([:])
            var patterns: [Pattern] = []
            if clause.catchItems.isEmpty {
                let slot = context.declare("error", type: errorType, isLet: true)
                patterns = [.bind(.local(hops: 0, index: slot))]
            }
            context.sharesPatternNames = clause.catchItems.count > 1
            for item in clause.catchItems {
                var p: Pattern
                if let written = item.pattern {
                    p = checkPattern(written, against: errorType, binding: false)
                } else {
                    p = .bind(.local(hops: 0, index: declarePatternName("error", type: errorType)))
                }
                if let w = item.whereClause { p = .guarded(p, checkExpr(w.condition, convertingTo: world.bool)) }
                patterns.append(p)
            }
            context.sharesPatternNames = false
            let clauseBody = checkBlock(clause.body)
            context.scopes.removeLast()
            clauses.append(SwitchCase(patterns: patterns, guardExpr: nil, body: clauseBody))
        }
        return Stmt(.doCatch(body, clauses), loc(d))
    }

    private func catchesEverything(_ pattern: PatternSyntax) -> Bool {
        if pattern.is(WildcardPatternSyntax.self) || pattern.is(IdentifierPatternSyntax.self) { return true }
        if let isPattern = pattern.as(IsTypePatternSyntax.self) {
            return ["Error", "any Error", "Swift.Error"].contains(isPattern.type.trimmedDescription)
        }
        if let vb = pattern.as(ValueBindingPatternSyntax.self) { return catchesEverything(vb.pattern) }
        if let e = pattern.as(ExpressionPatternSyntax.self) {
            if e.expression.is(DiscardAssignmentExprSyntax.self) { return true }
            if let p = e.expression.as(PatternExprSyntax.self) { return catchesEverything(p.pattern) }
        }
        return false
    }
}
