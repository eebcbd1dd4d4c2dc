/// Loops the general path runs (a script's top level, a REPL entry, a function that is not typed as a
/// whole) on the typed tier, when the loop itself is one `TypedCompiler` knows (Boolean conditions, an Int
/// range). The variables it uses that were bound before it (globals, and locals of the frame it runs in)
/// are loaded into registers as it starts, each checked to hold the scalar its type says (or the loop runs
/// on the general path), and written back as it ends, however it ends (a trap, an error thrown by a call,
/// Ctrl-C, a limit). A statement of its body that the typed tier does not know is run by `exec` in the
/// loop's frame (`generalStatement`).
///
/// Other code sees the variables only when the loop hands over to it, and each hand-over writes them back
/// first and reads them again after: a call (a function reading a global, a closure it calls writing a
/// captured local), a statement of the general path, and the pending `deinit`s run before a statement
/// (`drainDeinitsBeforeStatement`). The loop keeps every step, trap text and location of the general path:
/// they are the typed tier's (see `TypedTier.swift`).

/// Whether a statement may run on the typed tier as a loop of the general path.
enum LoopTier: UInt8 {
    /// Any other statement, or a loop whose passes run in a frame of their own (`iterationFrame`: a closure
    /// captures their variables), which registers could not stand for.
    case never
    /// A loop not run yet.
    case undecided
    case general
    case typed

    init(_ kind: StmtKind) {
        switch kind {
        case .whileLoop(_, _, _, nil), .repeatLoop(_, _, _, nil), .forIn(_, _, _, _, _, nil): self = .undecided
        default: self = .never
        }
    }

    @inline(__always)
    var mayRunTyped: Bool { self == .undecided || self == .typed }
}

/// A loop compiled to the typed tier.
final class TypedLoop {
    let run: TypedStatementCode
    let variables: LoopVariables

    init(run: @escaping TypedStatementCode, variables: LoopVariables) {
        self.run = run
        self.variables = variables
    }
}

/// A loop's registers: one for each local of its frame and each global it uses, numbered as the compiler
/// meets them, and which of them hold a variable bound before the loop.
final class LoopVariables {
    struct Variable {
        let ref: VarRef
        let register: Int
        let scalar: Scalar
    }

    /// What `TypedCompiler` had made of the variables before it tried a statement, to go back to when the
    /// statement stays general.
    struct Checkpoint {
        fileprivate let registers: [Int: Int]
        fileprivate let outerCount: Int
    }

    private let world: TypeWorld
    /// Locals by slot (`slot`) and globals by index (`-1 - index`).
    private var registers: [Int: Int] = [:]
    /// The variables bound before the loop, while it is compiled; then kept in `sealedOuter`, which the
    /// loop reads around every call without retaining an array. `sealedAll` adds the loop's own locals.
    private var outer: [Variable] = []
    private var sealedOuter = UnsafeMutableBufferPointer<Variable>(start: nil, count: 0)
    private var sealedAll = UnsafeMutableBufferPointer<Variable>(start: nil, count: 0)
    /// The register after the variables', which holds the loop's frame (unretained: the loop's `exec`
    /// holds it while the loop runs) for the calls and general statements that write variables back.
    private(set) var frameRegister = 0
    /// Set when a statement of the loop runs on the general path: a closure it makes in a nested loop may
    /// read the loop's own locals from the frame, so every call writes them back too.
    var runsGeneralStatements = false
    var registerCount: Int { frameRegister + 1 }

    init(world: TypeWorld) {
        self.world = world
    }

    deinit {
        sealedOuter.deallocate()
        sealedAll.deallocate()
    }

    func register(_ ref: VarRef) throws -> Int {
        let key: Int
        switch ref {
        case .local(hops: 0, let index): key = index
        case .global(let index): key = -1 - index
        case .local: throw TypedCompiler.NotTyped()
        }
        if let known = registers[key] { return known }
        let index = registers.count
        registers[key] = index
        return index
    }

