import SwiftSyntax

/// Where `lazy` and property observers may appear, in swiftc's words, and what ReuseLab does not run yet.
extension Checker {
    func checkLazyAndObservers(_ variable: VarDecl, _ v: VariableDeclSyntax, _ binding: PatternBindingSyntax) {
        if variable.isLazy, let lazy = lazyModifier(v) {
            if variable.isLet {
                error(Diagnostics.lazyLet, at: lazy)
            } else if variable.owner?.isValueType == true {
                // Reading it changes the value, which needs the mutating access ReuseLab's reads lack.
                error(Diagnostics.lazyInValueTypeUnsupported, at: lazy)
            }
        }
        if variable.isLet, let block = binding.accessorBlock, isObserverBlock(block) {
            error(Diagnostics.observedLet, at: block)
        }
    }

    /// `lazy` on a global (already lazy in Swift) or on a local variable.
    func checkLazyOutsideTypes(_ v: VariableDeclSyntax) {
        guard let lazy = lazyModifier(v) else { return }
        if context.kind == .topLevel && context.scopes.count == 1 {
            error(Diagnostics.lazyGlobal, at: lazy)
        } else {
            error(Diagnostics.lazyLocalUnsupported, at: lazy)
        }
    }

    private func lazyModifier(_ v: VariableDeclSyntax) -> DeclModifierSyntax? {
        v.modifiers.first { $0.name.tokenKind == .keyword(.lazy) }
    }
}
