/// Loops the general path runs (a script's top level, a REPL entry, a function that is not typed as a
/// whole) on the typed tier, when the loop alone is made of what `TypedCompiler` knows. The variables it
/// uses that were bound before it (globals, and locals of the frame it runs in) are loaded into registers
/// as it starts, each checked to hold the scalar its type says (or the loop runs on the general path), and
/// written back as it ends, however it ends (a trap, an error thrown by a call, Ctrl-C, a limit).
///
/// In between, only a call can run other code that sees them (a function reading a global, a closure it
/// calls writing a captured local): around each call they are written back and read again. A `deinit`
/// queued inside a call runs before the call returns (`callGeneral`), and the scalar operators between
/// calls free nothing, so no `deinit` runs with a stale variable either. The loop keeps every step, trap
/// text and location of the general path: they are the typed tier's (see `TypedTier.swift`).

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
    struct Outer {
        let ref: VarRef
        let register: Int
        let scalar: Scalar
    }

    private let world: TypeWorld
    /// Locals by slot (`slot`) and globals by index (`-1 - index`).
    private var registers: [Int: Int] = [:]
    /// The variables bound before the loop, while it is compiled; then kept in `sealed`, which the loop
    /// reads around every call without retaining an array.
    private var outer: [Outer] = []
    private var sealed = UnsafeMutableBufferPointer<Outer>(start: nil, count: 0)
    var registerCount: Int { max(registers.count, 1) }

    init(world: TypeWorld) {
        self.world = world
    }

    deinit {
        sealed.deallocate()
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
        outer.append(Outer(ref: ref, register: register, scalar: scalar))
    }

    /// The compile is over: the variables bound before the loop are all known.
    func seal() {
        sealed = .allocate(capacity: outer.count)
        _ = sealed.initialize(from: outer)
        outer = []
    }

    /// The variables into their registers; false when one does not hold its scalar (not bound yet).
    @inline(__always)
    func load(into registers: Registers, from frame: Frame, _ interpreter: Interpreter) -> Bool {
        for variable in sealed {
            guard let word = variable.scalar.word(of: interpreter.load(variable.ref, frame)) else { return false }
            registers[variable.register] = word
        }
        return true
    }

    /// The registers back into the variables.
    @inline(__always)
    func store(from registers: Registers, into frame: Frame, _ interpreter: Interpreter) {
        for variable in sealed {
            let value = variable.scalar.value(of: registers[variable.register])
            switch variable.ref {
            case .local(_, let index): if index < frame.slots.count { frame.slots[index] = value }
            case .global(let index): if index < interpreter.globals.count { interpreter.globals[index] = value }
            }
        }
    }
}

extension TypedCompiler {
    /// A loop statement's typed form, or nil when it stays on the general path.
    static func compileLoop(_ stmt: Stmt, world: TypeWorld) -> TypedLoop? {
        let variables = LoopVariables(world: world)
        var compiler = TypedCompiler(world: world, result: nil, registerCount: 0, slots: [], loop: variables)
        guard let run = try? compiler.statement(stmt) else { return nil }
        variables.seal()
        return TypedLoop(run: run, variables: variables)
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
        let registers = caches.registers.take(variables.registerCount)
        defer { caches.registers.give(back: registers) }
        guard variables.load(into: registers, from: frame, self) else { return nil }
        let enclosing = typedLoopFrame
        typedLoopFrame = Unmanaged.passUnretained(frame)
        defer { typedLoopFrame = enclosing }
        let completion: TypedCompletion
        do {
            completion = try loop.run(self, registers)
        } catch {
            variables.store(from: registers, into: frame, self)
            throw error
        }
        variables.store(from: registers, into: frame, self)
        // Labels are the loop's own (a `break` or `continue` of an enclosing loop keeps it general), and
        // only a `return` without a value compiles.
        if case .returned = completion { return .returned(.void) }
        return .normal
    }

    /// A call from a loop of the general path running typed: the callee sees the loop's variables as they
    /// are, and the loop sees what the callee left in them, even when it throws.
    func callSharingLoopVariables(_ call: IntCode, _ variables: LoopVariables, _ registers: Registers) throws -> Int {
        // Not retained: the loop's `exec` holds its frame while the loop runs.
        guard let frame = typedLoopFrame?.takeUnretainedValue() else { return try call(self, registers) }
        variables.store(from: registers, into: frame, self)
        let word: Int
        do {
            word = try call(self, registers)
        } catch {
            _ = variables.load(into: registers, from: frame, self)
            throw error
        }
        _ = variables.load(into: registers, from: frame, self)
        return word
    }
}