    /// A variable the loop reads or writes before binding it: it was bound before the loop. A global with
    /// `willSet` or `didSet` is not one: its assignments run code.
    func bindBeforeLoop(_ ref: VarRef, register: Int, holding scalar: Scalar) throws {
        if let known = outer.first(where: { $0.register == register }) {
            guard known.scalar == scalar else { throw TypedCompiler.NotTyped() }
            return
        }
        if case .global(let index) = ref, world.globalObservers[index] != nil { throw TypedCompiler.NotTyped() }
        outer.append(Variable(ref: ref, register: register, scalar: scalar))
    }

    var checkpoint: Checkpoint { Checkpoint(registers: registers, outerCount: outer.count) }

    func restore(_ checkpoint: Checkpoint) {
        registers = checkpoint.registers
        outer.removeLast(outer.count - checkpoint.outerCount)
    }

    /// The compile is over: `scalars` is what each register holds once bound (a slot is one variable's).
    func seal(scalars: [Scalar?]) {
        var all = outer
        for (key, register) in registers where register < scalars.count {
            guard let scalar = scalars[register] else { continue }
            all.append(Variable(ref: key >= 0 ? .local(hops: 0, index: key) : .global(index: -1 - key), register: register, scalar: scalar))
        }
        sealedOuter = .allocate(capacity: outer.count)
        _ = sealedOuter.initialize(from: outer)
        sealedAll = .allocate(capacity: all.count)
        _ = sealedAll.initialize(from: all)
        outer = []
        frameRegister = registers.count
    }

    @inline(__always)
    func frame(in registers: Registers) -> Frame {
        Unmanaged<Frame>.fromOpaque(UnsafeRawPointer(bitPattern: registers[frameRegister]).unsafelyUnwrapped).takeUnretainedValue()
    }

    /// The variables bound before the loop into their registers; false when one does not hold its scalar
    /// (not bound yet).
    @inline(__always)
    func load(into registers: Registers, from frame: Frame, _ interpreter: Interpreter) -> Bool {
        LoopVariables.load(sealedOuter, into: registers, from: frame, interpreter)
    }

    /// Their registers back into them.
    @inline(__always)
    func store(from registers: Registers, into frame: Frame, _ interpreter: Interpreter) {
        LoopVariables.store(sealedOuter, from: registers, into: frame, interpreter)
    }

    /// What a call may see: the variables bound before the loop, and its own locals when general
    /// statements may have made closures that read them.
    @inline(__always)
    func loadAfterCall(into registers: Registers, from frame: Frame, _ interpreter: Interpreter) {
        if runsGeneralStatements { return loadAll(into: registers, from: frame, interpreter) }
        _ = load(into: registers, from: frame, interpreter)
    }

    @inline(__always)
    func storeBeforeCall(from registers: Registers, into frame: Frame, _ interpreter: Interpreter) {
        if runsGeneralStatements { return storeAll(from: registers, into: frame, interpreter) }
        store(from: registers, into: frame, interpreter)
    }

    /// Every variable with a register, the loop's own locals too, read again after a statement the general
    /// path ran (one it has not bound yet keeps its register).
    func loadAll(into registers: Registers, from frame: Frame, _ interpreter: Interpreter) {
        _ = LoopVariables.load(sealedAll, into: registers, from: frame, interpreter, stoppingAtUnbound: false)
    }

    func storeAll(from registers: Registers, into frame: Frame, _ interpreter: Interpreter) {
        LoopVariables.store(sealedAll, from: registers, into: frame, interpreter)
    }

    @inline(__always)
    private static func load(
        _ variables: UnsafeMutableBufferPointer<Variable>, into registers: Registers, from frame: Frame, _ interpreter: Interpreter,
        stoppingAtUnbound: Bool = true
    ) -> Bool {
        for variable in variables {
            if let word = variable.scalar.word(of: interpreter.load(variable.ref, frame)) {
                registers[variable.register] = word
            } else if stoppingAtUnbound {
                return false
            }
        }
        return true
    }

