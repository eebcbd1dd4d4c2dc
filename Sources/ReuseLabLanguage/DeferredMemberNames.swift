@_spi(RawSyntax) import SwiftSyntax

/// The names a lookup finds a prelude type's member by, when the member may wait until one of them is looked up
/// (`PendingMemberGroup`): methods, subscripts, operators, and properties that are static or computed. Nil for
/// the rest, which belong to the type's core: stored properties make the layout, initializers and cases are
/// listed whole, and a deinit belongs to the type.
///
/// Read from the syntax alone, so that a prelude's cached tree can store each member's names beside its record
/// (`SyntaxTreeCodec`) and a lookup need not decode a member to learn that it is not the one asked for.
enum DeferredMemberNames {
    static func of(_ member: DeclSyntax) -> [String]? {
        if let f = member.as(FunctionDeclSyntax.self) { return [f.lookupName] }
        if member.is(SubscriptDeclSyntax.self) { return ["subscript", "subscript(set)"] }
        guard let v = member.as(VariableDeclSyntax.self) else { return nil }
        let isStatic = v.modifiers.elementsInOrder.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        let isNative = v.attributes.elementsInOrder.contains {
            $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "_native"
        }
        var names: [String] = []
        for binding in v.bindings.elementsInOrder {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            let isStored = binding.accessorBlock.map(\.holdsOnlyObservers) ?? true
            guard isStatic || isNative || !isStored else { return nil }
            names.append(pattern.identifier.lookupName)
        }
        return names
    }
}

extension FunctionDeclSyntax {
    /// The name a lookup finds the function by: its identifier without backticks, or its operator.
    var lookupName: String { name.lookupName }
}

extension TokenSyntax {
    /// The name a lookup knows this token by: an identifier without its backticks, any other token's text (as
    /// `identifier?.name ?? text`). Read from the raw token: `identifier` asks for `tokenKind` twice, and each time
    /// makes the token's text a `String` (2 % of a corpus script's instructions went there).
    var lookupName: String {
        let view = tokenView
        switch view.rawKind {
        case .identifier:
            let text = view.rawText
            let backtick = UInt8(ascii: "`")
            guard text.count > 2, text.first == backtick, text.last == backtick else { return String(syntaxText: text) }
            return String(syntaxText: SyntaxText(rebasing: text.dropFirst().dropLast()))
        case .dollarIdentifier:
            // `$01` is `$1`: swift-syntax's rule.
            return identifier?.name ?? text
        default:
            return text
        }
    }
}

extension AccessorBlockSyntax {
    /// True when the block holds only `willSet`/`didSet`: the property it belongs to is stored.
    var holdsOnlyObservers: Bool {
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
}
