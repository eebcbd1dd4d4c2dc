import ReuseLabSimulator

/// Calls, dispatch, properties, initialization and assignment.
extension Interpreter {
    func evalCall(_ callee: Callee, args: [Expr?], bindings: [ObjectIdentifier: SType], expr: Expr, frame: Frame) throws -> Value {
        let resolvedBindings = bindings.isEmpty ? bindings : bindings.mapValues { resolve($0, frame) }
        func values() throws -> [Value?] { try args.map { try $0.map { try eval($0, frame) } } }
        switch callee {
        case .function(let fn):
            if bindings.isEmpty, isPlainCall(fn, args: args) { return try callPlainFunction(fn, args: args, loc: expr.loc, caller: frame) }
            return try call(fn, receiver: .void, args: values(), bindings: resolvedBindings, loc: expr.loc, caller: frame)
        case .method(let receiverExpr, let fn, let dispatch):
            // A generic type's value reached through an existential (`let p: P = Box<Int>()`) arrives erased:
            // the method runs on the value itself, found on its own type.
            let erasedReceiver = try eval(receiverExpr, frame)
            let receiver = erasedReceiver.unerased
            let target = try implementation(of: fn, for: erasedReceiver, dispatch: dispatch)
            return try call(target, receiver: receiver, args: values(), bindings: resolvedBindings, loc: expr.loc, caller: frame)
        case .mutatingMethod(let place, let fn, let dispatch):
            // Arguments first: `titles.append(titles.count)` reads `titles` before the change begins.
            let argValues = try values()
            if fn.native == "Array.append(_:)", argValues.count == 1, let element = argValues[0] {
                try tick(expr.loc)
                return try modify(place, frame) { receiver in try append(element, to: &receiver, loc: expr.loc) }
            }
            return try modify(place, frame) { receiver in
                let target = try implementation(of: fn, for: receiver, dispatch: dispatch)
                return try invoke(target, self: &receiver, args: argValues, bindings: resolvedBindings, loc: expr.loc, caller: frame)
            }
        case .staticMethod(let receiverExpr, let fn, let dispatch):
            let receiver = try eval(receiverExpr, frame)
            let meta: Value = receiver.asType != nil ? receiver : .type(resolve(receiverExpr.type, frame))
            let target = try implementation(of: fn, for: meta, dispatch: dispatch)
            return try call(target, receiver: meta, args: values(), bindings: resolvedBindings, loc: expr.loc, caller: frame)
        case .initializer(let receiverExpr, let fn):
            let meta = try eval(receiverExpr, frame)
            var type = meta.asType ?? resolve(receiverExpr.type, frame)
            if case .nominal(let d, let a) = type, !d.genericParams.isEmpty {
                let args = d.genericParams.enumerated().map { i, p in resolvedBindings[ObjectIdentifier(p)] ?? (i < a.count ? a[i] : .error)
                }
                type = .nominal(d, args)
            }
            return try construct(type, with: fn, args: values(), bindings: resolvedBindings, loc: expr.loc, caller: frame)
        case .delegatingInit(let declared, let isSuper):
            let selfValue = frame.callFrame.slots[0]
            var fn = declared
            if !isSuper, case .object(let o) = selfValue { fn = initializerImplementation(of: declared, on: o.decl) }
            let result = try call(
                fn, receiver: selfValue, args: values(), bindings: resolvedBindings, loc: expr.loc, caller: frame, asDelegation: true)
            if fn.isFailable && result.isNone { throw InitializerFailed() }
            if case .structValue = result { frame.callFrame.slots[0] = result }
            return .void
        case .superMethod(let fn):
            return try call(
                fn, receiver: frame.callFrame.slots[0], args: values(), bindings: resolvedBindings, loc: expr.loc, caller: frame)
        case .memberwise(_, let decl):
            var fields: [Value] = []
            var given = try values().makeIterator()
            for p in decl.storedProperties {
                if p.isMemberwiseParameter, let v = given.next() ?? nil {
                    fields.append(storeReference(v, ownership: p.ownership))
                } else if p.isLazy {
                    fields.append(Value.lazyUnset)
                } else if p.initialValue != nil {
                    fields.append(try initialValue(of: p))
                } else {
                    fields.append(.none)
                }
            }
            return .structValue(StructValue(decl: decl, fields: fields))
        case .enumCase(let c, let owner):
            return .enumValue(EnumValue(decl: owner, caseDecl: c, payload: try values().map { $0 ?? .none }))
        case .writingBack(let inner, let places):
            let result = try evalCall(inner, args: args, bindings: bindings, expr: expr, frame: frame)
            let final = lastInoutValues
            for (parameter, place) in places where parameter < final.count { try assign(place, final[parameter], frame) }
            return result
        case .value(let fnExpr):
            let f = try eval(fnExpr, frame)
            return try callValue(f, try values().map { $0 ?? .none }, loc: expr.loc)
        }
    }

