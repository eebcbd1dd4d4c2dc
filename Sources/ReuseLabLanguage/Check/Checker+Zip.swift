import SwiftSyntax

/// `zip(a, b)` is Swift's `Zip2Sequence<A, B>` (`PreludeLibrary/Zip.swift`): its elements are the pairs of
/// the two sequences' elements, and its Sequence members (`map`, `filter`, `reduce`, `lazy`…) are those of the
/// array of its pairs. `1...` is a `PartialRangeFrom<Int>`, endless, for `zip(1..., names)` and `for i in 1...`.
extension Checker {
    /// `zipped.map { … }`: the receiver read as the array of its pairs, for the members Swift's `Sequence` has.
    func zipReceiver(_ base: Expr, name: String, at node: some SyntaxProtocol) -> Expr? {
        guard case .nominal(let d, _) = base.type, d.fromPrelude, d.name == "Zip2Sequence" || d.name == "PartialRangeFrom" else {
            return nil
        }
        if name == "count" && d.name == "Zip2Sequence" {
            // A sequence that is not a collection has no `count`: Swift 6 finds `count(where:)` and cannot infer its
            // error type.
            error(
                Diagnostics.genericParameterNotInferred("E").withLibraryNote(
                    Diagnostics.inCallToFunction("count(where:)"), at: "Swift.Sequence.count"), at: node)
            return errorExpr(node)
        }
        if name == "makeIterator" {
            error(Diagnostics.featureUnsupported("\(d.name).makeIterator()"), at: node)
            return errorExpr(node)
        }
        guard Checker.sequenceMemberNames.contains(name), let element = world.sequenceElement(of: base.type) else { return nil }
        // `(1...).map { … }` would never end in Swift either; only a zip's side is read partly.
        if d.name == "PartialRangeFrom" { return nil }
        return arrayOfElements(base, element)
    }

    /// The members of Swift's `Sequence` that an array of the elements answers as the sequence would.
    static let sequenceMemberNames: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "first", "contains", "allSatisfy", "min", "max",
        "sorted", "enumerated", "reversed", "prefix", "dropFirst", "dropLast", "suffix", "elementsEqual", "lazy",
        "joined", "split", "starts", "shuffled", "randomElement",
    ]

    /// `1...`: `PartialRangeFrom(lowerBound: 1)`.
    func checkPartialRangeFrom(_ postfix: PostfixOperatorExprSyntax) -> Expr {
        let lower = checkExpr(postfix.expression, expected: world.int)
        if lower.type.isError { return errorExpr(postfix) }
        guard world.sameType(lower.type, world.int), let decl = world.types["PartialRangeFrom"], decl.fromPrelude,
            let make = decl.initializers.first, let bound = decl.genericParams.first
        else {
            error(Diagnostics.expressionUnsupported, at: postfix)
            return errorExpr(postfix)
        }
        let type = SType.nominal(decl, [world.int])
        let receiver = Expr(.typeValue(type), .metatype(type), loc(postfix))
        return Expr(
            .call(.initializer(receiver: receiver, make), args: [lower], bindings: [ObjectIdentifier(bound): world.int], variadicFrom: nil),
            type, loc(postfix))
    }
}
