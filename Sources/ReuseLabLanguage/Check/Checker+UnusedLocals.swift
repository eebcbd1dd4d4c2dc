import SwiftSyntax

/// What the code does with a local of a function or closure body, for swiftc's warnings: a `var` never
/// changed could be a `let`; a local never mentioned again could go. Any mention counts as a use, and any
/// place an assignment, `&` or a mutating call goes through counts as a change, so a doubt never warns.
final class LocalUsage {
    let name: String
    let node: Syntax
    let isLet: Bool
    var isMentioned = false
    var isChanged = false

    init(name: String, node: Syntax, isLet: Bool) {
        self.name = name
        self.node = node
        self.isLet = isLet
    }
}

extension Checker {
    /// A local given a value where it is declared. Top-level code declares globals, on which swiftc does not
    /// warn; neither is a local of the top level's own blocks tracked.
    func trackLocal(_ name: String, _ ident: IdentifierPatternSyntax, isLet: Bool) {
        guard !isPrelude, context.kind != .topLevel else { return }
        let key = ident.positionAfterSkippingLeadingTrivia.utf8Offset
        let usage = localUsages[key] ?? LocalUsage(name: name, node: Syntax(ident), isLet: isLet)
        localUsages[key] = usage
        context.scopes[context.scopes.count - 1][name]?.usage = usage
    }

    func warnUnusedLocals() {
        for usage in localUsages.values {
            if !usage.isMentioned && !usage.isChanged {
                warning(usage.isLet ? Diagnostics.constantNeverUsed(usage.name) : Diagnostics.variableNeverUsed(usage.name), at: usage.node)
            } else if !usage.isLet && !usage.isChanged {
                warning(Diagnostics.variableNeverMutated(usage.name), at: usage.node)
            }
        }
    }
}
