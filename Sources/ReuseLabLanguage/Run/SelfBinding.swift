/// `Self` in a member's body is the receiver's dynamic type: the owner's `Self`, a protocol extension's
/// `Self`, every superclass's `Self`, and the receiver type's generic arguments where the call bound none.
struct SelfBinding {
    let owner: NominalDecl?
    let home: MemberHome

    func bind(receiver: Value, into bindings: inout [ObjectIdentifier: SType]) {
        let selfType: SType
        switch receiver {
        case .type(let t): selfType = t
        case .object(let o): selfType = .nominal(o.decl, o.typeArguments)
        case .structValue(let s): selfType = .nominal(s.decl, [])
        case .enumValue(let e): selfType = .nominal(e.decl, [])
        default: return
        }
        if let owner { bindings[ObjectIdentifier(owner.selfParam)] = selfType }
        if case .protocolExtension(let p) = home { bindings[ObjectIdentifier(p)] = selfType }
        if case .nominal(let d, let args) = selfType {
            for c in d.classChain { bindings[ObjectIdentifier(c.selfParam)] = selfType }
            for (p, a) in zip(d.genericParams, args) where bindings[ObjectIdentifier(p)] == nil { bindings[ObjectIdentifier(p)] = a }
            bindSuperclassArguments(of: d, args, into: &bindings)
        }
    }

    /// `class Numbers: Repository<Int>`: the superclass's members see `Item` = `Int`.
    private func bindSuperclassArguments(of d: NominalDecl, _ args: [SType], into bindings: inout [ObjectIdentifier: SType]) {
        var own = Dictionary(zip(d.genericParams.map { ObjectIdentifier($0) }, args), uniquingKeysWith: { a, _ in a })
        var superclass = d.superclass
        for _ in 0..<32 {
            guard case .nominal(let parent, let parentArgs)? = superclass?.substituting(own), !parentArgs.isEmpty else { return }
            for (p, a) in zip(parent.genericParams, parentArgs) where bindings[ObjectIdentifier(p)] == nil && !a.containsParams {
                bindings[ObjectIdentifier(p)] = a
            }
            own = Dictionary(zip(parent.genericParams.map { ObjectIdentifier($0) }, parentArgs), uniquingKeysWith: { a, _ in a })
            superclass = parent.superclass
        }
    }
}
