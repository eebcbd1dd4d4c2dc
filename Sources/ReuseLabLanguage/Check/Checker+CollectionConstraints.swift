import SwiftSyntax

/// `Sequence` and `Collection` as generic code writes them: `func total<S: Sequence>(_ s: S) -> Int where
/// S.Element == Int`, `<C: Collection> … where C.Element: CustomStringConvertible`, `some Sequence<Int>` and
/// `any Collection<String>` parameters and results. ReuseLab declares no such protocols: a parameter constrained
/// to one records the protocol's name, its `Element` is a member type bound from the argument (whatever
/// `for … in` would bind), and its members are those of the array of its elements, the receiver being read as
/// that array (its value keeps its own type). Its indices (`C.Index`, `c.startIndex`, `c[i]`) are those of the
/// argument's own type, which that reading would get wrong: they are the argument's (Checker+CollectionIndices.swift)
/// or keep ReuseLab's boundary.
extension Checker {
    /// `S: Sequence`, `C: Collection<Int>`: true when `syntax` names a collection protocol, now recorded on `param`.
    func constrainToCollectionProtocol(_ param: GenericParam, by syntax: TypeSyntax, scope: TypeScope) -> Bool {
        guard let ident = syntax.as(IdentifierTypeSyntax.self), let name = collectionProtocolName(ident) else { return false }
        param.collectionProtocol = name
        param.collectionProtocols.insert(name)
        // The primary associated type: `Sequence<Int>` is `Sequence where Element == Int`.
        if let clause = ident.genericArgumentClause {
            let args = genericArguments(clause, scope: scope)
            if args.count == 1 {
                param.sameTypes["Element"] = args[0]
            } else {
                error(Diagnostics.featureUnsupported(ident.trimmedDescription), at: ident)
                param.isBehindBoundary = true
            }
        }
        // Created now, so that every call sees `Element` among the parameters it binds.
        _ = world.collectionElement(of: param)
        return true
    }

    func collectionProtocolName(_ ident: IdentifierTypeSyntax) -> String? {
        let name = ident.name.text
        guard Checker.collectionProtocolNames.contains(name), world.types[name] == nil else { return nil }
        return name
    }

    /// `some Sequence<Int>`, `any Collection<String>`: a parameter of its own. In a function's parameter list it
    /// becomes one of the function's generic parameters (see `openOpaqueCollections`); elsewhere it stands for
    /// whatever conforming value it is given.
    func opaqueCollection(_ some: SomeOrAnyTypeSyntax, scope: TypeScope) -> SType? {
        guard let ident = some.constraint.as(IdentifierTypeSyntax.self), collectionProtocolName(ident) != nil else { return nil }
        let g = GenericParam(name: some.trimmedDescription)
        _ = constrainToCollectionProtocol(g, by: some.constraint, scope: scope)
        g.isOpaqueCollection = true
        return .param(g)
    }

    /// `func evens(_ s: some Sequence<Int>)`: the parameter's opaque collection is a generic parameter of `fn`,
    /// inferred from the argument at each call.
    func openOpaqueCollections(_ fn: FuncDecl) {
        for p in fn.params {
            guard case .param(let g) = p.type.unwrappedFully, g.isOpaqueCollection else { continue }
            g.isOpaqueCollection = false
            fn.genericParams.append(g)
        }
    }

    /// `C.Index`, `C.SubSequence`, `S.Iterator` of a parameter constrained to a collection protocol: nil for
    /// `Element`, else the boundary (reported here).
    func collectionMemberTypeBoundary(_ g: GenericParam, _ name: String, at node: some SyntaxProtocol) -> SType? {
        guard g.collectionProtocol != nil, name != "Element" else { return nil }
        if name == "Index", let index = collectionIndexType(g, at: node) { return index }
        reportIndexBoundary(g, "\(g.name).\(name)", at: node)
        return .error
    }

