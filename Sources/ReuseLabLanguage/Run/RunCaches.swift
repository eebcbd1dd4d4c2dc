/// Memo tables for the interpreter's hot paths. Each answer depends only on declarations, which stay put
/// for the life of the interpreter (a crash rebuilds both), so each question is worked out once: which
/// override or witness runs for a member on a type, and which native closure stands behind a `@_native`
/// member. Keys are object identities:
/// hashing two pointers, where the first versions built and hashed strings on every call.
final class RunCaches {
    struct MemberKey: Hashable {
        let type: ObjectIdentifier
        let member: ObjectIdentifier

        init(_ type: NominalDecl, _ member: AnyObject) {
            self.type = ObjectIdentifier(type)
            self.member = ObjectIdentifier(member)
        }
    }

    var methods: [MemberKey: FuncDecl] = [:]
    var properties: [MemberKey: VarDecl] = [:]
    var nativeFunctions: [ObjectIdentifier: NativeFunction] = [:]
    var nativeGetters: [ObjectIdentifier: NativeFunction] = [:]
    var nativeSetters: [ObjectIdentifier: NativeFunction] = [:]
    /// A class's `prepareForReuse()` override (or UIKit's), by class.
    var prepareForReuse: [ObjectIdentifier: FuncDecl?] = [:]
    /// Whether a cell class overrides `updateConfiguration(using:)`, by class.
    var updatesConfiguration: [ObjectIdentifier: Bool] = [:]
    /// Frames for the next plain function call (see `callPlainFunction`).
    let frames = FramePool()
    /// The typed tier's registers (see `TypedTier.swift`).
    let registers = TypedRegisterStack()
    /// A type's own `==` and `hash(into:)`, or their absence (see `Interpreter+Hashing.swift`).
    var customEquality: [ObjectIdentifier: CachedDecl] = [:]
    var customHashInto: [ObjectIdentifier: CachedDecl] = [:]
}

extension Interpreter {
    // Each reads its own table: a key path chosen at run time (`caches[keyPath: table]`) is projected by the
    // runtime on every call, which cost more than the lookup itself. The string key is built only on the first call.

    /// The native closure behind a `@_native` function, or nil when there is none.
    func nativeFunction(for fn: FuncDecl, key: String) -> NativeFunction? {
        let id = ObjectIdentifier(fn)
        if let f = caches.nativeFunctions[id] { return f }
        let f = natives[key]
        caches.nativeFunctions[id] = f
        return f
    }

    func nativeGetter(for v: VarDecl, key: String) -> NativeFunction? {
        let id = ObjectIdentifier(v)
        if let f = caches.nativeGetters[id] { return f }
        let f = natives["get " + key]
        caches.nativeGetters[id] = f
        return f
    }

    func nativeSetter(for v: VarDecl, key: String) -> NativeFunction? {
        let id = ObjectIdentifier(v)
        if let f = caches.nativeSetters[id] { return f }
        let f = natives["set " + key]
        caches.nativeSetters[id] = f
        return f
    }
}
