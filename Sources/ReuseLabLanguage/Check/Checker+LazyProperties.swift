import SwiftSyntax

/// Where `lazy` and property observers may appear, in swiftc's words, and what ReuseLab does not run yet.
extension Checker {
    func checkLazyAndObservers(_ variable: VarDecl, _ v: VariableDeclSyntax, _ binding: PatternBindingSyntax) {
        if variable.isLazy, let lazy = lazyModifier(v) {
            if variable.isLet {
                error(Diagnostics.lazyLet, at: lazy)
            }
        }
        if variable.isLet, let block = binding.accessorBlock, block.holdsOnlyObservers {
            error(Diagnostics.observedLet, at: block)
        }
    }

    /// `lazy` on a global (already lazy in Swift) or on a local variable.
    func checkLazyOutsideTypes(_ v: VariableDeclSyntax) {
        guard let lazy = lazyModifier(v) else { return }
        if context.kind == .topLevel && context.scopes.count == 1 {
            error(Diagnostics.lazyGlobal, at: lazy)
        } else if v.bindingSpecifier.isKeyword(.let) {
            error(Diagnostics.lazyLet, at: lazy)
        } else if !isLazyLocal(v) {
            error(Diagnostics.lazyLocalUnsupported, at: lazy)
        }
    }

    /// A local `lazy var name = value` (one name, a value, no accessors, no `weak`): run by `declareLazyLocal`.
    func isLazyLocal(_ v: VariableDeclSyntax) -> Bool {
        guard lazyModifier(v) != nil, v.bindingSpecifier.isKeyword(.var), v.modifiers.count == 1 else { return false }
        return v.bindings.allSatisfy {
            $0.pattern.is(IdentifierPatternSyntax.self) && $0.initializer != nil && $0.accessorBlock == nil
        }
    }

    private func lazyModifier(_ v: VariableDeclSyntax) -> DeclModifierSyntax? {
        v.modifiers.first { $0.name.isKeyword(.lazy) }
    }
}

/// A `lazy var` of a struct: its first read stores the value, so reading it is a mutation of the value
/// that holds it, and needs a `var` (swiftc: "cannot use mutating getter on immutable value").
extension Checker {
    func lazyValueTypeRead(_ v: VarDecl, type: SType, base: Expr, node: some SyntaxProtocol) -> Expr {
        let l = loc(node)
        let plainRead = Expr(.property(receiver: base, v, .direct), type, l)
        let use = LValueUse.mutation(memberName: Syntax(node), getter: true)
        if let member = Syntax(node).parent?.as(MemberAccessExprSyntax.self), let baseSyntax = member.base,
            baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) != true
        {
            guard let (place, _) = lvalue(baseSyntax, use: use) else { return plainRead }
            return Expr(.lazyValueTypeRead(place, v), type, l)
        }
        // `doubled` or `self.doubled` inside the type: `self` must be mutable (a `mutating` method).
        guard case .variable(let selfRef) = base.kind else { return plainRead }
        if !isSelfMutable(base.type) {
            error(Diagnostics.mutatingGetterOnImmutableSelf, at: node, notes: markMethodMutatingNotes(node))
            return plainRead
        }
        return Expr(.lazyValueTypeRead(.variable(selfRef), v), type, l)
    }
}
