import Foundation

/// `reduce(into:)`, `Optional.map`/`flatMap`, the dictionary members that build or merge, and number
/// conversions that may fail.
extension Interpreter {
    func registerFunctionalNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        d("Optional.map(_:)") { i, c in
            c.receiver.isNone ? .none : try i.callValue(try c.arg("transform"), [c.receiver.unwrappedOnce], loc: c.loc)
        }
        d("Optional.flatMap(_:)") { i, c in
            c.receiver.isNone ? .none : try i.callValue(try c.arg("transform"), [c.receiver.unwrappedOnce], loc: c.loc)
        }
        d("Array.reduce(into:_:)") { i, c in
            var result = try c.arg("initialResult")
            for e in try c.receiver.checkedArray() { try i.callUpdating(try c.arg("updateAccumulatingResult"), &result, e, loc: c.loc) }
            return result
        }
        d("Dictionary.reduce(into:_:)") { i, c in
            var result = try c.arg("initialResult")
            guard case .dictionary(let values, let order) = c.receiver else { return result }
            for k in order {
                try i.callUpdating(try c.arg("updateAccumulatingResult"), &result, .tuple([i.keyValue(k), values[k] ?? .none]), loc: c.loc)
            }
            return result
        }
        d("Dictionary.init(grouping:by:)") { i, c in
            var groups: [DictionaryKey: [Value]] = [:]
            var order: [DictionaryKey] = []
            for v in try c.array("values") {
                guard let key = i.dictionaryKey(try i.callValue(try c.arg("keyForValue"), [v], loc: c.loc)) else { continue }
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(v)
            }
            return .dictionary(groups.mapValues { .array($0) }, order: order)
        }
        d("Dictionary.compactMapValues(_:)") { i, c in
            guard case .dictionary(let values, let order) = c.receiver else { return c.receiver }
            var mapped: [DictionaryKey: Value] = [:]
            var kept: [DictionaryKey] = []
            for k in order {
                let v = try i.callValue(try c.arg("transform"), [values[k] ?? .none], loc: c.loc)
                if !v.isNone {
                    mapped[k] = v.unwrappedOnce
                    kept.append(k)
                }
            }
            return .dictionary(mapped, order: kept)
        }
        d("Dictionary.merge(_:uniquingKeysWith:)") { i, c in
            guard case .dictionary(let others, let otherOrder) = try c.arg("other") else { return .void }
            try c.mutateSelf { value in
                guard case .dictionary(var values, var order) = value else { return }
                value = .void
                defer { value = .dictionary(values, order: order) }
                try i.merge(others, in: otherOrder, into: &values, order: &order, combine: try c.arg("combine"), loc: c.loc)
            }
            return .void
        }
        d("Int.init(exactly:)") { _, c in
            let x = try c.double("value")
            return Int(exactly: x).map { .int($0) } ?? .none
        }
        d("Double.truncatingRemainder(dividingBy:)", "CGFloat.truncatingRemainder(dividingBy:)") { _, c in
            .double(try c.receiver.checkedDouble().truncatingRemainder(dividingBy: try c.double("other")))
        }
    }

    /// Calls `f` with `value` as its `inout` first argument (`reduce(into:)`'s closure) and keeps what it
    /// left there.
    func callUpdating(_ f: Value, _ value: inout Value, _ element: Value, loc: SourceLoc) throws {
        guard case .function(let callable) = f, case .closure(let c, let defining) = callable.target else {
            _ = try callValue(f, [value, element], loc: loc)
            if let updated = lastInoutValues.first { value = updated }
            return
        }
        try enterCall(loc)
        defer { leaveCall() }
        let frame = Frame(size: c.frameSize, parent: defining)
        frame.slots[0] = value
        value = .void
        if c.paramCount > 1 { frame.slots[1] = element }
        defer { value = frame.slots[0] }
        _ = try run(c.body, in: frame)
    }
}
