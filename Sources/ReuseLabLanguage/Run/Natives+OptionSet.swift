/// Natives of the OptionSet prelude: Int's bit operators and option sets combined through their raw values.
/// An option set is a struct whose stored `rawValue` holds the bits; a result is the receiver's struct with new bits.
extension Interpreter {
    func registerOptionSetNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        d("&(_:_:)") { _, c in .int(try c.int("lhs") & c.int("rhs")) }
        d("|(_:_:)") { _, c in .int(try c.int("lhs") | c.int("rhs")) }
        d("^(_:_:)") { _, c in .int(try c.int("lhs") ^ c.int("rhs")) }
        d("~(_:)") { _, c in .int(try ~c.int("x")) }
        // Swift's smart shifts: an overshift gives 0 (or -1 for a negative value shifted right), a negative
        // amount shifts the other way.
        d("<<(_:_:)") { _, c in .int(try c.int("lhs") << c.int("rhs")) }
        d(">>(_:_:)") { _, c in .int(try c.int("lhs") >> c.int("rhs")) }

        func combine(_ key: String, _ f: @escaping (Int, Int) -> Int) {
            d(key) { i, c in i.optionSet(like: c.receiver, bits: f(i.optionBits(c.receiver), i.optionBits(try c.arg("other")))) }
        }
        combine("OptionSet.union(_:)") { $0 | $1 }
        combine("OptionSet.intersection(_:)") { $0 & $1 }
        combine("OptionSet.symmetricDifference(_:)") { $0 ^ $1 }
        combine("OptionSet.subtracting(_:)") { $0 & ~$1 }
        func test(_ key: String, parameter: String = "other", _ f: @escaping (Int, Int) -> Bool) {
            d(key) { i, c in .bool(f(i.optionBits(c.receiver), i.optionBits(try c.arg(parameter)))) }
        }
        test("OptionSet.contains(_:)", parameter: "member") { $0 & $1 == $1 }
        test("OptionSet.isSubset(of:)") { $0 & $1 == $0 }
        test("OptionSet.isSuperset(of:)") { $0 & $1 == $1 }
        test("OptionSet.isDisjoint(with:)") { $0 & $1 == 0 }
        d("get OptionSet.isEmpty") { i, c in .bool(i.optionBits(c.receiver) == 0) }
        d("OptionSet._optionSetLiteral(_:)") { i, c in
            let bits = try c.array("elements").reduce(0) { $0 | i.optionBits($1) }
            guard case .type(let type) = c.receiver, case .nominal(let decl, _) = type else { return .none }
            return i.optionSet(decl, bits: bits)
        }
    }

    /// The bits an option set value holds (its stored `rawValue`).
    func optionBits(_ v: Value) -> Int {
        guard case .structValue(let s) = v.unerased, let index = rawValueField(s.decl), index < s.fields.count,
            case .int(let bits) = s.fields[index]
        else { return 0 }
        return bits
    }

    private func optionSet(like v: Value, bits: Int) -> Value {
        guard case .structValue(let s) = v.unerased else { return v }
        return optionSet(s.decl, bits: bits, otherFields: s.fields)
    }

    /// The option set with these bits: the struct's other stored properties (an option set rarely has any) keep
    /// their values, or are empty when made from a literal.
    private func optionSet(_ decl: NominalDecl, bits: Int, otherFields: [Value]? = nil) -> Value {
        guard let index = rawValueField(decl) else { return .none }
        var fields = otherFields ?? Array(repeating: .none, count: max(decl.fieldCount, index + 1))
        if index >= fields.count { fields += Array(repeating: .none, count: index + 1 - fields.count) }
        fields[index] = .int(bits)
        return .structValue(StructValue(decl: decl, fields: fields))
    }

    private func rawValueField(_ decl: NominalDecl) -> Int? {
        guard let p = decl.properties(named: "rawValue")?.first(where: { !$0.isStatic }), p.fieldIndex >= 0 else { return nil }
        return p.fieldIndex
    }
}
