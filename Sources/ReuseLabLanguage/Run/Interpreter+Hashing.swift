/// `Hashable` as the learner's types define it: a type that writes `static func ==` or `func hash(into:)` has
/// them called wherever the library compares or hashes its values (set membership, dictionary keys,
/// `contains`, `firstIndex(of:)`), as in Swift; synthesized conformances compare stored values.
///
/// `Hasher` is the prelude's struct with one stored `Int`; `combine` mixes a value's hash into it with FNV-1a,
/// so hash values are the same every run (Swift seeds its hasher per process, so they differ there; a script
/// that prints `hashValue` cannot agree with swiftc either way).
extension Interpreter {
    /// The learner's `static func ==` for values of `decl`, if it writes one (inherited ones count for classes),
    /// or else a global `func == (a: T, b: T)` over the type: Swift's `Equatable` witness is either. In a class
    /// hierarchy the witness is the `==` of the class that conformed, the root-most one: a subclass's own
    /// `static func ==` is an overload that `contains` and sets never call (NSObject's `==` asks `isEqual(_:)`).
    func customEquality(_ decl: NominalDecl) -> FuncDecl? {
        if let cached = caches.customEquality[ObjectIdentifier(decl)] { return cached.decl }
        let found =
            decl.classChain.reversed().lazy.compactMap { c in
                c.methods(named: "==")?.first { $0.isStatic && $0.params.count == 2 }
            }.first ?? globalEquality(decl)
        caches.customEquality[ObjectIdentifier(decl)] = CachedDecl(decl: found)
        return found
    }

    /// A global `==` whose two parameters are `decl` (or one of its superclasses).
    private func globalEquality(_ decl: NominalDecl) -> FuncDecl? {
        let candidates = world.functions(named: "==") ?? []
        return decl.classChain.lazy.compactMap { c in
            candidates.first { fn in
                fn.params.count == 2
                    && fn.params.allSatisfy { p in
                        if case .nominal(let d, _) = p.type { return d === c }
                        return false
                    }
            }
        }.first
    }

    /// The learner's `func hash(into:)` for values of `decl`, if it writes one.
    func customHashInto(_ decl: NominalDecl) -> FuncDecl? {
        if let cached = caches.customHashInto[ObjectIdentifier(decl)] { return cached.decl }
        let found = decl.classChain.lazy.compactMap { c in
            c.methods(named: "hash")?.first { !$0.isStatic && $0.labels == ["into"] }
        }.first
        caches.customHashInto[ObjectIdentifier(decl)] = CachedDecl(decl: found)
        return found
    }

    /// Whether comparing or hashing `v` runs any of the learner's code.
    func hasCustomHashing(_ v: Value) -> Bool {
        switch v.unerased {
        case .structValue(let s):
            return customEquality(s.decl) != nil || customHashInto(s.decl) != nil || s.fields.contains(where: hasCustomHashing)
        case .enumValue(let e):
            return customEquality(e.decl) != nil || customHashInto(e.decl) != nil || e.payload.contains(where: hasCustomHashing)
        case .object(let o): return customEquality(o.decl) != nil || customHashInto(o.decl) != nil
        case .tuple(let parts), .array(let parts): return parts.contains(where: hasCustomHashing)
        case .set(let storage): return storage.elements.contains(where: hasCustomHashing)
        default: return false
        }
    }

    /// `a == b` as the type's own `==` says, when it has one.
    func customEqual(_ x: Value, _ y: Value, _ decl: NominalDecl) -> Bool? {
        guard let eq = customEquality(decl) else { return nil }
        // A trap inside the learner's `==` cannot leave here; it reads as "not equal".
        let result = try? call(eq, receiver: .type(.nominal(decl, [])), args: [x, y], bindings: [:], loc: lastLoc, caller: nil)
        guard case .bool(let equal)? = result else { return false }
        return equal
    }

