import SwiftSyntax

/// A prelude member implemented by the interpreter is marked `@_native`. Bare, the attribute names its
/// native by the declaration's own Swift name, so the key cannot drift from the declaration:
/// `UITableView.dequeueReusableCell(withIdentifier:for:)`, `OptionSet.union(_:)`, `min(_:_:)`,
/// `UITableView.rowHeight` (to which the interpreter adds "get " or "set "). `@_native("key")` names it
/// explicitly, only for overloads that share a Swift name but need different natives.
enum NativeKey {
    static func function(owner: NominalDecl?, name: String, labels: [String?]) -> String {
        // An operator's parameters have no argument labels, whatever the declaration names them.
        let isOperator = name.first.map { !($0.isLetter || $0 == "_") } ?? false
        let arguments = labels.map { ((isOperator ? nil : $0) ?? "_") + ":" }.joined()
        return qualified(owner, "\(name)(\(arguments))")
    }

    static func property(owner: NominalDecl?, name: String) -> String {
        qualified(owner, name)
    }

    private static func qualified(_ owner: NominalDecl?, _ member: String) -> String {
        guard let owner else { return member }
        return owner.qualifiedName + "." + member
    }
}

extension Checker {
    /// The native a member's `@_native` attribute names: its argument, or the key `derived` from the
    /// declaration when the attribute is bare; nil without the attribute.
    func nativeKey(_ attributes: AttributeListSyntax, derived: () -> String) -> String? {
        for attr in attributes {
            // Token texts, not `trimmedDescription`: trimming copies the tree, and every prelude member asks.
            guard case .attribute(let a) = attr, a.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "_native" else { continue }
            if case .argumentList(let args) = a.arguments, let first = args.first,
                let s = first.expression.as(StringLiteralExprSyntax.self)
            {
                return s.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? $0.trimmedDescription }.joined()
            }
            return derived()
        }
        return nil
    }
}
