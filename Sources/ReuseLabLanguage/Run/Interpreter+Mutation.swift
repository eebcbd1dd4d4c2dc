/// Mutation in place, at Swift's cost.
///
/// Values hold Swift arrays, strings and dictionaries, which copy their buffer when a shared one is changed.
/// Reading a variable, changing the copy and writing it back therefore copied the whole buffer at every
/// `append`: the variable still held a reference while the copy changed. Here a place (variable, field,
/// element, nested path like `model.rows[3].title`) is *moved out* of its storage, leaving `.void` behind,
/// changed while it is the only reference, and moved back: appending n elements costs O(n) overall, as in
/// Swift. During the change the place reads as `.void`; only an access that Swift itself rejects as
/// overlapping (an exclusivity violation) could observe that.
extension Interpreter {
    /// Runs `body` on the value at `lv`, uniquely referenced, and stores what it leaves there (also when
    /// `body` throws, as Swift writes an `inout` argument back).
    func modify<R>(_ lv: LValue, _ frame: Frame, _ body: (inout Value) throws -> R) throws -> R {
        switch lv {
        case .variable(let ref) where isObservedGlobal(ref), .observedLocal(let ref, _, _):
            // An observed global changes through `assign`, so that its willSet and didSet run.
            var value = try read(lv, frame)
            let result = try body(&value)
            try assign(lv, value, frame)
            return result
        case .lazyLocal(let ref, _):
            _ = try read(lv, frame)  // computed first, then changed in place like any variable
            var value = take(ref, frame)
            defer { put(ref, value, frame) }
            return try body(&value)
        case .variable(let ref):
            var value = take(ref, frame)
            defer { put(ref, value, frame) }
            return try body(&value)
        case .property(let baseExpr, let v, let dispatch):
            let base = try eval(baseExpr, frame)
            if case .object(let o) = base {
                let field = dispatch == .dynamic ? propertyImplementation(of: v, on: o.decl) : v
                if isPlainStored(field), field.fieldIndex < o.fields.count {
                    return try modifyField(field.fieldIndex, of: o, body)
                }
            }
            var value = try getProperty(v, of: base, dispatch: dispatch, loc: baseExpr.loc)
            let result = try body(&value)
            _ = try setProperty(v, of: base, to: value, dispatch: dispatch, loc: baseExpr.loc)
            return result
        case .nestedProperty(let baseLValue, let v):
            return try modify(baseLValue, frame) { base in try modifyProperty(v, of: &base, body) }
        case .staticProperty, .tuple, .tupleElement, .observedWrapper:
            var value = try read(lv, frame)
            let result = try body(&value)
            try assign(lv, value, frame)
            return result
        case .subscriptElement(let baseLValue, let indexExpr):
            let index = try eval(indexExpr, frame)
            return try modify(baseLValue, frame) { base in try modifyElement(of: &base, at: index, loc: indexExpr.loc, body) }
        case .userSubscript(let receiver, let place, let getter, let setter, let args, let dispatch, let bindings):
            // A type's own subscript: read through its getter, changed, written through its setter.
            var value = try readSubscript(
                receiver: receiver, place: place, getter: getter, args: args, dispatch: dispatch, bindings: bindings, frame)
            let result = try body(&value)
            if let setter {
                try writeSubscript(
                    receiver: receiver, place: place, setter: setter, args: args, dispatch: dispatch, bindings: bindings, value, frame)
            }
            return result
        case .defaultedElement(let baseLValue, let indexExpr, let fallback):
            return try modify(.subscriptElement(baseLValue, indexExpr), frame) { value in
                if value.isNone { value = try eval(fallback, frame) } else { value = value.unwrappedOnce }
                return try body(&value)
            }
        case .unwrapped(let baseLValue, let force, let loc):
            return try modify(baseLValue, frame) { value in
                _ = try unwrapPlace(value, force: force, loc: loc)
                return try body(&value)
            }
        case .discard:
            var value = Value.void
            return try body(&value)
        }
    }

    /// The value of an optional place: nil traps (`!`) or ends the optional chain (`?`).
    func unwrapPlace(_ value: Value, force: Bool, loc: SourceLoc) throws -> Value {
        guard value.isNone else { return value.unwrappedOnce }
        if force { throw fatal(Diagnostics.unwrappedNil, at: loc) }
        throw Jump.optionalChainNil
    }

