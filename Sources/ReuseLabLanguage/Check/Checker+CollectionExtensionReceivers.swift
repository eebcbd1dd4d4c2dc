import SwiftSyntax

/// The learner's `extension Collection`/`Sequence` members used on a collection other than an array
/// (`"abc".isNotEmpty`, `(1...4).sum()`, `tags.uniqued()` on a set, `counts.total` on a dictionary, a substring,
/// a slice). ReuseLab declares those members on `Array` (see `Checker+ConstrainedExtensions.swift`), so such a
/// receiver is read as the array of its elements, which is what a `Sequence` member sees of it.
/// What that reading would get wrong keeps the boundary: a `mutating` member, and a member whose signature
/// names `Index` on anything but a half-open Int range (a string's indices are `String.Index`, a set's and a
/// dictionary's their own types, a slice's start where its base's did).
extension Checker {
    func collectionExtensionReceiver(_ base: Expr, name: String) -> Expr {
        let isHalfOpenRange: Bool
        switch base.type {
        case .dictionary: isHalfOpenRange = false
        case .nominal(let d, _):
            // Ranges of other bounds (`"a"..."z"`) are not sequences.
            if (d === world.rangeDecl || d === world.closedRangeDecl) && !world.sameType(base.type.rangeBound ?? .error, world.int) {
                return base
            }
            isHalfOpenRange = d === world.rangeDecl
        default: return base
        }
        guard let element = world.sequenceElement(of: base.type), !element.isError,
            lookupMembers(name, in: base.type, isStatic: false).isEmpty
        else { return base }
        let array = world.arrayDecl
        let methods = (array.methods[name] ?? []).filter { $0.extensionRequirements?.isProtocolExtension == true }
        let properties = (array.properties[name] ?? []).filter { $0.extensionRequirements?.isProtocolExtension == true }
        guard !methods.isEmpty || !properties.isEmpty, !methods.contains(where: \.isMutating) else { return base }
        // Only a half-open Int range has Int indices counted as the array's are read.
        if !isHalfOpenRange,
            methods.contains(where: { namesIndex($0.syntax) }) || properties.contains(where: { namesIndex($0.syntax) })
        {
            return base
        }
        return arrayOfElements(base, element)
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