    /// Calls a function value (closure, function reference, bound method, enum case constructor).
    func callValue(_ f: Value, _ args: [Value], loc: SourceLoc) throws -> Value {
        guard case .function(let callable) = f else { return .none }
        switch callable.target {
        case .closure(let c, let defining):
            try enterCall(loc)
            defer { leaveCall() }
            let frame = Frame(size: c.frameSize, parent: defining)
            for (i, a) in args.prefix(c.paramCount).enumerated() { frame.slots[i] = a }
            let outcome = try run(c.body, in: frame)
            if c.writesBackParameters { lastInoutValues = Array(frame.slots.prefix(c.paramCount)) }
            if case .returned(let v) = outcome { return v }
            return .void
        case .function(let fn):
            return try call(fn, receiver: .void, args: args, bindings: callable.bindings, loc: loc, caller: nil)
        case .boundMethod(let fn, let receiver):
            return try call(fn, receiver: receiver, args: args, bindings: callable.bindings, loc: loc, caller: nil)
        case .enumCase(let c, let owner):
            return .enumValue(EnumValue(decl: owner, caseDecl: c, payload: args))
        case .native(let body):
            return try body(self, args)
        }
    }

    /// Runs a function or method body. `receiver` is `self` (an instance, or a metatype for static members).
    func call(
        _ fn: FuncDecl, receiver: Value, args: [Value?], bindings: [ObjectIdentifier: SType], loc: SourceLoc,
        caller: Frame?, asDelegation: Bool = false
    ) throws -> Value {
        try callKeepingSelf(fn, receiver: receiver, args: args, bindings: bindings, loc: loc, caller: caller, asDelegation: asDelegation)
            .result
    }

    /// Runs a call and also returns `self` as the callee left it (a mutating method's changed value).
    func callKeepingSelf(
        _ fn: FuncDecl, receiver: Value, args: [Value?], bindings: [ObjectIdentifier: SType], loc: SourceLoc,
        caller: Frame?, asDelegation: Bool = false
    ) throws -> (result: Value, selfAfter: Value) {
        var selfValue = receiver
        let result = try invoke(fn, self: &selfValue, args: args, bindings: bindings, loc: loc, caller: caller, asDelegation: asDelegation)
        return (result, selfValue)
    }

