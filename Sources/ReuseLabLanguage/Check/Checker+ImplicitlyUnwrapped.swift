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

extension Checker {
    /// `count += 1` on a `var count: Int!`: the current value is read as `Int` (trapping when nil) and the
    /// result stored back, so it is `count = count! + 1` with the implicit unwrap's trap text.
    func implicitlyUnwrappedCompoundAssignment(_ op: BinaryOp, _ lv: LValue, _ infix: InfixOperatorExprSyntax) -> Expr? {
        let saved = diagnostics.count
        let current = checkExpr(infix.leftOperand, expected: nil)
        guard case .implicitUnwrap = current.kind else {
            diagnostics.removeSubrange(saved...)
            return nil
        }
        let rhs = checkExpr(infix.rightOperand, expected: current.type)
        let result = arithmeticResult(op, current.type, rhs.type, node: infix)
        if result.isError { return errorExpr(infix) }
        let value = Expr(.binary(op, current, rhs), result, loc(infix))
        return Expr(.assign(lv, value), .void, loc(infix))
    }
}

extension Checker {
    /// `T!` is allowed as the whole type of a variable, property or parameter (and a function's result,
    /// which ReuseLab does not read implicitly unwrapped yet); nested in another type it is swiftc's error.
    func checkImplicitlyUnwrappedPlacement(_ iuo: ImplicitlyUnwrappedOptionalTypeSyntax) {
        let parent = iuo.parent
        if parent?.is(TypeAnnotationSyntax.self) == true || parent?.is(FunctionParameterSyntax.self) == true { return }
        if parent?.is(ReturnClauseSyntax.self) == true, parent?.parent?.is(FunctionSignatureSyntax.self) == true {
            error(Diagnostics.implicitlyUnwrappedResultUnsupported, at: iuo.exclamationMark)
            return
        }
        error(Diagnostics.implicitlyUnwrappedNotAllowedHere, at: iuo.exclamationMark)
    }
}

extension Checker {
    /// `items[0] = x` on a `var items: [Int]!`: the place is used as its wrapped type.
    func implicitlyUnwrappedPlaceType(_ place: ExprSyntax, _ type: SType) -> SType {
        guard case .optional(let wrapped) = type else { return type }
        let saved = diagnostics.count
        let read = checkExpr(place, expected: nil)
        diagnostics.removeSubrange(saved...)
        if case .implicitUnwrap = read.kind { return wrapped }
        return type
    }
}
