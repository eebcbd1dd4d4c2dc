import SwiftSyntax

/// Implicitly unwrapped optionals (`var label: UILabel!`). As in Swift, the declaration's type is an
/// optional; what is special is a read of it. A read is forced (`.implicitUnwrap`, which traps with its own
/// text when nil) unless the context takes an optional: `if let`, `?.`, `!`, `??`, `== nil`, an optional
/// or `Any` target, `print`, interpolation, or a variable without a type annotation.
extension Checker {
    /// A read of a `T!` declaration, used as `T`.
    func implicitlyUnwrapped(_ read: Expr) -> Expr {
        guard case .optional(let wrapped) = read.type else { return read }
        return Expr(.implicitUnwrap(read), wrapped, read.loc)
    }

    /// The optional behind an implicit unwrap, for contexts that take the optional itself.
    func optionalView(_ expr: Expr) -> Expr {
        if case .implicitUnwrap(let inner) = expr.kind { return inner }
        return expr
    }

    func checkExprKeepingOptional(_ syntax: ExprSyntax, expected: SType?) -> Expr {
        optionalView(checkExpr(syntax, expected: expected))
    }

    func isImplicitlyUnwrapped(_ annotation: TypeAnnotationSyntax?) -> Bool {
        annotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
    }

    /// Marks the variable just declared under `name` (a global or a local of the current scope) as `T!`.
    func markImplicitlyUnwrapped(_ name: String, _ ref: VarRef) {
        switch ref {
        case .global: world.globals[name]?.isImplicitlyUnwrapped = true
        case .local: context.scopes[context.scopes.count - 1][name]?.isImplicitlyUnwrapped = true
        }
    }
}
