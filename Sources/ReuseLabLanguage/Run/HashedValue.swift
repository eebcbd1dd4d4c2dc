/// A struct, enum, tuple or object used as a dictionary key or set element. Types whose `Hashable` is
/// synthesized are hashed and compared by their stored values, as Swift's synthesis does; a type that writes
/// its own `==` or `hash(into:)` has them called (see `Interpreter+Hashing.swift`), through `custom`.
struct HashedValue: Hashable {
    let value: Value
    /// The value's hash and equality as the learner's code defines them, when any type inside it does.
    let custom: CustomHashing?

    struct CustomHashing {
        let hash: Int
        let equal: (Value, Value) -> Bool
    }

    init(_ value: Value, custom: CustomHashing? = nil) {
        self.value = value
        self.custom = custom
    }

    static func == (a: HashedValue, b: HashedValue) -> Bool {
        if let equal = a.custom?.equal ?? b.custom?.equal { return equal(a.value, b.value) }
        return same(a.value, b.value)
    }

    func hash(into hasher: inout Hasher) {
        if let custom { hasher.combine(custom.hash) } else { Self.feed(value, &hasher) }
    }

    private static func same(_ x: Value, _ y: Value) -> Bool {
        switch (x.unerased.plainSubstring, y.unerased.plainSubstring) {
        case (.none, .none), (.void, .void): return true
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.range(let a, let b), .range(let c, let d)): return a == c && b == d
        case (.string(let a), .string(let b)): return a == b
        case (.object(let a), .object(let b)): return a === b
        case (.structValue(let a), .structValue(let b)):
            return a.decl === b.decl && a.fields.count == b.fields.count && zip(a.fields, b.fields).allSatisfy { same($0, $1) }
        case (.enumValue(let a), .enumValue(let b)):
            return a.caseDecl === b.caseDecl && a.payload.count == b.payload.count && zip(a.payload, b.payload).allSatisfy { same($0, $1) }
        case (.tuple(let a), .tuple(let b)), (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.set(let a), .set(let b)): return a.count == b.count && a.entries.allSatisfy { b.contains($0.key) }
        default: return false
        }
    }

    private static func feed(_ v: Value, _ hasher: inout Hasher) {
        switch v.unerased.plainSubstring {
        case .int(let i): hasher.combine(i)
        case .double(let d): hasher.combine(d)
        case .bool(let b): hasher.combine(b)
        case .range(let lower, let upper):
            hasher.combine(lower)
            hasher.combine(upper)
        case .string(let s): hasher.combine(s)
        case .object(let o): hasher.combine(ObjectIdentifier(o))
        case .structValue(let s):
            hasher.combine(ObjectIdentifier(s.decl))
            for f in s.fields { feed(f, &hasher) }
        case .enumValue(let e):
            hasher.combine(ObjectIdentifier(e.caseDecl))
            for p in e.payload { feed(p, &hasher) }
        case .tuple(let parts), .array(let parts):
            hasher.combine(parts.count)
            for p in parts { feed(p, &hasher) }
        case .set(let storage):
            // Order-free, as a set's equality is.
            hasher.combine(storage.count)
            hasher.combine(storage.entries.reduce(0) { $0 &+ $1.key.hashValue })
        default: hasher.combine(0)
        }
    }
}