    /// Runs a function or method body with `self` moved into its frame (so a mutating method changes it in
    /// place) and moved back out when the call ends, also when it throws.
    func invoke(
        _ fn: FuncDecl, self receiver: inout Value, args: [Value?], bindings: [ObjectIdentifier: SType], loc: SourceLoc,
        caller: Frame?, asDelegation: Bool = false
    ) throws -> Value {
        try tick(loc)
        try enterCall(loc)
        defer { leaveCall() }
        fn.checkBodyIfPending()
        var frame = makeCallFrame(size: fn.frameSize, bindings: bindings)
        // Declared first, so it runs last: after `self` has been moved back out below.
        defer { releaseCallFrame(&frame) }
        let owner = fn.owner
        let hasSelf = owner != nil
        if hasSelf {
            frame.slots[0] = receiver
            receiver = .void
            frame.pendingSelf = SelfBinding(owner: owner, home: fn.home)
        }
        defer {
            if hasSelf {
                receiver = frame.slots[0]
                // A mutating method gives `self` back whole; any other call leaves it to closures made inside,
                // which may outlive the call (`button.onTap = { self.count += 1 }`).
                // Nor when no closure reads `self` strongly: a `[weak self]` closure then holds it weakly.
                if fn.isMutating || !fn.selfOutlivesCall { frame.slots[0] = .void }
            }
        }
        func argument(_ i: Int, _ p: ParamDecl) throws -> Value {
            if i < args.count, let v = args[i] { return v }
            if let d = p.defaultValue { return try eval(d, frame) }
            return p.isVariadic ? .array([]) : .none
        }
        if let key = fn.native {
            guard let native = nativeFunction(for: fn, key: key) else {
                throw fatal(Diagnostics.noNativeImplementation(key), at: loc)
            }
            var values: [Value] = []
            values.reserveCapacity(fn.params.count)
            for (i, p) in fn.params.enumerated() { values.append(try argument(i, p)) }
            // A mutating native changes `self` in the frame (`mutateSelf`): a second reference would make it copy.
            let nativeReceiver = fn.isMutating ? Value.void : (hasSelf ? frame.slots[0] : receiver)
            return try native(
                self,
                NativeCall(
                    receiver: nativeReceiver, args: values, frame: frame, loc: loc, bindings: nil,
                    parameters: fn.params, key: key))
        }
        // Arguments go straight into their slots (a default value never reads another parameter).
        let base = hasSelf ? 1 : 0
        for (i, p) in fn.params.enumerated() {
            let v = try argument(i, p)
            if base + i < frame.slots.count { frame.slots[base + i] = v }
        }
        guard let body = fn.body else { return .void }
        if fn.hasInoutParams {
            defer { lastInoutValues = fn.params.indices.map { base + $0 < frame.slots.count ? frame.slots[base + $0] : .none } }
            return try runBody(body, of: fn, in: frame)
        }
        return try runBody(body, of: fn, in: frame)
    }

    /// The result of a body; `self` stays in the frame (slot 0), where `invoke` takes it back from.
    private func runBody(_ body: [Stmt], of fn: FuncDecl, in frame: Frame) throws -> Value {
        if fn.kind == .initializer {
            // `return nil`, or a failable initializer it delegated to failed: no instance.
            guard let completion = try runInitializerBody(body, of: fn, in: frame) else { return .none }
            if case .returned(let v) = completion, v.isNone { return .none }
            return frame.slots[0]
        }
        let completion = try fn.compiledBody(body).run(self, frame)
        if case .returned(let v) = completion { return v }
        return .void
    }

    /// The declaration that runs for `fn` on this receiver: an override or a protocol witness when dispatch is dynamic.
    func implementation(of fn: FuncDecl, for receiver: Value, dispatch: Dispatch) throws -> FuncDecl {
        guard dispatch == .dynamic else { return fn }
        let decl: NominalDecl
        switch receiver.unerased {
        case .object(let o): decl = o.decl
        case .type(let t):
            guard case .nominal(let d, _) = t, d.kind != .builtin else {
                return libraryDecl(of: t).map { libraryImplementation(of: fn, on: $0) } ?? fn
            }
            decl = d
        case .structValue(let s): decl = s.decl
        case .enumValue(let e): decl = e.decl
        // A String, an Int, an array…: the library type's witness (Interpreter+LibraryWitnesses.swift).
        default: return libraryDecl(of: receiver).map { libraryImplementation(of: fn, on: $0) } ?? fn
        }
        // The memo is read here rather than through a key path: projecting a key path at run time cost 4 % of a scroll.
        let memoKey = RunCaches.MemberKey(decl, fn)
        if let cached = caches.methods[memoKey] { return cached }
        let found = implementation(of: fn, on: decl, declared: { $0.methods(named: fn.name) }, inExtension: { $0.methods(named: fn.name) })
        caches.methods[memoKey] = found
        return found
    }

