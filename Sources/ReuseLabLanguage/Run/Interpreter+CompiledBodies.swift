/// Plain functions (see `Interpreter+DirectCalls.swift`) run from closures made from their checked body on
/// their first call, instead of switching over the IR on every node. Reading an `ExprKind` or `StmtKind` case
/// retains everything in its payload and releases it after, and recursive code (`fib`) spent two thirds of its
/// time in that reference counting. The closures are made once and hold what each node needs.
///
/// Only the nodes that such code is made of are compiled: integer and Boolean literals, a local of the
/// function's own frame, operators, `if` over Boolean conditions, `return`, expression statements and calls of
/// other plain functions. Every other node is run by `eval` or `exec` as before, so a compiled body means
/// exactly what the interpreted one does: each statement drains pending `deinit`s, takes a step and records
/// its location first, and each call counts one step and one level of depth.
typealias CompiledExpr = (Interpreter, Frame) throws -> Value
typealias CompiledStmt = (Interpreter, Frame) throws -> Completion

/// A body made into closures, kept on its declaration (see `FuncDecl.compiledBody`).
final class CompiledBody {
    let statements: [CompiledStmt]
    /// The body it was made from: a declaration whose body is replaced makes a new one.
    let source: [Stmt]

    init(_ source: [Stmt]) {
        self.source = source
        statements = source.map(BodyCompiler.statement)
    }

    func isMade(from body: [Stmt]) -> Bool {
        source.withUnsafeBufferPointer { a in body.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count } }
    }
}

extension FuncDecl {
    /// The body as closures, made on the first call.
    func compiledBody(_ body: [Stmt]) -> CompiledBody {
        if let compiled = compiledBodyCache, compiled.isMade(from: body) { return compiled }
        let compiled = CompiledBody(body)
        compiledBodyCache = compiled
        return compiled
    }
}

extension Interpreter {
    /// What `exec` does before any statement.
    @inline(__always)
    func beginStatement(at loc: SourceLoc) throws {
        if !deinits.pending.isEmpty { try drainDeinits() }
        try tick(loc)
        lastLoc = loc
    }

    /// Runs compiled statements as `run(_:in:)` runs checked ones.
    @inline(__always)
    func run(_ statements: [CompiledStmt], in frame: Frame) throws -> Completion {
        // Called in place from the array's storage: a `for` loop copied each closure out, retaining it.
        try statements.withUnsafeBufferPointer { statements in
            for index in statements.indices {
                let completion = try statements[index](self, frame)
                if case .normal = completion { continue }
                return completion
            }
            return .normal
        }
    }

    /// `callPlainFunction` with compiled arguments.
    func callPlainFunction(_ fn: FuncDecl, compiledArgs: [CompiledExpr], loc: SourceLoc, caller: Frame) throws -> Value {
        fn.checkBodyIfPending()
        var frame = makeCallFrame(size: fn.frameSize, bindings: noGenericBindings)
        defer { releaseCallFrame(&frame) }
        for (i, argument) in compiledArgs.enumerated() {
            let v = try argument(self, caller)
            if i < frame.slots.count { frame.slots[i] = v }
        }
        try tick(loc)
        try enterCall(loc)
        defer { leaveCall() }
        guard let body = fn.body else { return .void }
        if case .returned(let v) = try run(fn.compiledBody(body).statements, in: frame) { return v }
        return .void
    }
}

/// Makes the closures; anything it does not know is handed to `eval` or `exec` whole.
enum BodyCompiler {
    static func statement(_ stmt: Stmt) -> CompiledStmt {
        let loc = stmt.loc
        switch stmt.kind {
        case .expression(let e):
            let value = expression(e)
            return { i, f in
                try i.beginStatement(at: loc)
                _ = try value(i, f)
                return .normal
            }
        case .ret(let e?):
            let value = expression(e)
            return { i, f in
                try i.beginStatement(at: loc)
                return .returned(try value(i, f))
            }
        case .ifStmt(let conditions, let body, let elseBody):
            var tests: [CompiledExpr] = []
            for condition in conditions {
                guard case .boolean(let e) = condition else { return { i, f in try i.exec(stmt, f) } }
                tests.append(expression(e))
            }
            let then = body.map(statement)
            let otherwise = elseBody?.map(statement)
            if tests.count == 1, let test = tests.first {
                // One condition, the usual case: the closure holds it, where looping over the array retained it.
                return { i, f in
                    try i.beginStatement(at: loc)
                    if try test(i, f).checkedBool() { return try i.run(then, in: f) }
                    guard let otherwise else { return .normal }
                    return try i.run(otherwise, in: f)
                }
            }
            return { i, f in
                try i.beginStatement(at: loc)
                for test in tests {
                    if try test(i, f).checkedBool() { continue }
                    guard let otherwise else { return .normal }
                    return try i.run(otherwise, in: f)
                }
                return try i.run(then, in: f)
            }
        default:
            return { i, f in try i.exec(stmt, f) }
        }
    }

    static func expression(_ expr: Expr) -> CompiledExpr {
        switch expr.kind {
        case .intLiteral(let n):
            let value = Value.int(n)
            return { _, _ in value }
        case .boolLiteral(let b):
            let value = Value.bool(b)
            return { _, _ in value }
        case .variable(.local(hops: 0, let index)):
            return { _, f in index < f.slots.count ? f.slots[index] : .none }
        case .binary(let op, let a, let b):
            let left = expression(a)
            let right = expression(b)
            return { i, f in
                let x = try left(i, f)
                let y = try right(i, f)
                return try i.binary(op, x, y, expr)
            }
        case .call(.function(let fn), let args, let bindings, _) where bindings.isEmpty:
            let arguments = args.compactMap { $0.map(expression) }
            return { i, f in
                // Whether the call is plain is asked at each call, as `evalCall` does.
                guard i.isPlainCall(fn, args: args) else { return try i.eval(expr, f) }
                let result = try i.callPlainFunction(fn, compiledArgs: arguments, loc: expr.loc, caller: f)
                if !i.deinits.pending.isEmpty { try i.drainDeinits() }
                return result
            }
        default:
            return { i, f in try i.eval(expr, f) }
        }
    }
}