    @inline(__always)
    private static func store(
        _ variables: UnsafeMutableBufferPointer<Variable>, from registers: Registers, into frame: Frame, _ interpreter: Interpreter
    ) {
        for variable in variables {
            let value = variable.scalar.value(of: registers[variable.register])
            switch variable.ref {
            case .local(_, let index): if index < frame.slots.count { frame.slots[index] = value }
            case .global(let index): if index < interpreter.globals.count { interpreter.globals[index] = value }
            }
        }
    }
}

/// The typed loop whose own code is running now: set while it runs, cleared while anything else runs
/// (a call, a statement of the general path, a `deinit`), which then sees the variables written back.
struct ActiveTypedLoop {
    let variables: Unmanaged<LoopVariables>
    let registers: Registers
}

extension TypedCompiler {
    /// A loop statement's typed form, or nil when it stays on the general path. The loop itself must be
    /// typed (its conditions, its range); a statement inside it that is not is run by `exec` (see
    /// `generalStatement`).
    static func compileLoop(_ stmt: Stmt, world: TypeWorld) -> TypedLoop? {
        let variables = LoopVariables(world: world)
        var compiler = TypedCompiler(world: world, result: nil, registerCount: 0, slots: [], loop: variables)
        guard let run = try? compiler.typedStatement(stmt) else { return nil }
        variables.seal(scalars: compiler.slots)
        return TypedLoop(run: run, variables: variables)
    }

    /// In a loop, a statement the typed tier does not know is run by `exec` in the loop's frame, the
    /// variables in registers written back before and read again after. Not one that may `return`, or leave
    /// for a label outside the loop: its completion could not be told to the loop.
    mutating func generalStatement(_ stmt: Stmt) throws -> TypedStatementCode {
        guard let loop, TypedCompiler.completesWithin(stmt, labels: Set(labels)) else { throw NotTyped() }
        try bindScalars(boundBy: stmt)
        loop.runsGeneralStatements = true
        let labels = self.labels
        return { i, r in try i.runGeneralStatement(stmt, in: loop, r, labels: labels) }
    }

    /// `let n = names.count`, `guard let k = Int(text) else { … }`: a scalar the general statement binds
    /// for the statements after it has a register, read again after the statement runs.
    private mutating func bindScalars(boundBy stmt: Stmt) throws {
        switch stmt.kind {
        case .bind(let ref, let e?):
            guard case .local(hops: 0, _) = ref, let scalar = Scalar(e.type, in: world) else { return }
            bind(try register(ref), to: scalar)
        case .guardStmt(let conditions, _):
            for case .optionalBinding(let ref, let e) in conditions {
                guard case .local(hops: 0, _) = ref, let payload = e.type.optionalPayload, let scalar = Scalar(payload, in: world)
                else { continue }
                bind(try register(ref), to: scalar)
            }
        default: break
        }
    }

    /// Whether every way `stmt` can complete is one the loop understands: normally, or by a `break` or
    /// `continue` of a loop inside it, of the loop itself, or of one of `labels`.
    static func completesWithin(_ stmt: Stmt, labels: Set<String>) -> Bool {
        func within(_ body: [Stmt], _ labels: Set<String>) -> Bool { body.allSatisfy { completesWithin($0, labels: labels) } }
        func adding(_ label: String?) -> Set<String> { label.map { labels.union([$0]) } ?? labels }
        switch stmt.kind {
        case .ret: return false
        case .breakStmt(let label), .continueStmt(let label): return label.map(labels.contains) ?? true
        case .whileLoop(_, let body, let label, _), .repeatLoop(let body, _, let label, _), .forIn(_, _, _, let body, let label, _):
            return within(body, adding(label))
        case .switchStmt(_, let cases, let label): return cases.allSatisfy { within($0.body, adding(label)) }
        case .labeledBlock(let label, let body, _): return within(body, adding(label))
        case .ifStmt(_, let body, let elseBody): return within(body, labels) && within(elseBody ?? [], labels)
        case .guardStmt(_, let body), .block(let body), .deferScope(let body), .deferStmt(let body): return within(body, labels)
        case .doCatch(let body, let cases): return within(body, labels) && cases.allSatisfy { within($0.body, labels) }
        default: return true
        }
    }
}