    /// The override in the class chain, else the most constrained protocol-extension witness, else `member`
    /// itself; the callers memoize it per type and member. Methods and properties dispatch alike.
    func implementation<Member: DispatchableMember>(
        of member: Member, on decl: NominalDecl,
        declared: (NominalDecl) -> [Member]?, inExtension: (ProtocolExtension) -> [Member]
    ) -> Member {
        let key = member.dispatchKey
        if let cached = decl.dispatchCache[key] as? Member { return cached }
        var found: Member? = nil
        for c in decl.classChain {
            if let m = declared(c)?.first(where: { $0.dispatchKey == key && $0.home == .type }) {
                found = m
                break
            }
        }
        if found == nil {
            var best: (Member, Int)? = nil
            for p in world.allConformances(of: decl) {
                for ext in world.protocolExtensions[ObjectIdentifier(p)] ?? [] where extensionAppliesAtRunTime(ext, decl) {
                    for m in inExtension(ext) where m.dispatchKey == key {
                        let score = ext.selfParam.constraintCount
                        if best == nil || score > best!.1 { best = (m, score) }
                    }
                }
            }
            found = best?.0
        }
        let result = found ?? member
        decl.dispatchCache[key] = result
        return result
    }

    func extensionAppliesAtRunTime(_ ext: ProtocolExtension, _ decl: NominalDecl) -> Bool {
        let t = SType.nominal(decl, [])
        for p in ext.selfParam.protocols where !world.conforms(t, to: p) { return false }
        if let b = ext.selfParam.superclassBound, !world.isConvertible(t, to: b) { return false }
        return true
    }

    func propertyImplementation(of v: VarDecl, on decl: NominalDecl) -> VarDecl {
        let memoKey = RunCaches.MemberKey(decl, v)
        if let cached = caches.properties[memoKey] { return cached }
        let found = implementation(
            of: v, on: decl, declared: { $0.properties(named: v.name) }, inExtension: { $0.properties(named: v.name) })
        caches.properties[memoKey] = found
        return found
    }

    // MARK: Properties

    func getProperty(
        _ v: VarDecl, of erasedBase: Value, dispatch: Dispatch, loc: SourceLoc, typeArguments: [ObjectIdentifier: SType] = [:]
    ) throws -> Value {
        // Through an existential, a generic type's value arrives erased: its properties are its own.
        let base = erasedBase.unerased
        var v = v
        // A requirement has no storage: reached through a place (`elements.append` in a protocol extension's
        // mutating method), it still finds the conforming type's property.
        if dispatch == .dynamic || v.isRequirement {
            switch base {
            case .object(let o): v = propertyImplementation(of: v, on: o.decl)
            case .structValue(let s): v = propertyImplementation(of: v, on: s.decl)
            case .enumValue(let e): v = propertyImplementation(of: v, on: e.decl)
            default:
                if v.isRequirement, let d = libraryDecl(of: erasedBase) { v = libraryPropertyImplementation(of: v, on: d) }
                // `T: CustomStringConvertible` bound to a library value (`Int`, `[String]`): Swift's own text.
                if v.isRequirement && v.name == "description" { return .string(try describe(base, as: .any, frame: nil)) }
            }
        }
        if let key = v.native {
            guard let native = nativeGetter(for: v, key: key) else {
                throw fatal(Diagnostics.noNativeGetter(key), at: loc)
            }
            return try native(self, NativeCall(receiver: base, args: [], frame: propertyNativeFrame, loc: loc, bindings: [:], key: key))
        }
        if let getter = v.getter {
            return try runAccessor(
                getter, frameSize: v.getterFrameSize, receiver: base, owner: v.owner, home: v.home, extra: nil, loc: loc,
                bindings: typeArguments)
        }
        if let inherited = v.observers?.inherited { return try getProperty(inherited, of: base, dispatch: .direct, loc: loc) }
        if v.isLazy { return try lazyValue(v, of: base, loc: loc) }
        if v.fieldIndex >= 0 {
            switch base {
            case .object(let o):
                guard v.fieldIndex < o.fields.count else { return .none }
                return v.ownership == .strong ? o.fields[v.fieldIndex] : try loadReference(o.fields[v.fieldIndex], loc: loc)
            case .structValue(let s):
                guard v.fieldIndex < s.fields.count else { return .none }
                return v.ownership == .strong ? s.fields[v.fieldIndex] : try loadReference(s.fields[v.fieldIndex], loc: loc)
            default: return .none
            }
        }
        return .none
    }