    /// A stored property with nothing to run on get or set: its field can be changed where it lies.
    /// A field read and written as it lies: no accessor, observer, lazy initial value or weak box between.
    func isPlainStored(_ v: VarDecl) -> Bool {
        v.fieldIndex >= 0 && v.native == nil && v.getter == nil && v.setter == nil && v.ownership == .strong
            && v.observers == nil && !v.isLazy
    }

    /// Sets a property of the value in `base` (a struct changes in place; a class instance is shared).
    func setProperty(_ v: VarDecl, in base: inout Value, to value: Value) throws {
        if isPlainStored(v), v.fieldIndex < base.structFieldCount, var s = base.moveStruct() {
            s.fields[v.fieldIndex] = value
            base = .structValue(s)
            return
        }
        let old = base
        base = .void
        base = try setProperty(v, of: old, to: value, dispatch: .direct, loc: .unknown)
    }

    /// Sets `base[index]` for an array or a dictionary held in `base`.
    func setElement(of base: inout Value, at index: Value, to value: Value, loc: SourceLoc) throws {
        try modifyElement(of: &base, at: index, loc: loc, assigning: true) { $0 = value }
    }

    private func modifyField<R>(_ index: Int, of o: Instance, _ body: (inout Value) throws -> R) throws -> R {
        var value = o.fields[index]
        o.fields[index] = .void
        defer { o.fields[index] = value }
        return try body(&value)
    }

    private func modifyProperty<R>(_ v: VarDecl, of base: inout Value, _ body: (inout Value) throws -> R) throws -> R {
        if isPlainStored(v) {
            if case .object(let o) = base, v.fieldIndex < o.fields.count {
                return try modifyField(v.fieldIndex, of: o, body)
            }
            if v.fieldIndex < base.structFieldCount, var s = base.moveStruct() {
                var value = s.fields[v.fieldIndex]
                s.fields[v.fieldIndex] = .void
                defer {
                    s.fields[v.fieldIndex] = value
                    base = .structValue(s)
                }
                return try body(&value)
            }
        }
        var value = try getProperty(v, of: base, dispatch: .direct, loc: .unknown)
        let result = try body(&value)
        try setProperty(v, in: &base, to: value)
        return result
    }

    private func modifyElement<R>(
        of base: inout Value, at index: Value, loc: SourceLoc, assigning: Bool = false,
        _ body: (inout Value) throws -> R
    ) throws -> R {
        if base.arrayCount >= 0 {
            let i = try index.checkedInt()
            guard i >= 0 && i < base.arrayCount else { throw fatal(Diagnostics.indexOutOfRange, at: loc) }
        }
        if var a = base.moveArray() {
            let i = try index.checkedInt()
            var element = a[i]
            a[i] = .void
            defer {
                a[i] = element
                base = .array(a)
            }
            return try body(&element)
        }
        if case .dictionary = base {
            guard let key = dictionaryKey(index) else {
                var nothing = Value.none
                return try body(&nothing)
            }
            guard var (d, order) = base.moveDictionary() else { return try body(&base) }
            var value = d[key] ?? .none
            let existed = d[key] != nil
            if existed && !assigning { d[key] = .void }
            defer {
                if value.isNone {
                    if existed {
                        d[key] = nil
                        order.removeAll { $0 == key }
                    }
                } else {
                    if !existed { order.append(key) }
                    d[key] = value
                }
                base = .dictionary(d, order: order)
            }
            return try body(&value)
        }
        var value = try subscriptValue(base, index, loc: loc)
        return try body(&value)
    }

    /// The value of a variable, moved out: the variable holds `.void` until `put` gives it back.
    private func take(_ ref: VarRef, _ frame: Frame) -> Value {
        switch ref {
        case .local(let hops, let index):
            let f = hops == 0 ? frame : frameAt(hops, frame)
            guard index < f.slots.count else { return .none }
            let value = f.slots[index]
            f.slots[index] = .void
            return value
        case .global(let index):
            guard index < globals.count else { return .none }
            let value = globals[index]
            globals[index] = .void
            return value
        }
    }

