import Foundation
import ReuseLabSimulator

/// Runs checked code: a tree-walker over the typed IR, with a step budget and a call-depth limit so a
/// runaway program stops with a message instead of hanging or overflowing ReuseLab's own stack.
final class Interpreter {
    let world: TypeWorld
    var globals: [Value] = []
    var sim: Simulation!
    var limits: RunLimits
    var steps = 0
    /// Where each running call was made, innermost last: its count is the call depth, and a crash shows
    /// the learner's part of it as the chain of calls that led there (see `Interpreter+CallSites.swift`).
    var callSites: [SourceLoc] = []
    /// Indices in `callSites` of the calls UIKit made back into the learner's code (a data source's method).
    var uikitCallIndices: [Int] = []
    /// The index in `callSites` of queued work the run loop is running (see `Interpreter+RunLoop.swift`).
    var dispatchCallIndex: Int?
    var depth: Int { callSites.count }
    /// Resident memory when the entry began, and value growth since memory was last measured (see `ensureRoom`).
    var memoryBaseline = 0
    var grownSinceMemoryCheck = 0
    /// `shuffled()`, `Int.random(in:)`: seeded, restarted at each entry.
    var random = ScriptRandom()
    /// `UUID()` and `Date()`: a counter and a clock of the session's own, so output repeats.
    var foundationState = ScriptFoundationState()
    /// Below this stack address a call stops the run (0: unchecked); see `LargeStack`.
    var stackFloor: UInt = 0
    var output: (String) -> Void = { _ in }
    /// Set from another thread by Ctrl-C.
    /// Ctrl-C from the shell's watcher thread; shared with the Session, which outlives this interpreter.
    var interruptFlag: InterruptFlag {
        didSet { unretainedInterruptFlag = Unmanaged.passUnretained(interruptFlag) }
    }
    /// The same flag for `tick` to poll without retaining it: reading `interruptFlag` retained and released it
    /// on every 16th step, a few percent of a recursive function's time. `interruptFlag` keeps it alive.
    private(set) var unretainedInterruptFlag: Unmanaged<InterruptFlag>
    /// Work handed to `DispatchQueue`, waiting for the run loop to turn (`Interpreter+RunLoop.swift`).
    var queuedWork: [QueuedWork] = []
    /// Swift concurrency's tasks, parked on threads of their own between turns (`Natives+Concurrency.swift`).
    let concurrency = ConcurrencyState()
    /// Instances made so far, per class, so labels read `MyCell#1`, `MyCell#2` whatever else was made.
    var instanceCounts: [ObjectIdentifier: Int] = [:]
    var natives: [String: NativeFunction] = [:]
    let caches = RunCaches()
    /// Freed objects whose `deinit` runs at the next statement.
    let deinits = DeinitQueue()
    /// The parameters' final values of the last call of a function with inout parameters, for the caller to write back.
    var lastInoutValues: [Value] = []
    /// The frame property natives receive: they only read it (to describe values), so one empty frame
    /// serves them all instead of a new one per access.
    let propertyNativeFrame = Frame(size: 1, parent: nil)
    /// The file name as `#fileID` shows it in traps, by display name.
    var moduleOfFile: [String: String] = [:]
    /// Loads the UIKit unit that declares a class a nib or storyboard element makes (`<switch>` while the
    /// controls wait to be named: `SessionState.loadUIKitUnit(declaring:)`); nil when none does.
    var loadUIKitUnitDeclaring: (String) -> NominalDecl? = { _ in nil }
    /// Static stored properties' values, by declaration, once first read or set (kept here rather than on
    /// the declaration, so a world whose run-time half is rebuilt starts without them).
    var staticValues: [ObjectIdentifier: Value] = [:]
    /// Observed globals and `static` properties whose `willSet`/`didSet` is running: assigning one there sets it
    /// without its observers.
    var globalsInOwnObservers: Set<Int> = []
    var propertiesInOwnObservers: Set<ObjectIdentifier> = []
    /// The statement running now: where the Simulator's callbacks into learner code are reported.
    var lastLoc = SourceLoc.unknown
    /// The loop of the general path running on the typed tier whose own code runs now (see `TypedLoops.swift`).
    var activeTypedLoop: ActiveTypedLoop?

