import SwiftSyntax

/// The indices of a generic collection: `C.Index` (in the body and in the signature: `-> C.Index`),
/// `c.startIndex`, `c.endIndex`, `c.index(after:)`, `index(before:)`, `index(_:offsetBy:)`,
/// `index(_:offsetBy:limitedBy:)`, `distance(from:to:)`, `formIndex(after:)`, `c.indices` and `c[i]` for
/// `<C: Collection>`. `C.Index` is a parameter of its own, `Comparable` as Swift's `Collection.Index` is, bound at
/// a call to the argument's index type; each use calls a prelude native on the argument itself
/// (`PreludeLibrary/CollectionIndices.swift`), so a string walks its characters and a slice its base's positions.
/// Still at the boundary: the index types ReuseLab lacks (`Set<Int>.Index`), a `Sequence`'s indices (it has
/// none) and `firstIndex`/`lastIndex` on a generic collection.
extension Checker {
    /// `C.Index` for `g`, when its indices are supported where `node` is.
    func collectionIndexType(_ g: GenericParam, at node: some SyntaxProtocol) -> SType? {
        guard let name = g.collectionProtocol, name != "Sequence", !g.isBehindBoundary else {
            return nil
        }
        if let index = g.collectionIndex { return .param(index) }
        let index = GenericParam(name: "\(g.name).Index", protocols: ["Equatable", "Comparable"].compactMap { world.types[$0] })
        g.collectionIndex = index
        return .param(index)
    }

    /// `C.Index` once `C` is bound at a call: the argument's own index type (`Int` for an array, an `ArraySlice`
    /// and an Int range, `String.Index` for a string or a substring, the caller's `D.Index` for its own
    /// collection parameter `D`). Other collections' index types (`Set<Int>.Index`) are ReuseLab's boundary.
    func bindCollectionIndices(of generics: [GenericParam], _ bindings: inout [ObjectIdentifier: SType], at node: some SyntaxProtocol) {
        for g in generics {
            guard let index = g.collectionIndex, bindings[ObjectIdentifier(index)] == nil,
                let bound = bindings[ObjectIdentifier(g)], !bound.isError
            else { continue }
            if let t = indexType(of: bound, at: node) {
                bindings[ObjectIdentifier(index)] = t
            } else {
                error(Diagnostics.featureUnsupported("\(bound).Index"), at: node)
                bindings[ObjectIdentifier(index)] = .error
            }
        }
    }

    private func indexType(of collection: SType, at node: some SyntaxProtocol) -> SType? {
        switch collection {
        case .array: return world.int
        case .param(let p): return p.collectionProtocol == nil ? nil : collectionIndexType(p, at: node)
        case .nominal(let d, let args):
            if d === world.stringType || d === world.substringType { return world.stringIndex }
            if d.name == "ArraySlice" && d.fromPrelude { return world.int }
            if d === world.rangeDecl, args.count == 1, world.sameType(args[0], world.int) { return world.int }
            return nil
        default: return nil
        }
    }

    /// `c.startIndex`, `c.endIndex`, `c.indices` (an array of indices here, Swift's `C.Indices`).
    func collectionIndexProperty(_ base: Expr, name: String, at node: some SyntaxProtocol) -> Expr? {
        let natives = ["startIndex": "_collectionStartIndex", "endIndex": "_collectionEndIndex", "indices": "_collectionIndices"]
        guard case .param(let g) = base.type, let native = natives[name], let index = collectionIndexType(g, at: node) else {
            return nil
        }
        return callCollectionIndexNative(native, base, [], name == "indices" ? .array(index) : index, at: node)
    }