    private func put(_ ref: VarRef, _ value: Value, _ frame: Frame) {
        try? store(ref, value, frame)
    }

    // MARK: Operators and mutating methods

    /// `array.append(x)`, the commonest mutating call, without a call frame: the array is changed where it lies.
    func append(_ element: Value, to receiver: inout Value, loc: SourceLoc) throws -> Value {
        guard var a = receiver.moveArray() else { return .void }
        a.append(element)
        let count = a.count
        receiver = .array(a)
        if count & 0xFFFF == 0 { try ensureRoom(forElements: count, loc: loc, growing: 0x10000) }
        return .void
    }

    /// `place op= rhs`. A number in a variable (the counter of a loop) is read and written directly: no
    /// buffer to share, and the general path costs a closure per step.
    /// `single`: the place is a `Float`, whose every result is rounded to single precision.
    func compoundAssign(_ op: BinaryOp, _ lv: LValue, _ rhs: Value, _ frame: Frame, loc: SourceLoc, single: Bool = false) throws {
        if case .variable(let ref) = lv, !isObservedGlobal(ref) {
            let current = load(ref, frame)
            switch current {
            case .int, .double:
                let result = try arithmetic(op, current, rhs, loc: loc)
                try store(ref, single ? result.singlePrecision : result, frame)
                return
            default: break
            }
        }
        try modify(lv, frame) { current in
            try compoundAssign(op, &current, rhs, loc: loc)
            if single { current = current.singlePrecision }
        }
    }

    /// `x += y`: strings and arrays grow in place; everything else is `x = x + y`.
    func compoundAssign(_ op: BinaryOp, _ current: inout Value, _ rhs: Value, loc: SourceLoc) throws {
        if op == .add {
            if case .string(let t) = rhs.plainSubstring, current.stringByteCount >= 0 {
                try ensureRoom(forBytes: current.stringByteCount + t.utf8.count, loc: loc, growing: t.utf8.count)
                if var s = current.moveString() {
                    s += t
                    current = .string(s)
                    return
                }
            }
            if case .array(let b) = rhs, current.arrayCount >= 0 {
                try ensureRoom(forElements: current.arrayCount + b.count, loc: loc, growing: b.count)
                if var a = current.moveArray() {
                    a += b
                    current = .array(a)
                    return
                }
            }
        }
        current = try arithmetic(op, current, rhs, loc: loc)
    }
}

extension NativeCall {
    /// A mutating native changes `self` where it lies: the value is moved out of the frame, changed while it
    /// is the only reference, and moved back.
    func mutateSelf<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        var value = frame.slots[0]
        frame.slots[0] = .void
        defer { frame.slots[0] = value }
        return try body(&value)
    }

    /// `mutateSelf` for an array receiver.
    func mutateArray<R>(_ body: (inout [Value]) throws -> R) rethrows -> R {
        try mutateSelf { value in
            guard var a = value.moveArray() else {
                var empty: [Value] = []
                return try body(&empty)
            }
            defer { value = .array(a) }
            return try body(&a)
        }
    }
}

/// Payloads moved out of a value, which is left `.void`: the payload is then the only reference to its
/// buffer, so changing it does not copy. (Binding a payload with `switch` or `case let` while the value
/// still holds it would leave two references, and every change would copy the whole buffer.)
extension Value {
    /// Sizes read without keeping a second reference past the read (-1: not that kind of value).
    var structFieldCount: Int {
        if case .structValue(let s) = self { return s.fields.count }
        return -1
    }
    var arrayCount: Int {
        if case .array(let a) = self { return a.count }
        return -1
    }
    var stringByteCount: Int {
        if case .string(let s) = self { return s.utf8.count }
        return -1
    }

    mutating func moveStruct() -> StructValue? {
        guard case .structValue(let s) = self else { return nil }
        self = .void
        return s
    }

    mutating func moveArray() -> [Value]? {
        guard case .array(let a) = self else { return nil }
        self = .void
        return a
    }

    mutating func moveString() -> String? {
        guard case .string(let s) = self else { return nil }
        self = .void
        return s
    }

    mutating func moveDictionary() -> ([DictionaryKey: Value], [DictionaryKey])? {
        guard case .dictionary(let d, let order) = self else { return nil }
        self = .void
        return (d, order)
    }
}
