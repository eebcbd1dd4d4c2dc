import SwiftSyntax

/// The learner's `extension Collection`/`Sequence` members used on a string or an Int range (`"abc".isNotEmpty`,
/// `(1...4).sum()`). ReuseLab declares those members on `Array` (see `Checker+ConstrainedExtensions.swift`), so
/// such a receiver is read as the array of its elements, which is what a `Sequence` member sees of it.
/// What that reading would get wrong keeps the boundary: a `mutating` member, and a member whose signature
/// names `Index` on a string or a closed range (their indices are `String.Index` and `ClosedRange<Int>.Index`, not Ints).
extension Checker {
    func collectionExtensionReceiver(_ base: Expr, name: String) -> Expr {
        guard case .nominal(let d, _) = base.type else { return base }
        let conversion: (native: String, element: SType)
        if d === world.stringType {
            conversion = ("arrayFromString", world.character)
        } else if d === world.rangeDecl, world.sameType(base.type, world.range) {
            conversion = ("arrayFromRange", world.int)
        } else if d === world.closedRangeDecl, world.sameType(base.type, world.closedRange) {
            conversion = ("arrayFromClosedRange", world.int)
        } else {
            return base
        }
        guard lookupMembers(name, in: base.type, isStatic: false).isEmpty else { return base }
        let array = world.arrayDecl
        let methods = (array.methods[name] ?? []).filter { $0.extensionRequirements?.isProtocolExtension == true }
        let properties = (array.properties[name] ?? []).filter { $0.extensionRequirements?.isProtocolExtension == true }
        guard !methods.isEmpty || !properties.isEmpty, !methods.contains(where: \.isMutating) else { return base }
        // Only a half-open Int range has Int indices; a string's are String.Index, a closed range's its own type.
        if d !== world.rangeDecl,
            methods.contains(where: { namesIndex($0.syntax) }) || properties.contains(where: { namesIndex($0.syntax) })
        {
            return base
        }
        guard let make = array.initializers.first(where: { $0.native == conversion.native }), let element = array.genericParams.first
        else { return base }
        let arrayType = SType.array(conversion.element)
        let receiver = Expr(.typeValue(arrayType), .metatype(arrayType), base.loc)
        let bindings = [ObjectIdentifier(element): conversion.element]
        return Expr(.call(.initializer(receiver: receiver, make), args: [base], bindings: bindings, variadicFrom: nil), arrayType, base.loc)
    }

    /// A member whose declared signature or type mentions `Index`.
    private func namesIndex(_ syntax: Syntax?) -> Bool {
        guard let syntax else { return true }
        let signature: Syntax
        if let f = syntax.as(FunctionDeclSyntax.self) {
            signature = Syntax(f.signature)
        } else if let s = syntax.as(SubscriptDeclSyntax.self) {
            signature = Syntax(s.parameterClause)
        } else {
            signature = syntax.parent?.parent?.as(VariableDeclSyntax.self).map { Syntax($0.bindings) } ?? syntax
        }
        return signature.tokens(viewMode: .sourceAccurate).contains { $0.text == "Index" }
    }
}
