/// `[Key: Value]`'s members. A dictionary value keeps its keys in insertion order, which is what `keys`,
/// `values`, `for (k, v) in` and `print` show; Swift's own order is unspecified, so scripts that must agree
/// with swiftc sort the keys or print single-entry dictionaries.
extension Interpreter {
    func registerDictionaryNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        func entries(_ v: Value) -> (values: [DictionaryKey: Value], order: [DictionaryKey]) {
            if case .dictionary(let values, let order) = v { return (values, order) }
            return ([:], [])
        }
        d("get Dictionary.count") { _, c in .int(entries(c.receiver).order.count) }
        d("get Dictionary.isEmpty") { _, c in .bool(entries(c.receiver).order.isEmpty) }
        d("get Dictionary.keys") { i, c in .array(entries(c.receiver).order.map(i.keyValue)) }
        // Swift's elements of a dictionary: `(key: Key, value: Value)` tuples, in the dictionary's order.
        d("get Dictionary._elements") { i, c in
            let (values, order) = entries(c.receiver)
            return .array(order.map { .tuple([i.keyValue($0), values[$0] ?? .none]) })
        }
        d("get Dictionary.values") { _, c in
            let (values, order) = entries(c.receiver)
            return .array(order.map { values[$0] ?? .none })
        }
        d("Dictionary.mapValues(_:)") { i, c in
            let (values, order) = entries(c.receiver)
            var mapped: [DictionaryKey: Value] = [:]
            for k in order { mapped[k] = try i.callValue(try c.arg("transform"), [values[k] ?? .none], loc: c.loc) }
            return .dictionary(mapped, order: order)
        }
        d("Dictionary.init(uniqueKeysWithValues:)") { i, c in try i.dictionaryOfUniqueKeys(try c.array("keysAndValues"), loc: c.loc) }
        // `defaults.merging(overrides) { _, new in new }`: a copy, the other's keys added in its order.
        d("Dictionary.merging(_:uniquingKeysWith:)") { i, c in
            guard case .dictionary(var values, var order) = c.receiver, case .dictionary(let others, let otherOrder) = try c.arg("other")
            else { return c.receiver }
            try i.merge(others, in: otherOrder, into: &values, order: &order, combine: try c.arg("combine"), loc: c.loc)
            return .dictionary(values, order: order)
        }
        // `Dictionary(pairs, uniquingKeysWith: +)`: a repeated key's values combined, first value first, in first-seen order.
        d("Dictionary.init(_:uniquingKeysWith:)") { i, c in
            var values: [DictionaryKey: Value] = [:]
            var order: [DictionaryKey] = []
            for pair in try c.array("keysAndValues") {
                guard case .tuple(let parts) = pair.unerased, parts.count == 2, let key = i.dictionaryKey(parts[0]) else { continue }
                if let current = values[key] {
                    values[key] = try i.callValue(try c.arg("combine"), [current, parts[1]], loc: c.loc)
                } else {
                    values[key] = parts[1]
                    order.append(key)
                }
            }
            return .dictionary(values, order: order)
        }
        d("Dictionary.updateValue(_:forKey:)") { i, c in
            let (newValue, keyValue) = (try c.arg("value"), try c.arg("key"))
            return c.mutateSelf { value in
                guard case .dictionary(var values, var order) = value, let key = i.dictionaryKey(keyValue) else { return .none }
                value = .void
                defer { value = .dictionary(values, order: order) }
                let old = values.updateValue(newValue, forKey: key)
                if old == nil { order.append(key) }
                return old ?? .none
            }
        }
        d("Dictionary.removeValue(forKey:)") { i, c in
            let keyValue = try c.arg("key")
            return c.mutateSelf { value in
                guard case .dictionary(var values, var order) = value, let key = i.dictionaryKey(keyValue) else { return .none }
                value = .void
                defer { value = .dictionary(values, order: order) }
                guard let removed = values.removeValue(forKey: key) else { return .none }
                order.removeAll { $0 == key }
                return removed
            }
        }
    }
}

extension Interpreter {
    /// `Dictionary(uniqueKeysWithValues:)` of (key, value) pairs, trapping on a repeated key as Swift does.
    func dictionaryOfUniqueKeys(_ pairs: [Value], loc: SourceLoc) throws -> Value {
        var values: [DictionaryKey: Value] = [:]
        var order: [DictionaryKey] = []
        for pair in pairs {
            guard case .tuple(let parts) = pair.unerased, parts.count == 2, let key = dictionaryKey(parts[0]) else { continue }
            if values[key] != nil {
                let shown = try describe(parts[0], as: .any, frame: nil)
                throw fatal(Diagnostics.duplicateDictionaryKey(shown), at: loc)
            }
            values[key] = parts[1]
            order.append(key)
        }
        return .dictionary(values, order: order)
    }
}

extension Interpreter {
    /// `merge` and `merging`: the other's keys in its order, a key both hold combined (the kept value first), a new
    /// key added at the end.
    func merge(
        _ others: [DictionaryKey: Value], in otherOrder: [DictionaryKey], into values: inout [DictionaryKey: Value],
        order: inout [DictionaryKey], combine: Value, loc: SourceLoc
    ) throws {
        for k in otherOrder {
            let incoming = others[k] ?? .none
            if let current = values[k] {
                values[k] = try callValue(combine, [current, incoming], loc: loc)
            } else {
                values[k] = incoming
                order.append(k)
            }
        }
    }
}
