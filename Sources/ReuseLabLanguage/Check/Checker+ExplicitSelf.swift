import SwiftSyntax

/// swiftc's rule for `self` in escaping closures: inside a class, a closure that may outlive the call (given
/// for an `@escaping` or optional function parameter, stored in a variable or a property) must say `self.`
/// to use a member, so that capturing `self` is visible. Non-escaping closures (`map`, `forEach`, your own
/// parameters without `@escaping`), closures that capture `[self]` or `[unowned self]`, a `[weak self]`
/// closure after `guard let self`, and members of structs and enums need no `self.`.
extension Checker {
    /// Whether a parameter's closure may escape: `@escaping`, or an optional function type.
    func isEscapingFunctionType(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let escaping = attributed.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping"
            }
            return escaping || isEscapingFunctionType(attributed.baseType)
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionTypeSyntax(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return isFunctionTypeSyntax(optional.wrappedType)
        }
        return false
    }

    private func isFunctionTypeSyntax(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let t = type.as(TupleTypeSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return isFunctionTypeSyntax(only.type)
        }
        if let a = type.as(AttributedTypeSyntax.self) { return isFunctionTypeSyntax(a.baseType) }
        return false
    }

    /// A closure literal stored where it outlives the statement: `let f = { … }`, `onTap = { … }`, returned
    /// (`return { … }`, or a function's or getter's only expression), or an element of an array, dictionary or
    /// tuple literal, also through `? :` and parentheses.
    func isStoredClosure(_ closure: ClosureExprSyntax) -> Bool {
        isEscapingPosition(Syntax(closure), depth: 0)
    }

    private func isEscapingPosition(_ node: Syntax, depth: Int) -> Bool {
        guard let parent = node.parent, depth < 16 else { return false }
        if parent.is(InitializerClauseSyntax.self) {
            // A variable's initial value; a `lazy` property's closure is stored as well.
            return parent.parent?.is(PatternBindingSyntax.self) == true
        }
        if let infix = parent.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return infix.rightOperand.id == node.id
        }
        if parent.is(ReturnStmtSyntax.self) || parent.is(ArrayElementSyntax.self) { return true }
        if let element = parent.as(DictionaryElementSyntax.self) { return element.value.id == node.id }
        if let ternary = parent.as(TernaryExprSyntax.self) {
            guard ternary.thenExpression.id == node.id || ternary.elseExpression.id == node.id else { return false }
            return isEscapingPosition(parent, depth: depth + 1)
        }
        if parent.is(LabeledExprSyntax.self), let tuple = parent.parent?.parent?.as(TupleExprSyntax.self) {
            // `(1, { … })` is a value that holds the closure; `({ … })` is only parentheses.
            return tuple.elements.count > 1 || isEscapingPosition(Syntax(tuple), depth: depth + 1)
        }
        if let item = parent.as(CodeBlockItemSyntax.self) { return isImplicitResult(item) }
        return false
    }

    /// The only statement of a function with a result, of a getter, or of a closure: its value is returned.
    private func isImplicitResult(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, let holder = list.parent else {
            return false
        }
        if holder.is(AccessorBlockSyntax.self) || holder.is(ClosureExprSyntax.self) { return true }
        guard let block = holder.as(CodeBlockSyntax.self), let owner = block.parent else { return false }
        if let function = owner.as(FunctionDeclSyntax.self) { return function.signature.returnClause != nil }
        if let accessor = owner.as(AccessorDeclSyntax.self) { return accessor.accessorSpecifier.isKeyword(.get) }
        return false
    }

    /// Reports a member of a class's `self` used without `self.` inside an escaping closure.
    func requireExplicitSelf(forMember name: String, isMethod: Bool, selfValue: Expr, at node: some SyntaxProtocol) {
        guard !isPrelude, isClassInstance(selfValue.type) else { return }
        var ctx: FunctionContext? = context
        var escapingClosure: ClosureExprSyntax? = nil
        var severity = Severity.error
        while let c = ctx, c.kind == .closure {
            // `[self]`, `[unowned self]`, `guard let self`: `self` is captured in plain sight, but not for an escaping
            // closure nested inside: swiftc warns under a capture list (an error in Swift 6), and still refuses it
            // under `guard let self`.
            if let rebound = c.lookupLocal("self"), rebound.ownership != .weak {
                guard escapingClosure != nil else { return }
                // A capture list's names live in a context of their own, without a closure.
                if c.closureSyntax == nil { severity = .swift6Warning }
                break
            }
            // The note goes on the innermost escaping closure, as swiftc's does.
            // (A closure that captures `[self]` itself is not one that needs it.)
            if c.isEscapingClosure, escapingClosure == nil, let closure = c.closureSyntax, !capturesSelfStrongly(closure) {
                escapingClosure = closure
            }
            ctx = c.parent
        }
        guard let closure = escapingClosure else { return }
        var message =
            isMethod ? Diagnostics.implicitSelfMethodInClosure(name) : Diagnostics.implicitSelfPropertyInClosure(name)
        if severity == .swift6Warning { message = Diagnostics.errorInSwift6(message) }
        // An error, or swiftc's Swift 5 warning.
        diagnose(
            CompileDiagnostic(
                message, at: node,
                notes: [
                    CompileNote(Diagnostics.referenceSelfExplicitly, at: node, fixIt: .init(change: .insert("self."))),
                    CompileNote(
                        Diagnostics.captureSelfExplicitly, at: closure.leftBrace, fixIt: .init(change: .insert(" [self] in"))),
                ]))
    }

    /// `[self]` or `[unowned self]` in the closure's capture list.
    private func capturesSelfStrongly(_ closure: ClosureExprSyntax) -> Bool {
        closure.signature?.capture?.items.contains {
            $0.name.isKeyword(.self) && $0.initializer == nil && $0.specifier?.specifier.isKeyword(.weak) != true
        } ?? false
    }

    private enum Severity { case error, swift6Warning }

    private func isClassInstance(_ type: SType) -> Bool {
        if case .nominal(let d, _) = type { return d.isClass }
        return false
    }
}
