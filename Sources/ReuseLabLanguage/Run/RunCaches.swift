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
    /// A type's own `==` and `hash(into:)`, or their absence (see `Interpreter+Hashing.swift`).
    var customEquality: [ObjectIdentifier: CachedDecl] = [:]
    var customHashInto: [ObjectIdentifier: CachedDecl] = [:]
}

extension Interpreter {
    /// The native closure behind a `@_native` function, or nil when there is none.
    func nativeFunction(for fn: FuncDecl, key: String) -> NativeFunction? {
        memoizedNative(\.nativeFunctions, ObjectIdentifier(fn), key)
    }

    func nativeGetter(for v: VarDecl, key: String) -> NativeFunction? {
        memoizedNative(\.nativeGetters, ObjectIdentifier(v), "get " + key)
    }

    func nativeSetter(for v: VarDecl, key: String) -> NativeFunction? {
        memoizedNative(\.nativeSetters, ObjectIdentifier(v), "set " + key)
    }

    /// A native looked up once per declaration: the string key is built only on the first call.
    private func memoizedNative(
        _ cache: ReferenceWritableKeyPath<RunCaches, [ObjectIdentifier: NativeFunction]>,
        _ id: ObjectIdentifier, _ key: @autoclosure () -> String
    ) -> NativeFunction? {
        if let f = caches[keyPath: cache][id] { return f }
        let f = natives[key()]
        caches[keyPath: cache][id] = f
        return f
    }
}
