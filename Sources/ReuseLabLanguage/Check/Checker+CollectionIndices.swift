import SwiftSyntax

/// The indices of a generic collection in its function's body: `C.Index`, `c.startIndex`, `c.endIndex`,
/// `c.index(after: i)`, `c.indices` and `c[i]` for `<C: Collection>`. `C.Index` is a parameter of its own,
/// `Comparable` as Swift's `Collection.Index` is, and each use calls a prelude native on the argument itself
/// (`PreludeLibrary/CollectionIndices.swift`), so a string walks its characters and a slice its base's positions.
/// Still at the boundary: `C.Index` in a signature (a caller would need the argument's own index type), a
/// `Sequence`'s indices (it has none) and the other index members (`firstIndex`, `distance`, `formIndex`…).
extension Checker {
    /// `C.Index` for `g`, when its indices are supported where `node` is.
    func collectionIndexType(_ g: GenericParam, at node: some SyntaxProtocol) -> SType? {
        guard let name = g.collectionProtocol, name != "Sequence", !g.isBehindBoundary, !isInSignature(Syntax(node)) else {
            return nil
        }
        if let index = g.collectionIndex { return .param(index) }
        let index = GenericParam(name: "\(g.name).Index", protocols: ["Equatable", "Comparable"].compactMap { world.types[$0] })
        g.collectionIndex = index
        return .param(index)
    }

    /// `c.startIndex`, `c.endIndex`, `c.indices` (an array of indices here, Swift's `C.Indices`).
    func collectionIndexProperty(_ base: Expr, name: String, at node: some SyntaxProtocol) -> Expr? {
        let natives = ["startIndex": "_collectionStartIndex", "endIndex": "_collectionEndIndex", "indices": "_collectionIndices"]
        guard case .param(let g) = base.type, let native = natives[name], let index = collectionIndexType(g, at: node) else {
            return nil
        }
        return callCollectionIndexNative(native, base, [], name == "indices" ? .array(index) : index, at: node)
    }

    /// `c.index(after: i)`.
    func collectionIndexCall(_ base: Expr, name: String, args: [CallArgument], at node: some SyntaxProtocol) -> Expr? {
        guard case .param(let g) = base.type, name == "index", args.count == 1, args[0].label == "after",
            let index = collectionIndexType(g, at: node)
        else { return nil }
        let position = checkExpr(args[0].expr, convertingTo: index, message: Diagnostics.cannotConvertArgumentType)
        if position.type.isError { return errorExpr(node) }
        return callCollectionIndexNative("_collectionIndex", base, [position], index, at: node)
    }

    /// `c[i]`: the element at an index of the collection.
    func collectionIndexSubscript(_ base: Expr, _ sub: SubscriptCallExprSyntax) -> Expr? {
        guard case .param(let g) = base.type, sub.arguments.count == 1, let arg = sub.arguments.first, arg.label == nil,
            let index = collectionIndexType(g, at: sub), let element = world.sequenceElement(of: base.type)
        else { return nil }
        let position = checkExpr(arg.expression, convertingTo: index, message: Diagnostics.cannotConvertArgumentType)
        if position.type.isError { return errorExpr(sub) }
        return callCollectionIndexNative("_collectionElement", base, [position], element, at: sub)
    }

    private func callCollectionIndexNative(
        _ name: String, _ base: Expr, _ args: [Expr], _ type: SType, at node: some SyntaxProtocol
    ) -> Expr {
        guard let decl = world.functions[name]?.first, let collection = decl.genericParams.first else { return errorExpr(node) }
        let bindings = [ObjectIdentifier(collection): base.type]
        return Expr(.call(.function(decl), args: [base] + args, bindings: bindings, variadicFrom: nil), type, loc(node))
    }

    /// Inside a function's signature or `where` clause rather than its body.
    private func isInSignature(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let n = current {
            if n.is(CodeBlockSyntax.self) || n.is(ClosureExprSyntax.self) { return false }
            if n.is(FunctionSignatureSyntax.self) || n.is(GenericWhereClauseSyntax.self) { return true }
            current = n.parent
        }
        return false
    }
}