    /// Runs a getter (its result) or a setter (`returningSelf`: the receiver as the setter left it, so that a
    /// struct's setter changing its own stored properties is written back to the place it was called on).
    func runAccessor(
        _ body: [Stmt], frameSize: Int, receiver: Value, owner: NominalDecl?, home: MemberHome, extra: Value?, loc: SourceLoc,
        returningSelf: Bool = false, bindings: [ObjectIdentifier: SType] = [:]
    ) throws -> Value {
        try enterCall(loc)
        defer { leaveCall() }
        let frame = Frame(size: frameSize, parent: nil, bindings: bindings)
        frame.slots[0] = receiver
        frame.pendingSelf = SelfBinding(owner: owner, home: home)
        if let extra, frame.slots.count > 1 { frame.slots[1] = extra }
        let outcome = try run(body, in: frame)
        if returningSelf { return frame.slots[0] }
        if case .returned(let value) = outcome { return value }
        return receiver
    }

    func getStaticProperty(_ v: VarDecl, on type: SType, dispatch: Dispatch, loc: SourceLoc) throws -> Value {
        var v = v
        if dispatch == .dynamic, let d = libraryDecl(of: type) {
            v = libraryPropertyImplementation(of: v, on: d)
        } else if dispatch == .dynamic, case .nominal(let d, _) = type {
            v = propertyImplementation(of: v, on: d)
        }
        if let key = v.native {
            guard let native = nativeGetter(for: v, key: key) else {
                throw fatal(Diagnostics.noNativeGetter(key), at: loc)
            }
            return try native(self, NativeCall(receiver: .type(type), args: [], frame: propertyNativeFrame, loc: loc, bindings: [:]))
        }
        if let getter = v.getter {
            return try runAccessor(
                getter, frameSize: v.getterFrameSize, receiver: .type(type), owner: v.owner, home: v.home, extra: nil, loc: loc)
        }
        if let value = staticValues[ObjectIdentifier(v)] { return value }
        guard let initial = v.initialValue else { return .none }
        if v.staticInitialising { throw fatal(Diagnostics.staticPropertyRefersToItself(v.name), at: loc) }
        v.staticInitialising = true
        defer { v.staticInitialising = false }
        let frame = Frame(size: v.getterFrameSize, parent: nil, bindings: v.owner.map { [ObjectIdentifier($0.selfParam): type] } ?? [:])
        frame.slots[0] = .type(type)
        let value = try eval(initial, frame)
        staticValues[ObjectIdentifier(v)] = value
        return value
    }

    func setProperty(_ v: VarDecl, of base: Value, to value: Value, dispatch: Dispatch, loc: SourceLoc) throws -> Value {
        var v = v
        if dispatch == .dynamic, case .object(let o) = base { v = propertyImplementation(of: v, on: o.decl) }
        if v.isRequirement {
            switch base {
            case .structValue(let s): v = propertyImplementation(of: v, on: s.decl)
            case .enumValue(let e): v = propertyImplementation(of: v, on: e.decl)
            case .object(let o): v = propertyImplementation(of: v, on: o.decl)
            default: break
            }
        }
        if let observers = v.observers { return try setObserved(v, observers, of: base, to: value, loc: loc) }
        if let key = v.native {
            guard let native = nativeSetter(for: v, key: key) else {
                throw fatal(Diagnostics.noNativeSetter(key), at: loc)
            }
            _ = try native(
                self,
                NativeCall(
                    receiver: base, args: [value], frame: propertyNativeFrame, loc: loc, bindings: [:],
                    parameters: NativeCall.setterParameters, key: key))
            return base
        }
        if let setter = v.setter {
            return try runAccessor(
                setter, frameSize: v.setterFrameSize, receiver: base, owner: v.owner, home: v.home, extra: value, loc: loc,
                returningSelf: true)
        }
        let value = v.ownership == .strong ? value : storeReference(value, ownership: v.ownership)
        switch base {
        case .object(let o):
            if v.fieldIndex >= 0 && v.fieldIndex < o.fields.count { o.fields[v.fieldIndex] = value }
            return base
        case .structValue(var s):
            if v.fieldIndex >= 0 && v.fieldIndex < s.fields.count { s.fields[v.fieldIndex] = value }
            return .structValue(s)
        default: return base
        }
    }

