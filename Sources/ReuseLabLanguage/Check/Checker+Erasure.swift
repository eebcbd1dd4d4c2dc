/// Conversions to `Any` (and other existentials) that must keep the static type beside the value.
/// Run-time values are flat: an `Int?` holding 3 is just `3`, and `1...3` and `1..<4` are the same
/// range. Once such a value is `Any`, only its static type could tell `print` to write `Optional(3)`
/// or `type(of:)` to answer `ClosedRange<Int>`, so the conversion records it in an `.erase` node.
extension Checker {
    /// `expr` converted to `target`: wrapped in `.erase` when `target` is an existential and the value
    /// alone cannot tell its type; otherwise `expr` itself.
    /// `[Int?]` passed as `[Any]` (and dictionaries' values likewise) erases each element.
    func erasing(_ expr: Expr, to target: SType) -> Expr {
        // A `T!` given where an optional or `Any` is expected stays the optional it is (no trap when nil).
        if case .implicitUnwrap(let inner) = expr.kind, target.optionalPayload != nil || target.isExistential,
            world.isConvertible(inner.type, to: target)
        {
            return erasing(inner, to: target)
        }
        switch (target, expr.type) {
        case (.existential, let from) where needsErasure(from):
            return Expr(.erase(expr, from), target, expr.loc)
        case (.array(.existential), .array(let from)) where needsErasure(from),
            (.dictionary(_, .existential), .dictionary(_, let from)) where needsErasure(from):
            return Expr(.erase(expr, from), target, expr.loc)
        default:
            return expr
        }
    }

    /// Types a run-time value cannot recover by itself. Most scalars, structs, enums and objects carry their
    /// type; optionals, ranges, collections, tuples and functions do not (their element types, their
    /// closedness, whether they are optional at all).
    private func needsErasure(_ t: SType) -> Bool {
        switch t {
        case .optional, .array, .dictionary, .tuple, .function, .param: return true
        case .nominal(let d, let args):
            // A `Character` is a `Value.string`, a `CGFloat` or `Float` a `Value.double`, a `String.Index` a `Value.int`.
            let sharesARunTimeValue = [world.characterType, world.cgFloatType, world.floatType, world.stringIndexType].contains { $0 === d }
            return !args.isEmpty || d === world.rangeDecl || d === world.closedRangeDecl || sharesARunTimeValue
        default: return false
        }
    }
}
