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
        case .staticProperty:
            var value = try read(lv, frame)
            let result = try body(&value)
            try assign(lv, value, frame)
            return result
        case .subscriptElement(let baseLValue, let indexExpr):
            let index = try eval(indexExpr, frame)
            return try modify(baseLValue, frame) { base in try modifyElement(of: &base, at: index, loc: indexExpr.loc, body) }
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
        if force { throw fatal("Unexpectedly found nil while unwrapping an Optional value", at: loc) }
        throw Jump.optionalChainNil
    }

    /// A stored property with nothing to run on get or set: its field can be changed where it lies.
    func isPlainStored(_ v: VarDecl) -> Bool {
        v.fieldIndex >= 0 && v.native == nil && v.getter == nil && v.setter == nil
    }

    /// Sets a property of the value in `base` (a struct changes in place; a class instance is shared).
    func setProperty(_ v: VarDecl, in base: inout Value, to value: Value) throws {
        if isPlainStored(v), case .structValue(var s) = base, v.fieldIndex < s.fields.count {
            base = .void
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
            switch base {
            case .structValue(var s) where v.fieldIndex < s.fields.count:
                base = .void
                var value = s.fields[v.fieldIndex]
                s.fields[v.fieldIndex] = .void
                defer {
                    s.fields[v.fieldIndex] = value
                    base = .structValue(s)
                }
                return try body(&value)
            case .object(let o) where v.fieldIndex < o.fields.count:
                return try modifyField(v.fieldIndex, of: o, body)
            default: break
            }
        }
        var value = try getProperty(v, of: base, dispatch: .direct, loc: .unknown)
        let result = try body(&value)
        try setProperty(v, in: &base, to: value)
        return result
    }

    private func modifyElement<R>(of base: inout Value, at index: Value, loc: SourceLoc, assigning: Bool = false,
                                  _ body: (inout Value) throws -> R) throws -> R {
        switch base {
        case .array(var a):
            let i = index.asInt
            guard i >= 0 && i < a.count else { throw fatal("Index out of range", at: loc) }
            base = .void
            var element = a[i]
            a[i] = .void
            defer {
                a[i] = element
                base = .array(a)
            }
            return try body(&element)
        case .dictionary(var d, var order):
            guard let key = dictionaryKey(index) else {
                var nothing = Value.none
                return try body(&nothing)
            }
            base = .void
            var value = d[key] ?? .none
            let existed = d[key] != nil
            if existed && !assigning { d[key] = .void }
            defer {
                if value.isNone {
                    if existed { d[key] = nil; order.removeAll { $0 == key } }
                } else {
                    if !existed { order.append(key) }
                    d[key] = value
                }
                base = .dictionary(d, order: order)
            }
            return try body(&value)
        default:
            var value = try subscriptValue(base, index, loc: loc)
            return try body(&value)
        }
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

    /// `x += y`: strings and arrays grow in place; everything else is `x = x + y`.
    func compoundAssign(_ op: BinaryOp, _ current: inout Value, _ rhs: Value, loc: SourceLoc) throws {
        if op == .add {
            switch (current, rhs) {
            case (.string(var s), .string(let t)):
                try ensureRoom(forBytes: s.utf8.count + t.utf8.count, loc: loc, growing: t.utf8.count)
                current = .void
                s += t
                current = .string(s)
                return
            case (.array(var a), .array(let b)):
                try ensureRoom(forElements: a.count + b.count, loc: loc, growing: b.count)
                current = .void
                a += b
                current = .array(a)
                return
            default: break
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
            guard case .array(var a) = value else {
                var empty: [Value] = []
                return try body(&empty)
            }
            value = .void
            defer { value = .array(a) }
            return try body(&a)
        }
    }
}