    // MARK: Assignment

    func read(_ lv: LValue, _ frame: Frame) throws -> Value {
        switch lv {
        case .variable(let r): return load(r, frame)
        case .property(let e, let v, let d): return try getProperty(v, of: eval(e, frame), dispatch: d, loc: e.loc)
        case .nestedProperty(let base, let v): return try getProperty(v, of: read(base, frame), dispatch: .direct, loc: .unknown)
        case .staticProperty(let e, let v):
            return try getStaticProperty(v, on: eval(e, frame).asType ?? .error, dispatch: .direct, loc: e.loc)
        case .subscriptElement(let base, let index): return try subscriptValue(read(base, frame), eval(index, frame), loc: index.loc)
        case .defaultedElement(let base, let index, let fallback):
            let v = try subscriptValue(read(base, frame), eval(index, frame), loc: index.loc)
            return v.isNone ? try eval(fallback, frame) : v.unwrappedOnce
        case .unwrapped(let base, let force, let loc): return try unwrapPlace(read(base, frame), force: force, loc: loc)
        case .userSubscript(let receiver, let place, let getter, _, let args, let dispatch, let bindings):
            return try readSubscript(
                receiver: receiver, place: place, getter: getter, args: args, dispatch: dispatch, bindings: bindings, frame)
        case .discard: return .void
        case .observedLocal(let r, _, _): return load(r, frame)
        case .observedWrapper(let place, _, _): return try read(place, frame)
        case .lazyLocal(let r, let initializer):
            let current = load(r, frame)
            guard current.isLazyUnset else { return current }
            let value = try callValue(load(initializer, frame), [], loc: .unknown)
            try store(r, value, frame)
            return value
        case .tuple(let parts): return .tuple(try parts.map { try read($0, frame) })
        case .tupleElement(let base, let index):
            guard case .tuple(let parts) = try read(base, frame), index < parts.count else { return .none }
            return parts[index]
        }
    }

    func assign(_ lv: LValue, _ value: Value, _ frame: Frame) throws {
        switch lv {
        case .variable(let r):
            if case .global(let index) = r, !world.globalObservers.isEmpty, let observed = world.globalObservers[index] {
                try assignObservedGlobal(observed, index: index, value, frame)
            } else {
                try store(r, value, frame)
            }
        case .property(let e, let v, let d): _ = try setProperty(v, of: eval(e, frame), to: value, dispatch: d, loc: e.loc)
        case .nestedProperty(let base, let v):
            try modify(base, frame) { container in try setProperty(v, in: &container, to: value) }
        case .staticProperty(let e, let v):
            if let key = v.native, let native = nativeSetter(for: v, key: key) {
                _ = try native(
                    self,
                    NativeCall(
                        receiver: try eval(e, frame), args: [value], frame: frame, loc: e.loc, bindings: [:],
                        parameters: NativeCall.setterParameters, key: key))
            } else if let observers = v.observers {
                try setObservedStatic(v, observers, on: eval(e, frame), to: value, loc: e.loc)
            } else if let setter = v.setter {
                _ = try runAccessor(
                    setter, frameSize: v.setterFrameSize, receiver: eval(e, frame), owner: v.owner, home: v.home, extra: value, loc: e.loc)
            } else {
                staticValues[ObjectIdentifier(v)] = value
            }
        case .subscriptElement(let base, let indexExpr):
            let index = try eval(indexExpr, frame)
            try modify(base, frame) { container in try setElement(of: &container, at: index, to: value, loc: indexExpr.loc) }
        case .unwrapped: try modify(lv, frame) { $0 = value }
        case .defaultedElement(let base, let index, _): try assign(.subscriptElement(base, index), value, frame)
        case .userSubscript(let receiver, let place, _, let setter, let args, let dispatch, let bindings):
            guard let setter else { break }
            try writeSubscript(
                receiver: receiver, place: place, setter: setter, args: args, dispatch: dispatch, bindings: bindings, value, frame)
        case .discard: break
        case .observedLocal(let r, let willSet, let didSet): try assignObservedLocal(r, willSet: willSet, didSet: didSet, value, frame)
        case .observedWrapper(let place, let willSet, let didSet):
            try assignObservedWrapper(place, willSet: willSet, didSet: didSet, value, frame)
        case .lazyLocal(let r, _): try store(r, value, frame)
        case .tuple(let parts):
            guard case .tuple(let values) = value else { return }
            for (part, v) in zip(parts, values) { try assign(part, v, frame) }
        case .tupleElement(let base, let index):
            guard case .tuple(var parts) = try read(base, frame), index < parts.count else { return }
            parts[index] = value
            try assign(base, .tuple(parts), frame)
        }
    }

