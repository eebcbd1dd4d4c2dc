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
        guard lookupMembers(name, in: base.type, isStatic: false).isEmpty else { return base }
        return reversedViewElements(base) ?? elementsView(base, name: name) ?? base
    }

    /// `set.sorted(by: \.plays)` where the learner's `extension Sequence` declares a `sorted(by:)` beside the set's
    /// own: the extension's methods join the receiver's overloads, each to be called on the array of its elements.
    func collectionExtensionOverloads(_ base: Expr, name: String) -> (receiver: Expr, candidates: [CallCandidate])? {
        guard let elements = elementsView(base, name: name) else { return nil }
        let own = lookupMembers(name, in: elements.type, isStatic: false).filter {
            guard case .method(let f) = $0.kind else { return false }
            return !f.isFromPrelude && f.extensionRequirements?.isProtocolExtension == true
        }
        let candidates = methodCandidates(own)
        return candidates.isEmpty ? nil : (elements, candidates)
    }

    /// The array of `base`'s elements, when the learner's collection extension's `name` may be called on it.
    private func elementsView(_ base: Expr, name: String) -> Expr? {
        let isHalfOpenRange: Bool
        switch base.type {
        case .dictionary: isHalfOpenRange = false
        case .nominal(let d, _):
            // Ranges of other bounds (`"a"..."z"`) are not sequences.
            if (d === world.rangeDecl || d === world.closedRangeDecl) && !world.sameType(base.type.rangeBound ?? .error, world.int) {
                return nil
            }
            isHalfOpenRange = d === world.rangeDecl
        default: return nil
        }
        guard let element = world.sequenceElement(of: base.type), !element.isError else { return nil }
        let array = world.arrayDecl
        let methods = (array.methods(named: name) ?? []).filter { $0.extensionRequirements?.isProtocolExtension == true }
        let properties = (array.properties(named: name) ?? []).filter { $0.extensionRequirements?.isProtocolExtension == true }
        guard !methods.isEmpty || !properties.isEmpty, !methods.contains(where: \.isMutating) else { return nil }
        // Only a half-open Int range has Int indices counted as the array's are read.
        if !isHalfOpenRange,
            methods.contains(where: { namesIndex($0.syntax) }) || properties.contains(where: { namesIndex($0.syntax) })
        {
            return nil
        }
        return arrayOfElements(base, element)
    }

    /// A member whose declared signature or type mentions `Index` or `SubSequence`.
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
        // A `SubSequence` is read as an `ArraySlice` of the elements: another receiver's would differ.
        return signature.tokens(viewMode: .sourceAccurate).contains { $0.text == "Index" || $0.text == "SubSequence" }
    }
}