    init(world: TypeWorld, limits: RunLimits) {
        self.world = world
        self.limits = limits
        let flag = InterruptFlag()
        interruptFlag = flag
        unretainedInterruptFlag = Unmanaged.passUnretained(flag)
        registerNatives()
    }

    /// A declared run-time message, raised where the program stopped: the runtime's located form names the
    /// file and line as a swiftc-built program does.
    func fatal(_ message: Diagnostics.RuntimeMessage, at loc: SourceLoc) -> Trap {
        let text = message.printed(module: moduleOfFile[loc.file] ?? "main", file: loc.file, line: loc.line)
        var trap = Trap(kind: message.form == .limit ? .limit(text) : .swift(text), loc: loc)
        trap.messageID = message.id
        trap.callSites = callSites
        trap.uikitCallIndices = uikitCallIndices
        trap.dispatchCallIndex = dispatchCallIndex
        return trap
    }

    /// UIKit's exception, raised where the program stopped.
    func uikitTrap(_ exception: UIKitException, at loc: SourceLoc) -> Trap {
        var trap = Trap(kind: .uikit(exception), loc: loc)
        trap.callSites = callSites
        trap.uikitCallIndices = uikitCallIndices
        trap.dispatchCallIndex = dispatchCallIndex
        return trap
    }

    /// A `fatalError(_:)` or `preconditionFailure(_:)` called by Swift code: the same text, marked as a call.
    func fatalErrorCall(_ message: String, at loc: SourceLoc) -> Trap {
        var trap = fatal(Diagnostics.fatalErrorCalled(message), at: loc)
        trap.fatalErrorCallMessage = message
        return trap
    }

    // MARK: Statements

    /// The first case with a pattern that matches `value` and a `where` that holds; the cases after it run
    /// only through `fallthrough`.
    func firstMatchingCase(_ cases: [SwitchCase], _ value: Value, _ frame: Frame) throws -> Int? {
        for (index, c) in cases.enumerated() {
            for p in c.patterns where try match(p, value, frame) {
                if let g = c.guardExpr, try !eval(g, frame).checkedBool() { continue }
                return index
            }
        }
        return nil
    }

    func run(_ stmts: [Stmt], in frame: Frame) throws -> Completion {
        for s in stmts {
            let c = try exec(s, frame)
            if case .normal = c { continue }
            return c
        }
        return .normal
    }

