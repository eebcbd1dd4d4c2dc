import SwiftSyntax

/// `lazy var` in a function body (Swift 5.5+): the initial value is not computed where the variable is
/// declared but on its first read, once. It is checked as a closure over the function's frame, kept in a
/// hidden slot beside the variable; the variable starts as `Value.lazyUnset` and each read of it
/// (`LValue.lazyLocal`) runs the closure first if it is still unset.
extension Checker {
    /// The statements declaring a lazy local, or nil for a shape left to the ordinary path (which reports it).
    func declareLazyLocal(_ binding: PatternBindingSyntax, annotated: SType?) -> [Stmt]? {
        guard let ident = binding.pattern.as(IdentifierPatternSyntax.self), let initial = binding.initializer?.value,
            binding.accessorBlock == nil
        else { return nil }
        let name = ident.identifier.lookupName
        let ctx = FunctionContext(parent: context, kind: .closure, returnType: annotated ?? .error)
        context.closuresMade += 1
        let saved = context
        context = ctx
        let value = annotated.map { checkExpr(initial, convertingTo: $0) } ?? checkExprKeepingOptional(initial, expected: nil)
        context = saved
        let type = annotated ?? value.type
        let closure = Closure(paramCount: 0, body: [Stmt(.ret(value), loc(initial))], frameSize: ctx.frameSize, isSingleExpression: true)
        let slot = context.declare("\u{0}lazy \(name)", type: .function([], type), isLet: true)
        let ref = declareVariable(name, type: type, isLet: false, global: false, node: ident)
        context.scopes[context.scopes.count - 1][name]?.lazyInitializer = slot
        return [
            Stmt(.bind(.local(hops: 0, index: slot), Expr(.closure(closure), .function([], type), loc(initial))), loc(binding)),
            Stmt(.bind(ref, Expr(.lazyUnset, type, loc(binding))), loc(binding)),
        ]
    }

    /// The place of a lazy local, its initializer's slot reached with the same hops as the variable.
    func lazyLocal(_ ref: VarRef, initializer slot: Int) -> LValue {
        guard case .local(let hops, _) = ref else { return .variable(ref) }
        return .lazyLocal(ref, initializer: .local(hops: hops, index: slot))
    }
}