    /// The boundary for a generic collection's indices, reported once: the parameter's later uses then pass
    /// silently, as uses of a constraint ReuseLab lacks do (see `Checker+BoundaryConstraints.swift`).
    private func reportIndexBoundary(_ g: GenericParam, _ feature: String, at node: some SyntaxProtocol) {
        if g.isBehindBoundary { return }
        error(Diagnostics.featureUnsupported(feature), at: node)
        g.isBehindBoundary = true
    }

    /// `s.map { … }`, `c.count`, `c.first` on a value whose type is a parameter constrained to a collection
    /// protocol: the array of its elements. Its indices keep the boundary.
    func collectionParameterReceiver(_ base: Expr, name: String, at node: some SyntaxProtocol) -> Expr? {
        guard case .param(let g) = base.type.unwrappedFully, g.collectionProtocol != nil, !g.isBehindBoundary else { return nil }
        if Checker.indexMemberNames.contains(name) {
            // A `Sequence` has no indices at all: swiftc's own error.
            if g.collectionProtocol == "Sequence", case .param = base.type {
                error(Diagnostics.valueHasNoMember(base.type, name), at: node)
                return errorExpr(node)
            }
            reportIndexBoundary(g, "\(g.name).Index", at: node)
            return errorExpr(node)
        }
        guard case .param = base.type, let element = world.sequenceElement(of: base.type) else { return nil }
        // `last` belongs to collections that move backwards, as swiftc says of a plain `Collection`.
        if name == "last", g.collectionProtocols.isDisjoint(with: Checker.bidirectionalProtocolNames) {
            error(Diagnostics.valueHasNoMember(base.type, name), at: node)
            return errorExpr(node)
        }
        return arrayOfElements(base, element)
    }

    /// Members whose signatures name the collection's `Index`.
    static let indexMemberNames: Set<String> = [
        "startIndex", "endIndex", "indices", "index", "firstIndex", "lastIndex", "formIndex", "distance",
    ]

    /// `c[i]` on a parameter constrained to a collection protocol: the boundary, once.
    func collectionParameterSubscript(_ base: Expr, at node: some SyntaxProtocol) -> Expr? {
        guard case .param(let g) = base.type, g.collectionProtocol != nil else { return nil }
        reportIndexBoundary(g, "\(g.name).Index", at: node)
        return errorExpr(node)
    }

    /// `Array(_anySequence: base)`: the receiver read as the array of its elements, whatever its type.
    func arrayOfElements(_ base: Expr, _ element: SType) -> Expr {
        let array = world.arrayDecl
        guard let make = array.initializers.first(where: { $0.native == "Array.init(_anySequence:)" }),
            let parameter = array.genericParams.first
        else { return base }
        let arrayType = SType.array(element)
        let receiver = Expr(.typeValue(arrayType), .metatype(arrayType), base.loc)
        let bindings = [ObjectIdentifier(parameter): element]
        return Expr(.call(.initializer(receiver: receiver, make), args: [base], bindings: bindings, variadicFrom: nil), arrayType, base.loc)
    }

    /// At a call: `where S.Element == Int` (or `some Sequence<Int>`) unmet by the elements of the type bound to `S`.
    func unmetCollectionElement(_ g: GenericParam, boundTo bound: SType, _ bindings: [ObjectIdentifier: SType]) -> (SType, SType)? {
        guard g.collectionProtocol != nil, let fixed = g.sameTypes["Element"]?.substituting(bindings), !fixed.isError,
            let element = world.sequenceElement(of: bound), !element.isError, !world.sameType(element, fixed)
        else { return nil }
        return (element, fixed)
    }

    /// At a call: the collection protocol `g` names, unmet by the type bound to it (`total(3)`), as swiftc says it.
    func unmetCollectionRequirement(_ g: GenericParam, boundTo bound: SType) -> String? {
        guard let name = g.collectionProtocol, !bound.isError else { return nil }
        if case .param(let p) = bound, p.collectionProtocol != nil { return nil }
        if world.sequenceElement(of: bound) == nil { return name }
        // Strides and lazy sequences are sequences only.
        if name != "Sequence", case .nominal(let d, _) = bound, d.name == "StrideTo" || d.name == "StrideThrough" || isLazySequence(d) {
            return name
        }
        return nil
    }
}