    func exec(_ stmt: Stmt, _ frame: Frame) throws -> Completion {
        if stmt.loopTier.mayRunTyped, let completion = try runTypedLoop(stmt, frame) { return completion }
        if !deinits.pending.isEmpty { try drainDeinits() }
        try tick(stmt.loc)
        lastLoc = stmt.loc
        switch stmt.kind {
        case .expression(let e):
            _ = try eval(e, frame)
        case .bind(let ref, let value):
            try store(ref, value.map { try eval($0, frame) } ?? .none, frame)
        case .bindTuple(let refs, let value):
            guard case .tuple(let parts) = try eval(value, frame) else { return .normal }
            for (r, v) in zip(refs, parts) { if let r { try store(r, v, frame) } }
        case .bindPattern(let pattern, let value):
            _ = try match(pattern, try eval(value, frame), frame)
        case .ret(let e):
            return .returned(try e.map { try eval($0, frame) } ?? .void)
        case .ifStmt(let conditions, let body, let elseBody):
            if try test(conditions, frame) { return try run(body, in: frame) }
            if let elseBody { return try run(elseBody, in: frame) }
        case .guardStmt(let conditions, let body):
            if try !test(conditions, frame) { return try run(body, in: frame) }
        case .whileLoop(let conditions, let body, let label, let iterationFrame):
            if let size = iterationFrame { return try runWhileInFreshPasses(conditions, body, label: label, size: size, stmt, frame) }
            while try test(conditions, frame) {
                try tick(stmt.loc)
                if let exit = loopExit(try run(body, in: frame), label: label) { return exit }
            }
        case .repeatLoop(let body, let condition, let label, let iterationFrame):
            repeat {
                try tick(stmt.loc)
                let pass = iterationFrame == nil ? frame : Frame(size: iterationFrame!, parent: frame, isIteration: true)
                if let exit = loopExit(try run(body, in: pass), label: label) { return exit }
            } while try eval(condition, frame).checkedBool()
        case .forIn(let pattern, let sequence, let whereClause, let body, let label, let iterationFrame):
            let walked = try eval(sequence, frame)
            let seq = iterable(try zipPairs(walked, loc: stmt.loc).map(Value.array) ?? walked)
            var index = 0
            let lazyNext = try lazyIterator(seq)  // `for x in items.lazy.filter { … }`: one element at a time
            func element(_ i: Int) throws -> Value? {
                if let next = lazyNext { return try nextLazyElement(next, loc: stmt.loc) }
                switch seq {
                case .range(let lo, let hi): return lo + i < hi ? .int(lo + i) : nil
                case .array(let a): return i < a.count ? a[i] : nil
                case .dictionary(let d, let order):
                    guard i < order.count else { return nil }
                    return .tuple([keyValue(order[i]), d[order[i]] ?? .none])
                default: return nil
                }
            }
            while let v = try element(index) {
                index += 1
                try tick(stmt.loc)
                let pass = iterationFrame == nil ? frame : Frame(size: iterationFrame!, parent: frame, isIteration: true)
                guard try match(pattern, v, pass) else { continue }
                if let w = whereClause, try !eval(w, pass).checkedBool() { continue }
                if let exit = loopExit(try run(body, in: pass), label: label) { return exit }
            }
        case .switchStmt(let subject, let cases, let label):
            guard let first = try firstMatchingCase(cases, try eval(subject, frame), frame) else { break }
            for c in cases[first...] {
                let result = try run(c.body, in: frame)
                switch result {
                case .fellThrough: continue
                case .broke(let l) where l == nil || l == label: return .normal
                default: return result
                }
            }
        case .breakStmt(let label): return .broke(label)
        case .continueStmt(let label): return .continued(label)
        case .block(let body): return try run(body, in: frame)
        case .labeledBlock(let label, let body, let restarts): return try runLabeledBlock(label, body, restarts, frame)
        case .fallthroughStmt: return .fellThrough
        case .throwStmt, .doCatch, .deferScope, .deferStmt: return try execErrorFlow(stmt, frame)
        case .releaseLocals(let slots):
            for i in slots where i < frame.slots.count { frame.slots[i] = .void }
        }
        return .normal
    }

    /// What a loop does after one pass of its body: nil to go on, or how the loop itself ends.
    func loopExit(_ completion: Completion, label: String?) -> Completion? {
        switch completion {
        case .returned(let v): return .returned(v)
        case .broke(let l) where l == nil || l == label: return .normal
        case .broke(let l): return .broke(l)
        case .continued(let l) where l != nil && l != label: return .continued(l)
        default: return nil
        }
    }

    func keyValue(_ k: DictionaryKey) -> Value {
        switch k {
        case .int(let i): return .int(i)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .value(let h): return h.value
        }
    }

    func test(_ conditions: [Condition], _ frame: Frame) throws -> Bool {
        for c in conditions {
            switch c {
            case .boolean(let e):
                if try !eval(e, frame).checkedBool() { return false }
            case .optionalBinding(let ref, let e):
                let v = try eval(e, frame)
                if v.isNone { return false }
                try store(ref, v.unwrappedOnce, frame)
            case .matches(let p, let e):
                if try !match(p, eval(e, frame), frame) { return false }
            }
        }
        return true
    }

