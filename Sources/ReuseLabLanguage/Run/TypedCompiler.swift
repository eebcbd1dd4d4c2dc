/// Compiles a plain function's checked body to the typed tier (see `TypedTier.swift`), or finds that it
/// cannot: anything it does not know throws `NotTyped`, and the function stays on the general path whole.
///
/// It trusts the checker's types but checks that they hang together: each slot holds one scalar from its
/// binding on (a parameter's type, a `let`'s or `var`'s initial value), every read and write of it agrees,
/// and every operator's operands are the scalar it works on. Only locals of the function's own frame are
/// registers; a global, a captured variable or a local bound without a value keeps the function general.
/// A loop the general path runs is compiled here too, alone, with its globals as registers (`TypedLoops.swift`).
///
/// As in `BodyCompiler`, no closure passes through generic code (an `Optional`, an array, `map`): it would
/// be stored behind a reabstraction thunk, called through on every use.
struct TypedCompiler {
    /// Why a body stays on the general path.
    struct NotTyped: Error {}

    let world: TypeWorld
    /// The function's result; nil for `Void`.
    let result: Scalar?
    let registerCount: Int
    /// What each slot holds at the point being compiled (nil: nothing bound yet).
    var slots: [Scalar?]
    /// Loop labels, numbered from 1 in the order met (0 is "no label").
    var labels: [String] = []
    /// Set when compiling a loop the general path runs (see `TypedLoops.swift`): its registers stand for
    /// the frame's locals and the globals it uses, numbered as met. Nil for a function's body.
    var loop: LoopVariables? = nil

    /// The typed body of `fn`, or nil when it must run on the general path.
    static func compile(_ fn: FuncDecl, world: TypeWorld) -> TypedBody? {
        guard fn.isPlainFunction, !fn.isAsync, let body = fn.body, let signature = TypedSignature(fn, in: world) else { return nil }
        let (parameters, result) = (signature.parameters, signature.result)
        let registerCount = max(fn.frameSize, parameters.count, 1)
        var compiler = TypedCompiler(
            world: world, result: result, registerCount: registerCount,
            slots: Array(repeating: nil, count: registerCount))
        for (index, scalar) in parameters.enumerated() { compiler.slots[index] = scalar }
        guard let run = try? compiler.block(body) else { return nil }
        return TypedBody(run: run, registerCount: registerCount, parameters: parameters, result: result)
    }

    /// The scalar an expression's checked type is.
    func scalar(_ e: Expr) throws -> Scalar {
        guard let scalar = Scalar(e.type, in: world) else { throw NotTyped() }
        return scalar
    }

    /// The register of a local of the function's own frame (in a loop, of the frame it runs in).
    func register(_ ref: VarRef) throws -> Int {
        if let loop { return try loop.register(ref) }
        guard case .local(hops: 0, let index) = ref, index < registerCount else { throw NotTyped() }
        return index
    }

    /// A register read or written as `scalar`: it must hold one already. In a loop, a variable bound
    /// before it (a global, or a local of its frame) holds what its type says, checked as the loop starts.
    func register(_ ref: VarRef, holding scalar: Scalar) throws -> Int {
        guard let loop else {
            let index = try register(ref)
            guard slots[index] == scalar else { throw NotTyped() }
            return index
        }
        let index = try loop.register(ref)
        if index < slots.count, let held = slots[index] {
            guard held == scalar else { throw NotTyped() }
            return index
        }
        try loop.bindBeforeLoop(ref, register: index, holding: scalar)
        return index
    }

    /// From here on, the register holds `scalar` (a loop's registers are added as they are met).
    mutating func bind(_ index: Int, to scalar: Scalar) {
        if index >= slots.count { slots.append(contentsOf: repeatElement(nil, count: index - slots.count + 1)) }
        slots[index] = scalar
    }

    func labelNumber(_ label: String?) -> Int {
        guard let label else { return 0 }
        return labels.firstIndex(of: label).map { $0 + 1 } ?? -1
    }

    // MARK: Statements

    /// Statements run in order until one completes otherwise than normally; one or two without an array.
    mutating func block(_ source: [Stmt]) throws -> TypedStatementCode {
        switch source.count {
        case 0: return { _, _ in .normal }
        case 1: return try statement(source[0])
        case 2:
            let first = try statement(source[0])
            let second = try statement(source[1])
            return { i, r in
                let completion = try first(i, r)
                guard case .normal = completion else { return completion }
                return try second(i, r)
            }
        default:
            var statements: [TypedStatement] = []
            for stmt in source { statements.append(TypedStatement(run: try statement(stmt))) }
            return { i, r in
                try statements.withUnsafeBufferPointer { statements in
                    for index in statements.indices {
                        let completion = try statements[index].run(i, r)
                        if case .normal = completion { continue }
                        return completion
                    }
                    return .normal
                }
            }
        }
    }

    /// A statement of the body; in a loop (see `TypedLoops.swift`), one the typed tier does not know runs on
    /// the general path, everything its attempt registered forgotten.
    mutating func statement(_ stmt: Stmt) throws -> TypedStatementCode {
        guard let loop else { return try typedStatement(stmt) }
        let (slotsBefore, labelsBefore, variablesBefore) = (slots, labels, loop.checkpoint)
        do {
            return try typedStatement(stmt)
        } catch {
            (slots, labels) = (slotsBefore, labelsBefore)
            loop.restore(variablesBefore)
            return try generalStatement(stmt)
        }
    }

