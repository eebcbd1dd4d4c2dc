/// `n < 2`, `n - 1`, `i + j`: arithmetic and comparisons whose operands are locals of the frame or integer
/// literals, compiled so that an Int operand is read straight from its slot and the answer computed in place,
/// without calling a closure per operand, building the result `Value` only to unwrap it again (a condition),
/// or going through `binary`. When an operand is not an Int at run time (a `Double` local, a literal a
/// `Double` took) the closure hands both values to `binary`, so the answer is the same as the general path's.
extension BodyCompiler {
    /// An operand that needs no closure of its own.
    enum Operand {
        case local(Int)
        case literal(Int)

        init?(_ expr: Expr) {
            switch expr.kind {
            case .variable(.local(hops: 0, let index)): self = .local(index)
            case .intLiteral(let n): self = .literal(n)
            default: return nil
            }
        }

        /// The operand's value, as `eval` gives it.
        @inline(__always)
        func value(in frame: Frame) -> Value {
            switch self {
            case .local(let index): return frame.local(index)
            case .literal(let n): return .int(n)
            }
        }

        /// The operand when it holds an Int.
        @inline(__always)
        func int(in frame: Frame) -> Int? {
            switch self {
            case .local(let index):
                guard index < frame.slots.count, case .int(let n) = frame.slots[index] else { return nil }
                return n
            case .literal(let n): return n
            }
        }
    }

    /// An operation over two such operands. (The callers ask `Operand(_:)` themselves rather than take an
    /// optional closure from here: see `CompiledStatement` on closures in generic code.)
    static func integerBinary(_ op: BinaryOp, _ left: Operand, _ right: Operand, _ expr: Expr) -> CompiledExpr {
        let loc = expr.loc
        return { i, f in
            if let m = left.int(in: f), let n = right.int(in: f), let result = try i.integerBinary(op, m, n, loc: loc) {
                return result
            }
            return try i.binary(op, left.value(in: f), right.value(in: f), expr)
        }
    }

    /// A comparison over two such operands as a condition.
    static func integerComparison(_ op: BinaryOp, _ left: Operand, _ right: Operand, _ expr: Expr) -> CompiledTest {
        return { i, f in
            if let m = left.int(in: f), let n = right.int(in: f) {
                switch op {
                case .less: return m < n
                case .lessEqual: return m <= n
                case .greater: return m > n
                case .greaterEqual: return m >= n
                case .equal: return m == n
                default: return m != n
                }
            }
            return try i.binary(op, left.value(in: f), right.value(in: f), expr).checkedBool()
        }
    }
}

extension BinaryOp {
    /// `<`, `<=`, `>`, `>=`, `==`, `!=`.
    var isComparison: Bool {
        switch self {
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual: return true
        default: return false
        }
    }
}
