/// Reading a value whose kind the checker guarantees: an `if` condition is a `Bool`, an array index an `Int`,
/// a `String` method's receiver a `String`. A value of another kind is ReuseLab's own bug, so it stops the run
/// with a message that says so, where a silent reader would carry on with 0, "" or false.
extension Value {
    func checkedInt() throws -> Int {
        if case .int(let i) = self { return i }
        throw mismatch(expected: "Int")
    }

    /// A `Double` or `CGFloat`; an integer literal given for one may arrive as an Int.
    func checkedDouble() throws -> Double {
        switch self {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: throw mismatch(expected: "Double")
        }
    }

    func checkedBool() throws -> Bool {
        if case .bool(let b) = self { return b }
        throw mismatch(expected: "Bool")
    }

    func checkedString() throws -> String {
        if case .string(let s) = self { return s }
        if case .substring(let s, _) = self { return s }
        throw mismatch(expected: "String")
    }

    func checkedArray() throws -> [Value] {
        if case .array(let elements) = self { return elements }
        // A set shares the array's read-only natives (`sorted`, `map`, `forEach`…), in its iteration order.
        if case .set(let storage) = self { return storage.elements }
        throw mismatch(expected: "Array")
    }

    private func mismatch(expected: String) -> Trap {
        Trap(bug: Diagnostics.valueOfUnexpectedKind(expected: expected, got: kindName), loc: .unknown)
    }
}
