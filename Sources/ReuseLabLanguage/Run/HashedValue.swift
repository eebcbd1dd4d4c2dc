/// A struct, enum or tuple used as a dictionary key or set element, hashed and compared by its stored
/// values, as Swift's synthesized `Hashable` and `Equatable` do. (A type's own `==` or `hash(into:)` is not
/// consulted for keys: ReuseLab's checker only admits keys whose conformance is synthesized.)
struct HashedValue: Hashable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (a: HashedValue, b: HashedValue) -> Bool { same(a.value, b.value) }

    func hash(into hasher: inout Hasher) { Self.feed(value, &hasher) }

    private static func same(_ x: Value, _ y: Value) -> Bool {
        switch (x.unerased, y.unerased) {
        case (.none, .none), (.void, .void): return true
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.object(let a), .object(let b)): return a === b
        case (.structValue(let a), .structValue(let b)):
            return a.decl === b.decl && a.fields.count == b.fields.count && zip(a.fields, b.fields).allSatisfy { same($0, $1) }
        case (.enumValue(let a), .enumValue(let b)):
            return a.caseDecl === b.caseDecl && a.payload.count == b.payload.count && zip(a.payload, b.payload).allSatisfy { same($0, $1) }
        case (.tuple(let a), .tuple(let b)), (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        default: return false
        }
    }

    private static func feed(_ v: Value, _ hasher: inout Hasher) {
        switch v.unerased {
        case .int(let i): hasher.combine(i)
        case .double(let d): hasher.combine(d)
        case .bool(let b): hasher.combine(b)
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
        default: hasher.combine(0)
        }
    }
}
