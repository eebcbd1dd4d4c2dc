/// `lazy var`: the field holds `Value.lazyUnset` until the first read, which evaluates the initial value
/// with `self` bound and keeps it: an object's field is changed in place, a struct's is written back to the
/// place the struct was read from (`readLazy`: the checker demands a `var` there, as swiftc does).
final class LazyUnsetMarker: Sendable {
    static let shared = LazyUnsetMarker()
}

extension Value {
    static var lazyUnset: Value { .opaque(LazyUnsetMarker.shared) }

    var isLazyUnset: Bool {
        if case .opaque(let o) = self { return o === LazyUnsetMarker.shared }
        return false
    }
}

extension Interpreter {
    /// A struct's `lazy var` read through its place: computed on the first read and stored in the struct there.
    func readLazy(_ v: VarDecl, through place: LValue, _ frame: Frame, loc: SourceLoc) throws -> Value {
        if v.hasMutatingGetter, let getter = v.getter {
            // `mutating get`: the getter runs on the struct in place, and what it changed stays.
            return try modify(place, frame) { container in
                let (value, changed) = try runMutatingGetter(getter, frameSize: v.getterFrameSize, receiver: container, v, loc: loc)
                container = changed
                return value
            }
        }
        return try modify(place, frame) { container in
            let value = try lazyValue(v, of: container, loc: loc)
            if case .structValue(var s) = container, v.fieldIndex >= 0, v.fieldIndex < s.fields.count, s.fields[v.fieldIndex].isLazyUnset {
                container = .void  // the struct's only reference while its field changes
                s.fields[v.fieldIndex] = value
                container = .structValue(s)
            }
            return value
        }
    }

    private func runMutatingGetter(
        _ body: [Stmt], frameSize: Int, receiver: Value, _ v: VarDecl, loc: SourceLoc
    ) throws -> (value: Value, changedSelf: Value) {
        try enterCall(loc)
        defer { leaveCall() }
        let frame = Frame(size: max(frameSize, 1), parent: nil)
        frame.slots[0] = receiver
        frame.pendingSelf = SelfBinding(owner: v.owner, home: v.home)
        let outcome = try run(body, in: frame)
        guard case .returned(let value) = outcome else { return (.void, frame.slots[0]) }
        return (value, frame.slots[0])
    }

    func lazyValue(_ v: VarDecl, of base: Value, loc: SourceLoc) throws -> Value {
        let stored: Value
        switch base {
        case .object(let o) where v.fieldIndex >= 0 && v.fieldIndex < o.fields.count: stored = o.fields[v.fieldIndex]
        case .structValue(let s) where v.fieldIndex >= 0 && v.fieldIndex < s.fields.count: stored = s.fields[v.fieldIndex]
        default: return .none
        }
        guard stored.isLazyUnset else { return stored }
        guard let initial = v.initialValue else { return .none }
        try enterCall(loc)
        defer { leaveCall() }
        let frame = Frame(size: max(v.getterFrameSize, 1), parent: nil)
        frame.slots[0] = base
        frame.pendingSelf = SelfBinding(owner: v.owner, home: v.home)
        let value = try eval(initial, frame)
        if case .object(let o) = base, o.fields[v.fieldIndex].isLazyUnset { o.fields[v.fieldIndex] = value }
        return value
    }
}
