/// `n < 2`, `i + 1`, `a == b` on two Ints: the commonest binary operation, answered without building the
/// (Value, Value) tuple that the general comparison and arithmetic switch over (copying both values in and
/// out of it was a measurable part of every loop condition and every recursive call).
extension Interpreter {
    /// The result for two Ints, or nil when the general path should answer (division and remainder, for
    /// their traps' own texts, and identity).
    @inline(__always)
    func integerBinary(_ op: BinaryOp, _ a: Int, _ b: Int, loc: SourceLoc) throws -> Value? {
        let r: (partialValue: Int, overflow: Bool)
        switch op {
        case .less: return .bool(a < b)
        case .lessEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterEqual: return .bool(a >= b)
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .add: r = a.addingReportingOverflow(b)
        case .subtract: r = a.subtractingReportingOverflow(b)
        case .multiply: r = a.multipliedReportingOverflow(by: b)
        default: return nil
        }
        if r.overflow { throw overflow(loc) }
        return .int(r.partialValue)
    }
}

extension Interpreter {
    /// `a / b` or `a % b` on Ints, trapping as Swift's operators do: by zero, and `Int.min / -1`, whose
    /// quotient does not fit (a check in the standard library, so a `Fatal error` with its own text rather
    /// than the bare trap of `+`'s overflow).
    @inline(__always)
    func integerDivision(_ op: BinaryOp, _ a: Int, _ b: Int, loc: SourceLoc) throws -> Int {
        if op == .divide {
            if b == 0 { try stop(fatal(Diagnostics.divisionByZero, at: loc)) }
            let r = a.dividedReportingOverflow(by: b)
            if r.overflow { try stop(fatal(Diagnostics.divisionOverflow, at: loc)) }
            return r.partialValue
        }
        if b == 0 { try stop(fatal(Diagnostics.remainderByZero, at: loc)) }
        let r = a.remainderReportingOverflow(dividingBy: b)
        if r.overflow { try stop(fatal(Diagnostics.remainderOverflow, at: loc)) }
        return r.partialValue
    }
}
