import SwiftSyntax

/// Throwing closures, without a `throws` bit in ReuseLab's function types: a parameter written
/// `(T) throws -> U` (and a variable annotated so) lets the closure or function given for it throw. A
/// closure that does throw is marked (`Closure.isThrowing`), and a call to a `rethrows` function is a
/// throwing call exactly when one of the arguments for such parameters throws, as in swiftc
/// (`try items.map { try load($0) }`, `items.map(load)`). Closures given where the type does not say
/// `throws` still report the honest boundary.
extension Checker {
    /// `(T) throws -> U`, also behind `@escaping`, parentheses or `?`.
    func isThrowingFunctionType(_ type: TypeSyntax) -> Bool {
        if let f = type.as(FunctionTypeSyntax.self) { return f.effectSpecifiers?.throwsClause != nil }
        if let a = type.as(AttributedTypeSyntax.self) { return isThrowingFunctionType(a.baseType) }
        if let o = type.as(OptionalTypeSyntax.self) { return isThrowingFunctionType(o.wrappedType) }
        if let t = type.as(TupleTypeSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return isThrowingFunctionType(only.type)
        }
        return false
    }

    /// Checks an expression given where a throwing function is expected: a closure literal in it may throw,
    /// and a throwing function may be used as its value.
    func checkAllowingThrows<T>(_ allowed: Bool, _ body: () -> T) -> T {
        guard allowed else { return body() }
        let saved = (context.closureMayThrow, context.acceptsThrowingFunction)
        context.closureMayThrow = true
        context.acceptsThrowingFunction = true
        defer { (context.closureMayThrow, context.acceptsThrowingFunction) = saved }
        return body()
    }

    /// Inside a closure allowed to throw, an error that reaches the closure itself makes it a throwing closure.
    func noteErrorReachingClosure() {
        let ctx = context
        if ctx.kind == .closure, ctx.canThrow, !ctx.catchStack.contains(true) { ctx.closureBodyThrows = true }
    }

    /// Whether an argument given for a throwing-function parameter throws.
    func argumentThrows(_ e: Expr) -> Bool {
        switch e.kind {
        case .closure(let c): return c.isThrowing
        case .functionRef(let fn, _, _): return fn.isThrowing
        default: return false
        }
    }

    /// A `rethrows` call throws when an argument for one of its throwing-function parameters does.
    func rethrowingCallThrows(_ e: Expr) -> Bool {
        guard case .call(_, let args, _, _) = e.kind, let fn = directCallee(e), fn.isRethrowing else { return false }
        for (p, a) in zip(fn.params, args) where p.isThrowingFunction {
            if let a, argumentThrows(a) { return true }
        }
        return false
    }
}
