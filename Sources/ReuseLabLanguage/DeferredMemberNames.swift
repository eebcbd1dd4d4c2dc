import SwiftSyntax

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
            $0.name.isKeyword(.static) || $0.name.isKeyword(.class)
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