    /// Each statement begins as `exec` begins one (`beginStatement`): pending `deinit`s, a step, its location.
    mutating func typedStatement(_ stmt: Stmt) throws -> TypedStatementCode {
        let loc = stmt.loc
        switch stmt.kind {
        case .expression(let e):
            let effect = try self.effect(e)
            return { i, r in
                try i.beginStatement(at: loc)
                try effect(i, r)
                return .normal
            }
        case .bind(let ref, let e?):
            let index = try register(ref)
            let kind = try scalar(e)
            let value = try wordOperand(e)
            bind(index, to: kind)
            return { i, r in
                try i.beginStatement(at: loc)
                r[index] = try value.value(i, r)
                return .normal
            }
        case .ret(nil):
            guard result == nil else { throw NotTyped() }
            return { i, _ in
                try i.beginStatement(at: loc)
                return .returned(0)
            }
        case .ret(let e?):
            guard let result, try scalar(e) == result else { throw NotTyped() }
            let value = try wordOperand(e)
            return { i, r in
                try i.beginStatement(at: loc)
                return .returned(try value.value(i, r))
            }
        case .ifStmt(let conditions, let body, let elseBody):
            let holds = try self.conditions(conditions)
            if elseBody?.isEmpty ?? true, let early = try earlyReturn(body) {
                // `if n < 2 { return n }`: the return runs here, not through a closure of its own.
                return { i, r in
                    try i.beginStatement(at: loc)
                    guard try holds.value(i, r) else { return .normal }
                    try i.beginStatement(at: early.loc)
                    return .returned(try early.value.value(i, r))
                }
            }
            let then = try block(body)
            guard let elseBody, !elseBody.isEmpty else {
                // `if n < 2 { return n }`: no empty `else` to call.
                return { i, r in
                    try i.beginStatement(at: loc)
                    return try holds.value(i, r) ? then(i, r) : .normal
                }
            }
            let otherwise = try block(elseBody)
            return { i, r in
                try i.beginStatement(at: loc)
                return try holds.value(i, r) ? then(i, r) : otherwise(i, r)
            }
        case .guardStmt(let conditions, let body):
            let holds = try self.conditions(conditions)
            if let early = try earlyReturn(body) {
                // `guard n >= 2 else { return n }`, as `if` above.
                return { i, r in
                    try i.beginStatement(at: loc)
                    if try holds.value(i, r) { return .normal }
                    try i.beginStatement(at: early.loc)
                    return .returned(try early.value.value(i, r))
                }
            }
            let otherwise = try block(body)
            return { i, r in
                try i.beginStatement(at: loc)
                return try holds.value(i, r) ? .normal : otherwise(i, r)
            }
        case .whileLoop(let conditions, let body, let label, nil):
            return try whileLoop(conditions, body, label: label, loc: loc)
        case .repeatLoop(let body, let condition, let label, nil):
            return try repeatLoop(body, condition, label: label, loc: loc)
        case .forIn(let pattern, let sequence, let whereClause, let body, let label, nil):
            return try forIn(pattern, sequence, whereClause, body, label: label, loc: loc)
        case .breakStmt(let label):
            let number = labelNumber(label)
            guard number >= 0 else { throw NotTyped() }
            return { i, _ in
                try i.beginStatement(at: loc)
                return .broke(number)
            }
        case .continueStmt(let label):
            let number = labelNumber(label)
            guard number >= 0 else { throw NotTyped() }
            return { i, _ in
                try i.beginStatement(at: loc)
                return .continued(number)
            }
        case .block(let body):
            let inner = try block(body)
            return { i, r in
                try i.beginStatement(at: loc)
                return try inner(i, r)
            }
        case .releaseLocals(let released):
            // Registers hold no objects: nothing to release, but the statement still takes its step. In a
            // loop, what its general statements bound in the frame is released there, as `exec` does.
            guard let loop, !released.isEmpty else {
                return { i, _ in
                    try i.beginStatement(at: loc)
                    return .normal
                }
            }
            return { i, r in
                try i.beginStatement(at: loc)
                let frame = loop.frame(in: r)
                for index in released where index < frame.slots.count { frame.slots[index] = .void }
                return .normal
            }
        default:
            throw NotTyped()
        }
    }

    /// A block that is one `return` of a value: where it is and what it returns.
    func earlyReturn(_ body: [Stmt]) throws -> (loc: SourceLoc, value: IntOperand)? {
        guard body.count == 1, case .ret(let e?) = body[0].kind, let result, try scalar(e) == result else { return nil }
        return (body[0].loc, try wordOperand(e))
    }

    /// `if`, `guard` and `while` conditions: Boolean ones only, all of them holding, left to right.
    func conditions(_ conditions: [Condition]) throws -> Test {
        guard case .boolean(let first)? = conditions.first else { throw NotTyped() }
        if conditions.count == 1 { return try test(first) }
        var holds = try bool(first)
        for condition in conditions.dropFirst() {
            guard case .boolean(let e) = condition else { throw NotTyped() }
            let earlier = holds
            let next = try bool(e)
            holds = { i, r in try earlier(i, r) ? next(i, r) : false }
        }
        return .code(holds)
    }
}

/// A compiled statement kept in an array (see `CompiledStatement`).
struct TypedStatement {
    let run: TypedStatementCode
}
