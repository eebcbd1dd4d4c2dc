import SwiftSyntax

/// swiftc's warnings for error handling that handles nothing: a `try` over code that cannot throw, and a `do`
/// whose `catch` can never run. ReuseLab's function types carry no `throws` (see `Checker+ThrowingClosures.swift`),
/// so a call whose throwing it cannot tell (a function value, a `rethrows` call it does not count) is taken to
/// throw: the warnings are left out rather than given where swiftc would not give them.
extension Checker {
    /// A call checked inside a `try` that may throw unseen.
    func noteCallOfUnknownEffect(_ e: Expr) {
        guard context.tryDepth > 0, case .call(let callee, _, _, _) = e.kind, Self.mayThrowUnseen(callee, directCallee(e)) else {
            return
        }
        context.uncertainCallsInTry += 1
    }

    private static func mayThrowUnseen(_ callee: Callee, _ direct: FuncDecl?) -> Bool {
        if let direct { return direct.isRethrowing }
        switch callee {
        case .value: return true
        case .writingBack(let inner, _): return mayThrowUnseen(inner, nil)
        default: return false
        }
    }

    /// An error may leave from here: every enclosing `do` up to one that catches everything receives it.
    func noteErrorSite() {
        let ctx = context
        for i in ctx.errorSitesInDo.indices.reversed() {
            ctx.errorSitesInDo[i] += 1
            if ctx.catchStack[i] { break }
        }
    }

    /// Checks `try`'s operand, counting the throwing calls found in it (`threw`) and those that may throw
    /// unseen; warns when there are none, unless the operand had errors of its own.
    func checkTryOperand(_ t: TryExprSyntax, _ check: () -> Expr) -> (Expr, threw: Bool, uncertain: Bool) {
        let ctx = context
        let saved = (ctx.throwingCallsInTry, ctx.uncertainCallsInTry)
        let errorsBefore = diagnostics.count
        ctx.tryDepth += 1
        ctx.throwingCallsInTry = 0
        ctx.uncertainCallsInTry = 0
        let inner = check()
        let threw = ctx.throwingCallsInTry > 0
        let uncertain = ctx.uncertainCallsInTry > 0
        ctx.tryDepth -= 1
        // A `try` inside another covers its own calls; the outer one is not called empty for it.
        ctx.throwingCallsInTry = saved.0
        ctx.uncertainCallsInTry = saved.1 + (threw || uncertain ? 1 : 0)
        if !threw, !uncertain, !isPrelude, diagnostics.count == errorsBefore, !inner.type.isError {
            warning(Diagnostics.noThrowingCallsInTry, at: t.tryKeyword)
        }
        return (inner, threw, uncertain)
    }

    /// Checks a `do` body whose catches are `exhaustive` or not; warns at the first `catch` when nothing in
    /// the body can throw.
    func checkCatchingBody(_ d: DoStmtSyntax, exhaustive: Bool) -> [Stmt] {
        let ctx = context
        let errorsBefore = diagnostics.count
        ctx.catchStack.append(exhaustive)
        ctx.errorSitesInDo.append(0)
        let body = checkBlock(d.body)
        ctx.catchStack.removeLast()
        let sites = ctx.errorSitesInDo.removeLast()
        if sites == 0, !isPrelude, diagnostics.count == errorsBefore, let first = d.catchClauses.first {
            warning(Diagnostics.catchBlockUnreachable, at: first.catchKeyword)
        }
        return body
    }
}
