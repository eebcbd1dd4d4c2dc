import SwiftSyntax

/// Where `lazy` and property observers may appear, in swiftc's words, and what ReuseLab does not run yet.
extension Checker {
    func checkLazyAndObservers(_ variable: VarDecl, _ v: VariableDeclSyntax, _ binding: PatternBindingSyntax) {
        if variable.isLazy, let lazy = lazyModifier(v) {
            if variable.isLet {
                error("'lazy' cannot be used on a let", at: lazy)
            } else if variable.owner?.isValueType == true {
                // Reading it changes the value, which needs the mutating access ReuseLab's reads lack.
                error("'lazy' in a struct or enum is not supported in ReuseLab yet", at: lazy)
            }
        }
        if variable.isLet, let block = binding.accessorBlock, isObserverBlock(block) {
            error("'let' declarations cannot be observing properties", at: block)
        }
    }

    /// `lazy` on a global (already lazy in Swift) or on a local variable.
    func checkLazyOutsideTypes(_ v: VariableDeclSyntax) {
        guard let lazy = lazyModifier(v) else { return }
        if context.kind == .topLevel && context.scopes.count == 1 {
            error("'lazy' cannot be used on an already-lazy global", at: lazy)
        } else {
            error("'lazy' on a local variable is not supported in ReuseLab yet", at: lazy)
        }
    }

    private func lazyModifier(_ v: VariableDeclSyntax) -> DeclModifierSyntax? {
        v.modifiers.first { $0.name.tokenKind == .keyword(.lazy) }
    }
}