    func match(_ pattern: Pattern, _ value: Value, _ frame: Frame) throws -> Bool {
        switch pattern {
        case .wildcard: return true
        case .bind(let ref):
            try store(ref, value, frame)
            return true
        case .enumCase(let c, let subs):
            guard case .enumValue(let ev) = value, ev.caseDecl === c else { return false }
            for (s, v) in zip(subs, ev.payload) where try !match(s, v, frame) { return false }
            return true
        case .value(let e):
            return valuesEqual(try eval(e, frame), value)
        case .tuple(let subs):
            guard case .tuple(let parts) = value else { return false }
            for (s, v) in zip(subs, parts) where try !match(s, v, frame) { return false }
            return true
        case .isType(let t, let bind):
            let target = resolve(t, frame)
            guard isInstance(value, of: target) else { return false }
            if let bind { try store(bind, target.isExistential ? value : value.unerased, frame) }
            return true
        case .optionalSome(let p):
            if value.isNone { return false }
            return try match(p, value.unwrappedOnce, frame)
        case .cast(let t, let p):
            let target = resolve(t, frame)
            guard isInstance(value, of: target) else { return false }
            return try match(p, target.isExistential ? value : value.unerased, frame)
        case .guarded(let p, let condition):
            return try match(p, value, frame) && eval(condition, frame).checkedBool()
        case .inRange(let e):
            guard case .range(let lo, let hi) = try eval(e, frame) else { return false }
            let v = try value.unerased.checkedInt()
            return lo <= v && v < hi
        }
    }

    // MARK: Variables

    func frameAt(_ hops: Int, _ frame: Frame) -> Frame {
        var f = frame
        for _ in 0..<hops { f = f.parent ?? f }
        return f
    }

    func load(_ ref: VarRef, _ frame: Frame) -> Value {
        switch ref {
        case .local(let hops, let index):
            let f = hops == 0 ? frame : frameAt(hops, frame)
            return index < f.slots.count ? f.slots[index] : .none
        case .global(let index):
            return index < globals.count ? globals[index] : .none
        }
    }

    func store(_ ref: VarRef, _ value: Value, _ frame: Frame) throws {
        switch ref {
        case .local(let hops, let index):
            let f = hops == 0 ? frame : frameAt(hops, frame)
            if index >= f.slots.count { f.slots.append(contentsOf: Array(repeating: .none, count: index - f.slots.count + 1)) }
            f.slots[index] = value
        case .global(let index):
            if index >= globals.count { globals.append(contentsOf: Array(repeating: .none, count: index - globals.count + 1)) }
            globals[index] = value
        }
    }

    /// Replaces generic parameters by what this call bound them to.
    func resolve(_ type: SType, _ frame: Frame) -> SType {
        guard type.containsParams else { return type }
        return type.substituting { p in
            if let t = frame.binding(for: p) { return t }
            if let owner = p.selfOf { return owner.declaredType }
            if let s = p.superclassBound { return s }
            return nil
        }
    }
}

typealias NativeFunction = (Interpreter, NativeCall) throws -> Value

/// What a native function receives.
struct NativeCall {
    let receiver: Value
    let args: [Value]
    let frame: Frame
    let loc: SourceLoc
    /// The declaration's parameters, which name `args` (see `NativeArguments.swift`), and its native key.
    let parameters: [ParamDecl]
    let key: String
    private let explicitBindings: [ObjectIdentifier: SType]?

    /// nil `bindings`: the frame's, worked out only if the native asks (binding `Self` costs more than
    /// most natives do).
    init(
        receiver: Value, args: [Value], frame: Frame, loc: SourceLoc, bindings: [ObjectIdentifier: SType]?,
        parameters: [ParamDecl] = [], key: String = ""
    ) {
        self.receiver = receiver
        self.args = args
        self.frame = frame
        self.loc = loc
        self.parameters = parameters
        self.key = key
        self.explicitBindings = bindings
    }

    var bindings: [ObjectIdentifier: SType] { explicitBindings ?? frame.resolvedBindings }

    func arg(_ i: Int) -> Value { i < args.count ? args[i] : .none }
    /// What a mutating native leaves as `self`: the caller writes it back to the receiver's place.
    func setReceiver(_ value: Value) { frame.slots[0] = value }
}
