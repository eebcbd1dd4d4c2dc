import ReuseLabSimulator

/// A run-time value. Optionals are flat: `.none` is nil and a present optional is its payload; the static
/// type says whether `print` shows `Optional(…)`. Structs and arrays copy on write through Swift's own arrays.
enum Value {
    case void
    case none
    /// `.some(nil)`: a double optional (`T??`) holding a nil, as `nil as? T?` makes. Unwrapping it once gives nil.
    case presentNil
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// A `Substring` cut from a string: its text, and the index (Characters before it) where it starts in its
    /// base, so its indices are its base's, as in Swift. A substring made from scratch is a plain `.string`.
    indirect case substring(String, start: Int)
    case object(Instance)
    case structValue(StructValue)
    case enumValue(EnumValue)
    case array([Value])
    case dictionary([DictionaryKey: Value], order: [DictionaryKey])
    /// A `Set`: hash-indexed, iterated in insertion order (see `SetStorage`).
    case set(SetStorage)
    case tuple([Value])
    /// A metatype: the type it stands for (no generic parameters left).
    case type(SType)
    case function(Callable)
    case range(Int, Int)
    /// A Simulator object carried in a struct field (a cell registration's record).
    case opaque(AnyObject)
    /// A value converted to `Any` with the static type it had: the flat value alone cannot say it was an
    /// `Optional<Int>` or a `ClosedRange<Int>`. Made by the checker's `.erase`; boxed so `Value` stays small.
    indirect case erased(Value, SType)

    /// The value inside an erased `Any`, or the value itself.
    var unerased: Value {
        if case .erased(let v, _) = self { return v }
        return self
    }

    /// A substring as a plain string (only its indices need its place in the base), anything else unchanged.
    var plainSubstring: Value {
        if case .substring(let text, _) = self { return .string(text) }
        return self
    }

    /// Where a substring starts in its base: 0 for a string, or a substring made from scratch.
    var substringStart: Int {
        if case .substring(_, let start) = self { return start }
        return 0
    }

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
    /// The payload of a present optional: only a double optional's `.some(nil)` changes.
    var unwrappedOnce: Value {
        if case .presentNil = self { return .none }
        return self
    }

