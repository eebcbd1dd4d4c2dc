/// The order `sorted()`, `min()`, `max()` and `sort()` use: the built-in one for numbers and strings, an
/// enum's case order (a `Comparable` enum without payloads, as swiftc synthesizes it), or the learner's own
/// `static func <` on a type that declares it.
extension Interpreter {
    func orderedBefore(_ x: Value, _ y: Value, loc: SourceLoc) throws -> Bool {
        if let less = userLessThan(for: x) {
            return try call(less.fn, receiver: less.receiver, args: [x, y], bindings: [:], loc: loc, caller: nil).checkedBool()
        }
        return compare(.less, x, y)
    }

    /// `<`, `<=`, `>`, `>=` as the checker leaves them: on values of a generic parameter `T: Comparable` the
    /// operands may be the learner's own types, whose `static func <` decides.
    func ordered(_ op: BinaryOp, _ x: Value, _ y: Value, loc: SourceLoc) throws -> Bool {
        switch x.unerased {
        case .structValue, .object, .enumValue: break
        default: return compare(op, x, y)
        }
        switch op {
        case .less: return try orderedBefore(x, y, loc: loc)
        case .greater: return try orderedBefore(y, x, loc: loc)
        case .lessEqual: return try !orderedBefore(y, x, loc: loc)
        default: return try !orderedBefore(x, y, loc: loc)
        }
    }

    /// A `<` declared by the value's own type (or a global one), if any.
    private func userLessThan(for v: Value) -> (fn: FuncDecl, receiver: Value)? {
        let decl: NominalDecl
        switch v.unerased {
        case .structValue(let s): decl = s.decl
        case .enumValue(let e): decl = e.decl
        case .object(let o): decl = o.decl
        default: return nil
        }
        for c in decl.classChain {
            if let fn = (c.methods(named: "<") ?? []).first(where: { $0.isStatic && $0.params.count == 2 }) {
                return (fn, .type(c.declaredType))
            }
        }
        if let fn = (world.functions(named: "<") ?? []).first(where: { f in
            f.params.count == 2 && f.params[0].type.nominalDecl.map { d in decl.classChain.contains { $0 === d } } == true
        }) {
            return (fn, .void)
        }
        return nil
    }

    /// The position of an enum value's case in its declaration: a synthesized `Comparable` orders by it.
    func caseIndex(_ e: EnumValue) -> Int {
        e.decl.caseOrder.firstIndex { $0 === e.caseDecl } ?? 0
    }
}