    // MARK: Construction

    /// `Type(args)`: allocate (classes: with every stored property's initial value), then run the initializer.
    func construct(
        _ type: SType, with declared: FuncDecl, args: [Value?], bindings: [ObjectIdentifier: SType], loc: SourceLoc, caller: Frame?
    ) throws -> Value {
        var fn = declared
        if case .nominal(let d, _) = type, d.isClass { fn = initializerImplementation(of: declared, on: d) }
        fn.checkBodyIfPending()
        // Value types the prelude makes natively (`Int("3")`, `Array(xs)`) need no allocation.
        if fn.native != nil && fn.body == nil && type.nominalDecl?.kind != .classType {
            return try call(fn, receiver: .type(type), args: args, bindings: bindings, loc: loc, caller: caller)
        }
        guard case .nominal(let decl, _) = type else { return .none }
        let receiver: Value
        if decl.isClass {
            let instance = try allocate(decl)
            if case .nominal(_, let args) = type, !args.contains(where: \.containsParams) { instance.typeArguments = args }
            receiver = .object(instance)
        } else if decl.kind == .structType {
            var fields: [Value] = []
            for p in decl.storedProperties {
                if p.isLazy {
                    fields.append(Value.lazyUnset)
                    continue
                }
                fields.append(p.initialValue != nil ? try initialValue(of: p) : .none)
            }
            if let stores = fn.fieldStores(in: decl), args.count == fn.params.count, !args.contains(where: { $0 == nil }) {
                try tick(loc)
                for (field, parameter) in stores { fields[field] = args[parameter] ?? .none }
                return .structValue(StructValue(decl: decl, fields: fields))
            }
            receiver = .structValue(StructValue(decl: decl, fields: fields))
        } else {
            receiver = .type(type)
        }
        let result = try call(fn, receiver: receiver, args: args, bindings: bindings, loc: loc, caller: caller)
        if decl.isClass {
            if result.isNone && fn.isFailable { return .none }
            return fn.native != nil && result.asObject != nil ? result : receiver
        }
        return result
    }

    /// A new instance with its stored properties' initial values, superclass first.
    func allocate(_ decl: NominalDecl) throws -> Instance {
        let number = instanceCounts[ObjectIdentifier(decl), default: 0] + 1
        instanceCounts[ObjectIdentifier(decl)] = number
        let instance = Instance(decl: decl, fieldCount: decl.fieldCount, number: number, address: sim.nextAddress())
        if decl.runsDeinit && decl.deinitQueue !== deinits { decl.deinitQueue = deinits }
        // Initial values may make more instances (`var child = Node()`): a nesting that never ends is a
        // runaway recursion, stopped by the depth limit like any other.
        try enterCall(lastLoc)
        defer { leaveCall() }
        for c in decl.classChain.reversed() {
            for p in c.storedProperties where p.fieldIndex >= 0 && p.fieldIndex < instance.fields.count {
                if p.isLazy {
                    instance.fields[p.fieldIndex] = Value.lazyUnset
                } else if let initial = p.initialValue {
                    let value = try eval(initial, Frame(size: p.getterFrameSize, parent: nil))
                    instance.fields[p.fieldIndex] = p.ownership == .strong ? value : storeReference(value, ownership: p.ownership)
                }
            }
        }
        return instance
    }
}