    /// True when both are the same struct value, its stored properties in one shared buffer: a copy-on-write
    /// buffer never changes while shared, so the two hold the same properties. False says nothing either way.
    func sharesStorage(with other: Value) -> Bool {
        guard case .structValue(let a) = self, case .structValue(let b) = other, a.decl === b.decl else { return false }
        return a.fields.withUnsafeBufferPointer { x in b.fields.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// The object, or nil for any other value: callers ask because the value may be nil. Values whose kind
    /// the checker guarantees are read with the throwing readers of `Value+CheckedReaders.swift`.
    var asObject: Instance? {
        if case .object(let o) = self { return o }
        return nil
    }
    var asType: SType? {
        if case .type(let t) = self { return t }
        return nil
    }
}

/// A struct's stored properties, by field index.
struct StructValue {
    let decl: NominalDecl
    var fields: [Value]
}

/// An enum case and its payload.
struct EnumValue {
    let decl: NominalDecl
    let caseDecl: EnumCaseDecl
    var payload: [Value]
}

/// Keys of dictionary literals: the hashable scalars Swift scripts use as keys.
enum DictionaryKey: Hashable {
    case int(Int)
    case string(String)
    case bool(Bool)
    /// A struct or enum that is `Hashable` by synthesis (see `HashedValue`).
    case value(HashedValue)
}

/// An instance of a class: the learner's or a UIKit one from the prelude.
final class Instance: SimView {
    let decl: NominalDecl
    var fields: [Value]
    /// The Simulator object behind a UIKit instance (a table view, a nib, a storyboard…).
    var native: AnyObject?
    var simReuseIdentifier: String?
    /// Objects the instance keeps alive for the Simulator (a table view's data-source adapter).
    var attachments: [String: AnyObject] = [:]
    let simInstanceNumber: Int
    /// A fake address, stable within a session, for descriptions like `<MyCell: 0x6000…>`.
    let address: String
    /// A generic class's type arguments (`Store<Int>` made as such): its members' `T` at run time.
    var typeArguments: [SType] = []

    init(decl: NominalDecl, fieldCount: Int, number: Int, address: String) {
        self.decl = decl
        self.fields = Array(repeating: .none, count: fieldCount)
        self.simInstanceNumber = number
        self.address = address
    }

    var simClassName: String { decl.name }

    /// The `frame` a table or collection view's layout last gave this view (see `InterpreterHost.place`).
    var placedFrame: (frame: Rect, value: Value)?

    /// True on the stand-in a `deinit` body runs on: freeing it must not queue another `deinit`.
    var isDeinitializing = false

    /// Made for the first reference that must not keep the object alive (`weak`, a `superview`, a data source).
    private var livenessIfReferenced: Liveness?
    var liveness: Liveness {
        if let livenessIfReferenced { return livenessIfReferenced }
        let made = Liveness()
        livenessIfReferenced = made
        return made
    }

    deinit {
        livenessIfReferenced?.end()
        queueDeinitIfNeeded()
    }
}

/// What holds an object without keeping it alive: nil once the object is freed, as a `weak` reference.
typealias WeakInstance = UnownedWhileAlive<Instance>

/// A metatype handed to the Simulator (`register(MyCell.self, …)`).
final class ClassHandle: SimClass {
    let type: SType
    init(type: SType) { self.type = type }
    var simClassName: String { type.description }
}

/// A function value: a closure, a global function, or a method bound to its receiver.
final class Callable {
    enum Target {
        case closure(Closure, Frame)
        case function(FuncDecl)
        case boundMethod(FuncDecl, Value)
        case enumCase(EnumCaseDecl, NominalDecl)
        case native((Interpreter, [Value]) throws -> Value)
    }
    let target: Target
    /// Generic bindings captured where a generic function was referenced.
    let bindings: [ObjectIdentifier: SType]

    init(_ target: Target, bindings: [ObjectIdentifier: SType] = [:]) {
        self.target = target
        self.bindings = bindings
    }
}

/// A closure expression, checked.
final class Closure {
    let paramCount: Int
    let body: [Stmt]
    let frameSize: Int
    let isSingleExpression: Bool
    /// A capture list's values, evaluated when the closure is made (see `Checker.checkCaptureList`).
    let captures: [Expr]
    /// An error can leave the closure (it was given where a throwing function is expected).
    var isThrowing = false
    /// A local function with `inout` parameters: their final values are left in `lastInoutValues` for write-back.
    var writesBackParameters = false

    init(paramCount: Int, body: [Stmt], frameSize: Int, isSingleExpression: Bool, captures: [Expr] = []) {
        self.paramCount = paramCount
        self.body = body
        self.frameSize = frameSize
        self.isSingleExpression = isSingleExpression
        self.captures = captures
    }
}

/// Local variables of one function call or closure call. Closures keep their defining frame alive.
final class Frame {
    var slots: [Value]
    let parent: Frame?
    /// Generic parameters bound for this call, and `Self`.
    private(set) var bindings: [ObjectIdentifier: SType]
    /// How to bind `Self` (slot 0's type) into `bindings`, done on first use: most calls never resolve a
    /// generic type, and building the table on every call was the interpreter's top cost.
    var pendingSelf: SelfBinding?
    /// One pass of a loop whose variables a closure may capture: Swift binds them afresh each pass.
    let isIteration: Bool

    init(size: Int, parent: Frame?, bindings: [ObjectIdentifier: SType] = [:], isIteration: Bool = false) {
        self.slots = Array(repeating: .void, count: max(size, 1))
        self.parent = parent
        self.bindings = bindings
        self.isIteration = isIteration
    }

    /// Readies a frame from `FramePool` for another call.
    func reuse(bindings: [ObjectIdentifier: SType]) {
        self.bindings = bindings
        pendingSelf = nil
    }

    /// The frame of the function or closure call itself, below any loop-pass frames (slot 0 is `self`).
    var callFrame: Frame {
        var f = self
        while f.isIteration, let p = f.parent { f = p }
        return f
    }

    /// Every binding of this frame, `Self` included.
    var resolvedBindings: [ObjectIdentifier: SType] {
        if let pending = pendingSelf {
            pendingSelf = nil
            pending.bind(receiver: slots[0], into: &bindings)
        }
        return bindings
    }

    func binding(for param: GenericParam) -> SType? {
        var frame: Frame? = self
        let key = ObjectIdentifier(param)
        while let f = frame {
            if let t = f.resolvedBindings[key] { return t }
            frame = f.parent
        }
        return nil
    }
}
