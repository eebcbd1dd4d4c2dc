/// `lazy var`: the field holds `Value.lazyUnset` until the first read, which evaluates the initial value
/// with `self` bound and keeps it (an object's field is changed in place). A struct's lazy value is
/// computed on each read of an unchanged copy, since a read cannot write the copy back.
final class LazyUnsetMarker: Sendable {
    static let shared = LazyUnsetMarker()
}

extension Value {
    static var lazyUnset: Value { .opaque(LazyUnsetMarker.shared) }

    var isLazyUnset: Bool { if case .opaque(let o) = self { return o === LazyUnsetMarker.shared }; return false }
}

extension Interpreter {
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
        defer { depth -= 1 }
        let frame = Frame(size: max(v.getterFrameSize, 1), parent: nil)
        frame.slots[0] = base
        frame.pendingSelf = SelfBinding(owner: v.owner, home: v.home)
        let value = try eval(initial, frame)
        if case .object(let o) = base, o.fields[v.fieldIndex].isLazyUnset { o.fields[v.fieldIndex] = value }
        return value
    }
}