    /// `c.index(after: i)`, `c.index(before: i)` (bidirectional collections), `c.index(i, offsetBy: n)`,
    /// `c.index(i, offsetBy: n, limitedBy: end)`, `c.distance(from: i, to: j)` and `c.formIndex(after: &i)`.
    func collectionIndexCall(_ base: Expr, name: String, args: [CallArgument], at node: FunctionCallExprSyntax) -> Expr? {
        guard case .param(let g) = base.type, ["index", "distance", "formIndex"].contains(name) else { return nil }
        let labels = args.map(\.label)
        let known: [[String?]] = [["after"], ["before"], [nil, "offsetBy"], [nil, "offsetBy", "limitedBy"], ["from", "to"]]
        guard known.contains(labels), let index = collectionIndexType(g, at: node) else { return nil }
        let isBidirectional = !g.collectionProtocols.isDisjoint(with: Checker.bidirectionalProtocolNames)
        if labels == ["before"] && !isBidirectional {
            // A plain `Collection` only moves forwards: swiftc offers its `index(after:)`.
            error(
                Diagnostics.incorrectArgumentLabels(have: ["before"], expected: ["after"], wrongCount: 1),
                at: node.leftParen.map(Syntax.init) ?? Syntax(node))
            checkArgumentsForErrors(args)
            return errorExpr(node)
        }
        if name == "formIndex" {
            guard labels.count == 1, let ampersand = args[0].expr.as(InOutExprSyntax.self) else { return nil }
            return formCollectionIndex(base, ampersand, before: labels == ["before"], index, at: node)
        }
        if name == "distance" && labels != ["from", "to"] || name == "index" && labels == ["from", "to"] { return nil }
        var checked: [Expr] = []
        for (a, label) in zip(args, labels) {
            let e = checkExpr(a.expr, convertingTo: label == "offsetBy" ? world.int : index, message: Diagnostics.cannotConvertArgumentType)
            if e.type.isError { return errorExpr(node) }
            checked.append(e)
        }
        switch labels {
        case ["after"]: return callCollectionIndexNative("_collectionIndex", base, checked, index, at: node, labels: ["after"])
        case ["before"]: return callCollectionIndexNative("_collectionIndex", base, checked, index, at: node, labels: ["before"])
        case [nil, "offsetBy"]:
            return callCollectionIndexNative("_collectionIndex", base, checked, index, at: node, labels: [nil, "offsetBy"])
        case [nil, "offsetBy", "limitedBy"]:
            return callCollectionIndexNative(
                "_collectionIndex", base, checked, .optional(index), at: node, labels: [nil, "offsetBy", "limitedBy"])
        default: return callCollectionIndexNative("_collectionDistance", base, checked, world.int, at: node)
        }
    }

    /// `c.formIndex(after: &i)`: `i = c.index(after: i)`.
    private func formCollectionIndex(
        _ base: Expr, _ ampersand: InOutExprSyntax, before: Bool, _ index: SType, at node: FunctionCallExprSyntax
    ) -> Expr {
        let current = checkExpr(ampersand.expression, convertingTo: index, message: Diagnostics.cannotConvertArgumentType)
        guard !current.type.isError, let (place, _) = lvalue(ampersand.expression, use: .inoutArgument(ampersand: Syntax(ampersand)))
        else { return errorExpr(node) }
        let moved = callCollectionIndexNative("_collectionIndex", base, [current], index, at: node, labels: [before ? "before" : "after"])
        return Expr(.assign(place, moved), .void, loc(node))
    }

    /// The protocols whose indices also move backwards (`index(before:)`, `last`).
    static let bidirectionalProtocolNames: Set<String> = ["BidirectionalCollection", "RandomAccessCollection"]

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
        _ name: String, _ base: Expr, _ args: [Expr], _ type: SType, at node: some SyntaxProtocol, labels: [String?]? = nil
    ) -> Expr {
        let overloads = world.functions(named: name) ?? []
        let chosen = labels.map { l in overloads.first { $0.params.dropFirst().map(\.label) == l } } ?? overloads.first
        guard let decl = chosen, let collection = decl.genericParams.first else { return errorExpr(node) }
        let bindings = [ObjectIdentifier(collection): base.type]
        return Expr(.call(.function(decl), args: [base] + args, bindings: bindings, variadicFrom: nil), type, loc(node))
    }
}
