/// A computed property of a generic type runs with its type parameters bound to the receiver's type arguments
/// (`Box<Int>(raw: 5).typed` reads `raw as? T` with `T` = `Int`). Run-time objects and struct values do not
/// carry their type arguments, so they come from the receiver's static type, resolved in the caller's frame.
extension Interpreter {
    func typeArgumentBindings(for v: VarDecl, receiverType: SType, _ frame: Frame) -> [ObjectIdentifier: SType] {
        guard let owner = v.owner, !owner.genericParams.isEmpty else { return [:] }
        var type = resolve(receiverType, frame).unwrappedFully
        // A subclass of a specialized generic class (`class IntBox: Box<Int>`) finds the arguments in its superclass.
        for _ in 0..<32 {
            guard case .nominal(let d, let args) = type else { return [:] }
            if d === owner {
                var bindings: [ObjectIdentifier: SType] = [:]
                for (p, a) in zip(owner.genericParams, args) where !a.containsParams { bindings[ObjectIdentifier(p)] = a }
                return bindings
            }
            guard let superclass = d.superclass else { return [:] }
            let own = Dictionary(zip(d.genericParams.map { ObjectIdentifier($0) }, args), uniquingKeysWith: { a, _ in a })
            type = superclass.substituting(own)
        }
        return [:]
    }
}
