/// Running `willSet` and `didSet` around a store, as Swift does: `willSet` sees the new value, the value is
/// stored (through the superclass's setter for an observing override), then `didSet` sees the old one.
extension Interpreter {
    func setObserved(_ v: VarDecl, _ observers: PropertyObservers, of base: Value, to value: Value, loc: SourceLoc) throws -> Value {
        var receiver = base
        if let willSet = observers.willSet {
            receiver = try runObserver(
                willSet, frameSize: observers.willSetFrameSize, receiver: receiver, owner: v.owner, home: v.home, value: value, loc: loc)
        }
        let old = observers.didSet == nil ? Value.none : try getProperty(v, of: receiver, dispatch: .direct, loc: loc)
        if let inherited = observers.inherited {
            receiver = try setProperty(inherited, of: receiver, to: value, dispatch: .direct, loc: loc)
        } else if v.wrapperBacking != nil, let setter = v.setter {
            // A wrapped property stores through its wrapper's `wrappedValue`.
            receiver = try runAccessor(
                setter, frameSize: v.setterFrameSize, receiver: receiver, owner: v.owner, home: v.home, extra: value, loc: loc,
                returningSelf: true)
        } else {
            let value = v.ownership == .strong ? value : storeReference(value, ownership: v.ownership)
            switch receiver {
            case .object(let o):
                if v.fieldIndex >= 0 && v.fieldIndex < o.fields.count { o.fields[v.fieldIndex] = value }
            case .structValue(var s):
                if v.fieldIndex >= 0 && v.fieldIndex < s.fields.count { s.fields[v.fieldIndex] = value }
                receiver = .structValue(s)
            default: break
            }
        }
        if let didSet = observers.didSet {
            receiver = try runObserver(
                didSet, frameSize: observers.didSetFrameSize, receiver: receiver, owner: v.owner, home: v.home, value: old, loc: loc)
        }
        return receiver
    }

    func setObservedStatic(_ v: VarDecl, _ observers: PropertyObservers, on receiver: Value, to value: Value, loc: SourceLoc) throws {
        let type = receiver.asType ?? .error
        // `didSet { if columns < 1 { columns = 1 } }`: inside its own observers the property is set directly.
        let running = !propertiesInOwnObservers.insert(ObjectIdentifier(v)).inserted
        defer { if !running { propertiesInOwnObservers.remove(ObjectIdentifier(v)) } }
        if let willSet = observers.willSet, !running {
            _ = try runObserver(
                willSet, frameSize: observers.willSetFrameSize, receiver: receiver, owner: v.owner, home: v.home, value: value, loc: loc)
        }
        let old = try getStaticProperty(v, on: type, dispatch: .direct, loc: loc)
        if v.wrapperBacking != nil, let setter = v.setter {
            // `@Clamped static var volume`: stored through its wrapper's `wrappedValue`.
            _ = try runAccessor(
                setter, frameSize: v.setterFrameSize, receiver: receiver, owner: v.owner, home: v.home, extra: value, loc: loc)
        } else {
            staticValues[ObjectIdentifier(v)] = value
        }
        if let didSet = observers.didSet, !running {
            _ = try runObserver(
                didSet, frameSize: observers.didSetFrameSize, receiver: receiver, owner: v.owner, home: v.home, value: old, loc: loc)
        }
    }

    func assignObservedGlobal(_ observers: PropertyObservers, index: Int, _ value: Value, _ frame: Frame) throws {
        let ref = VarRef.global(index: index)
        // `didSet { if total < 0 { total = 0 } }`: inside its own observers the global is set directly, as in Swift.
        guard globalsInOwnObservers.insert(index).inserted else { return try store(ref, value, frame) }
        defer { globalsInOwnObservers.remove(index) }
        if let willSet = observers.willSet { try runGlobalObserver(willSet, frameSize: observers.willSetFrameSize, value: value) }
        let old = load(ref, frame)
        try store(ref, value, frame)
        if let didSet = observers.didSet { try runGlobalObserver(didSet, frameSize: observers.didSetFrameSize, value: old) }
    }

    /// Runs an observer with `self` in slot 0 and its parameter in slot 1; returns `self` as the observer
    /// left it (a struct's observer may change other properties).
    private func runObserver(
        _ body: [Stmt], frameSize: Int, receiver: Value, owner: NominalDecl?, home: MemberHome, value: Value,
        loc: SourceLoc
    ) throws -> Value {
        try enterCall(loc)
        defer { leaveCall() }
        let frame = Frame(size: max(frameSize, 2), parent: nil)
        frame.slots[0] = receiver
        frame.pendingSelf = SelfBinding(owner: owner, home: home)
        frame.slots[1] = value
        _ = try run(body, in: frame)
        return frame.slots[0]
    }

    private func runGlobalObserver(_ body: [Stmt], frameSize: Int, value: Value) throws {
        try enterCall(.unknown)
        defer { leaveCall() }
        let frame = Frame(size: max(frameSize, 1), parent: nil)
        frame.slots[0] = value
        _ = try run(body, in: frame)
    }
}

extension Interpreter {
    func assignObservedLocal(_ ref: VarRef, willSet: VarRef?, didSet: VarRef?, _ value: Value, _ frame: Frame) throws {
        if let willSet { _ = try callValue(load(willSet, frame), [value], loc: lastLoc) }
        let old = load(ref, frame)
        try store(ref, value, frame)
        if let didSet { _ = try callValue(load(didSet, frame), [old], loc: lastLoc) }
    }

    /// A wrapped local's observers around the store through its wrapper (the old value read only for `didSet`).
    func assignObservedWrapper(_ place: LValue, willSet: VarRef?, didSet: VarRef?, _ value: Value, _ frame: Frame) throws {
        if let willSet { _ = try callValue(load(willSet, frame), [value], loc: lastLoc) }
        let old = didSet == nil ? Value.none : try read(place, frame)
        try assign(place, value, frame)
        if let didSet { _ = try callValue(load(didSet, frame), [old], loc: lastLoc) }
    }
}

extension Interpreter {
    /// A global with observers is never changed in place: the whole new value goes through `assign`.
    func isObservedGlobal(_ ref: VarRef) -> Bool {
        guard !world.globalObservers.isEmpty, case .global(let index) = ref else { return false }
        return world.globalObservers[index] != nil
    }
}