    /// The value's hash: the learner's `hash(into:)` where a type writes one, its stored values otherwise.
    func hashValue(of v: Value) -> Int {
        var state = Self.fnvOffset
        feedHash(v, into: &state)
        return state
    }

    static let fnvOffset = -3_750_763_034_362_895_579  // 14695981039346656037 as a signed Int

    static func mix(_ state: Int, _ x: Int) -> Int {
        var h = UInt64(bitPattern: Int64(state))
        var bits = UInt64(bitPattern: Int64(x))
        for _ in 0..<8 {
            h ^= bits & 0xFF
            h = h &* 0x100_0000_01B3
            bits >>= 8
        }
        return Int(Int64(bitPattern: h))
    }

    private func feedHash(_ v: Value, into state: inout Int) {
        switch v.unerased.plainSubstring {
        case .int(let i): state = Self.mix(state, i)
        case .double(let d): state = Self.mix(state, Int(Int64(bitPattern: d.bitPattern)))
        case .bool(let b): state = Self.mix(state, b ? 1 : 0)
        case .string(let s): for byte in s.utf8 { state = Self.mix(state, Int(byte)) }
        case .object(let o):
            if let hash = customHashInto(o.decl) {
                state = Self.mix(state, runHashInto(hash, v))
            } else {
                state = Self.mix(state, ObjectIdentifier(o).hashValue)
            }
        case .structValue(let s):
            if let hash = customHashInto(s.decl) {
                state = Self.mix(state, runHashInto(hash, v))
                return
            }
            for f in s.fields { feedHash(f, into: &state) }
        case .enumValue(let e):
            if let hash = customHashInto(e.decl) {
                state = Self.mix(state, runHashInto(hash, v))
                return
            }
            state = Self.mix(state, e.decl.caseOrder.firstIndex { $0 === e.caseDecl } ?? 0)
            for p in e.payload { feedHash(p, into: &state) }
        case .tuple(let parts), .array(let parts):
            state = Self.mix(state, parts.count)
            for p in parts { feedHash(p, into: &state) }
        case .set(let storage):
            // Order-free, as a set's equality is: the sum of the elements' own hashes.
            state = Self.mix(state, storage.elements.reduce(0) { $0 &+ hashValue(of: $1) })
        default: state = Self.mix(state, 0)
        }
    }

    /// Calls `hash(into:)` with a fresh `Hasher` and reads what it combined.
    private func runHashInto(_ fn: FuncDecl, _ receiver: Value) -> Int {
        guard let hasherDecl = world.types["Hasher"] else { return 0 }
        let hasher = Value.structValue(StructValue(decl: hasherDecl, fields: [.int(Self.fnvOffset)]))
        guard (try? call(fn, receiver: receiver, args: [hasher], bindings: [:], loc: lastLoc, caller: nil)) != nil,
            case .structValue(let after)? = lastInoutValues.first, let state = after.fields.first, case .int(let hash) = state
        else { return 0 }
        return hash
    }

    /// A dictionary key or set element of a type with custom hashing.
    func customHashedKey(_ v: Value) -> HashedValue {
        HashedValue(v, custom: HashedValue.CustomHashing(hash: hashValue(of: v), equal: { [unowned self] a, b in self.valuesEqual(a, b) }))
    }

    func registerHashingNatives() {
        natives["Hasher.combine(_:)"] = { i, c in
            guard case .structValue(var hasher) = c.receiver, let state = hasher.fields.first else { return .void }
            hasher.fields[0] = .int(Self.mix(try state.checkedInt(), i.hashValue(of: try c.arg("value"))))
            c.setReceiver(.structValue(hasher))
            return .void
        }
        natives["Hasher.finalize()"] = { _, c in
            guard case .structValue(let hasher) = c.receiver, let state = hasher.fields.first else { return .int(0) }
            return state
        }
        natives["get Hashable.hashValue"] = { i, c in .int(i.hashValue(of: c.receiver)) }
    }
}

/// A declaration looked up once per type, found or not.
struct CachedDecl {
    let decl: FuncDecl?
}