extension Interpreter {
    /// Runs a loop on the typed tier, or answers nil for `exec` to run it on the general path.
    func runTypedLoop(_ stmt: Stmt, _ frame: Frame) throws -> Completion? {
        if stmt.loopTier == .undecided {
            stmt.typedLoop = TypedCompiler.compileLoop(stmt, world: world)
            stmt.loopTier = stmt.typedLoop == nil ? .general : .typed
        }
        guard let loop = stmt.typedLoop else { return nil }
        // What `exec` does first, before the variables are read: a `deinit` may change them.
        if !deinits.pending.isEmpty { try drainDeinits() }
        let variables = loop.variables
        // Registers of its own rather than a window of the typed tier's stack: a general statement may
        // `await`, and the tasks that run meanwhile take and give back windows of that stack.
        let registers = Registers.allocate(capacity: variables.registerCount)
        defer { registers.deallocate() }
        // The loop's own locals are written back before a general statement, bound or not: zero, not garbage.
        registers.initialize(repeating: 0, count: variables.registerCount)
        guard variables.load(into: registers, from: frame, self) else { return nil }
        registers[variables.frameRegister] = Int(bitPattern: Unmanaged.passUnretained(frame).toOpaque())
        let enclosing = activeTypedLoop
        activeTypedLoop = ActiveTypedLoop(variables: Unmanaged.passUnretained(variables), registers: registers)
        defer { activeTypedLoop = enclosing }
        let completion: TypedCompletion
        do {
            // Written back however the loop ends, a throw included.
            defer { variables.store(from: registers, into: frame, self) }
            completion = try loop.run(self, registers)
        }
        // Labels are the loop's own (a `break` or `continue` of an enclosing loop keeps it general), and
        // only a `return` without a value compiles.
        if case .returned = completion { return .returned(.void) }
        return .normal
    }

    /// A call from a loop of the general path running typed: the callee sees the loop's variables as they
    /// are, and the loop sees what the callee left in them, even when it throws.
    func callSharingLoopVariables(_ call: IntCode, _ variables: LoopVariables, _ registers: Registers) throws -> Int {
        let active = activeTypedLoop
        let frame = variables.frame(in: registers)
        variables.storeBeforeCall(from: registers, into: frame, self)
        activeTypedLoop = nil
        defer {
            activeTypedLoop = active
            variables.loadAfterCall(into: registers, from: frame, self)
        }
        return try call(self, registers)
    }

    /// A statement of a typed loop that the general path runs (see `TypedCompiler.generalStatement`).
    func runGeneralStatement(_ stmt: Stmt, in variables: LoopVariables, _ registers: Registers, labels: [String]) throws -> TypedCompletion
    {
        let active = activeTypedLoop
        let frame = variables.frame(in: registers)
        variables.storeAll(from: registers, into: frame, self)
        let completion: Completion
        do {
            activeTypedLoop = nil
            defer {
                activeTypedLoop = active
                variables.loadAll(into: registers, from: frame, self)
            }
            completion = try exec(stmt, frame)
        }
        func number(_ label: String?) -> Int { label.flatMap { labels.firstIndex(of: $0) }.map { $0 + 1 } ?? 0 }
        switch completion {
        case .broke(let label): return .broke(number(label))
        case .continued(let label): return .continued(number(label))
        default: return .normal
        }
    }

    /// Pending `deinit`s, run before a statement: inside a typed loop's own code, with its variables
    /// written back first and read again after (a `deinit` may read or change them).
    func drainDeinitsBeforeStatement() throws {
        guard let active = activeTypedLoop else { return try drainDeinits() }
        let variables = active.variables.takeUnretainedValue()
        let frame = variables.frame(in: active.registers)
        variables.storeAll(from: active.registers, into: frame, self)
        activeTypedLoop = nil
        defer {
            activeTypedLoop = active
            variables.loadAll(into: active.registers, from: frame, self)
        }
        try drainDeinits()
    }
}
