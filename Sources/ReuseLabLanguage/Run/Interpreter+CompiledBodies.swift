/// Plain functions (see `Interpreter+DirectCalls.swift`) run from closures made from their checked body on
/// their first call, instead of switching over the IR on every node. Reading an `ExprKind` or `StmtKind` case
/// retains everything in its payload and releases it after, and recursive code (`fib`) spent two thirds of its
/// time in that reference counting. The closures are made once and hold what each node needs.
///
/// Only the nodes that such code is made of are compiled: integer and Boolean literals, a local of the
/// function's own frame, operators, ternaries, `if` over Boolean conditions, `return`, expression statements and
/// calls of other plain functions (a function of `Int`s, `Double`s and `Bool`s goes further: see `TypedTier.swift`). Every other node is run by `eval` or `exec` as before, so a compiled body means
/// exactly what the interpreted one does: each statement drains pending `deinit`s, takes a step and records
/// its location first, and each call counts one step and one level of depth.
typealias CompiledExpr = (Interpreter, Frame) throws -> Value
typealias CompiledStmt = (Interpreter, Frame) throws -> Completion
/// A condition, answered as a `Bool` rather than a `Value` to unwrap (see `BodyCompiler+Integers.swift`).
typealias CompiledTest = (Interpreter, Frame) throws -> Bool
/// Evaluates a call's arguments in the caller's frame into the callee's first slots.
typealias CompiledArguments = (Interpreter, _ caller: Frame, _ callee: Frame) throws -> Void

/// A compiled statement or expression kept in an array. A closure put straight into an array (or through
/// `map`, `??` or any other generic code) is stored behind a thunk that passes its arguments and result
/// indirectly, and calling it went through one or two such thunks: a fifth of `fib`'s time. Wrapped in a
/// struct, it stays as it was made. The compiler below never lets a closure pass through generic code.
struct CompiledStatement {
    let run: CompiledStmt
}

struct CompiledExpression {
    let evaluate: CompiledExpr
}

struct CompiledCondition {
    let holds: CompiledTest
}

/// A body made into one closure, kept on its declaration (see `FuncDecl.compiledBody`).
final class CompiledBody {
    let run: CompiledStmt

    init(_ source: [Stmt]) {
        run = BodyCompiler.block(source)
    }
}

extension FuncDecl {
    /// The body as closures, made on the first call (setting `body` forgets them).
    @inline(__always)
    func compiledBody(_ body: [Stmt]) -> CompiledBody {
        if let compiled = compiledBodyCache { return compiled }
        let compiled = CompiledBody(body)
        compiledBodyCache = compiled
        return compiled
    }
}

extension Interpreter {
    /// What `exec` does before any statement.
    @inline(__always)
    func beginStatement(at loc: SourceLoc) throws {
        if !deinits.pending.isEmpty { try drainDeinitsBeforeStatement() }
        try tick(loc)
        lastLoc = loc
    }

    /// Runs compiled statements as `run(_:in:)` runs checked ones.
    @inline(__always)
    func run(_ statements: [CompiledStatement], in frame: Frame) throws -> Completion {
        // Called in place from the array's storage: a `for` loop copied each closure out, retaining it.
        try statements.withUnsafeBufferPointer { statements in
            for index in statements.indices {
                let completion = try statements[index].run(self, frame)
                if case .normal = completion { continue }
                return completion
            }
            return .normal
        }
    }

    /// `callPlainFunction` with compiled arguments.
    func callPlainFunction(_ fn: FuncDecl, passing arguments: CompiledArguments, loc: SourceLoc, caller: Frame) throws -> Value {
        fn.checkBodyIfPending()
        // A `let` handed on at the end rather than a `var` released in a `defer`: every use of the `var`
        // (each closure given the frame) retained and released it.
        let frame = makePlainCallFrame(size: fn.frameSize)
        let result: Value
        do {
            result = try runPlainCall(fn, in: frame, passing: arguments, loc: loc, caller: caller)
        } catch {
            releaseCallFrame(consume frame)
            throw error
        }
        releaseCallFrame(consume frame)
        return result
    }

    @inline(__always)
    private func runPlainCall(
        _ fn: FuncDecl, in frame: Frame, passing arguments: CompiledArguments, loc: SourceLoc, caller: Frame
    ) throws -> Value {
        try arguments(self, caller, frame)
        try tick(loc)
        try enterCall(loc)
        defer { leaveCall() }
        // The cache first: reading `body` to hand it over retained and released the array on every call. And
        // not retained: the declaration holds its compiled body for the whole call (only the checker sets
        // `body`, and a lazily checked prelude body is set before its first call, never during one).
        unowned(unsafe) let compiled: CompiledBody
        if let cached = fn.compiledBodyCache {
            compiled = cached
        } else if let body = fn.body {
            compiled = fn.compiledBody(body)
        } else {
            return .void
        }
        let completion = try compiled.run(self, frame)
        if case .returned(let v) = completion { return v }
        return .void
    }
}

extension Frame {
    /// A local of this frame as `eval` reads it.
    @inline(__always)
    func local(_ index: Int) -> Value {
        index < slots.count ? slots[index] : .none
    }

    /// An argument into its parameter's slot.
    @inline(__always)
    func pass(_ value: Value, at index: Int) {
        if index < slots.count { slots[index] = value }
    }
}

/// Makes the closures; anything it does not know is handed to `eval` or `exec` whole.
enum BodyCompiler {
    /// Statements run in order until one completes otherwise than normally. One or two statements (most
    /// bodies and branches) are called directly, without looping over an array.
    static func block(_ source: [Stmt]) -> CompiledStmt {
        switch source.count {
        case 0: return { _, _ in .normal }
        case 1: return statement(source[0])
        case 2:
            let first = statement(source[0])
            let second = statement(source[1])
            return { i, f in
                let completion = try first(i, f)
                guard case .normal = completion else { return completion }
                return try second(i, f)
            }
        default:
            var statements: [CompiledStatement] = []
            for stmt in source { statements.append(CompiledStatement(run: statement(stmt))) }
            return { i, f in try i.run(statements, in: f) }
        }
    }

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
            var tests: [Expr] = []
            for condition in conditions {
                guard case .boolean(let e) = condition else { return { i, f in try i.exec(stmt, f) } }
                tests.append(e)
            }
            let then = block(body)
            // No `else` runs as an empty one: `.normal`.
            let otherwise = block(elseBody ?? [])
            if tests.count == 1 {
                // One condition, the usual case: the closure holds it, where looping over an array retained it.
                let holds = test(tests[0])
                return { i, f in
                    try i.beginStatement(at: loc)
                    return try holds(i, f) ? then(i, f) : otherwise(i, f)
                }
            }
            var conditions: [CompiledCondition] = []
            for e in tests { conditions.append(CompiledCondition(holds: test(e))) }
            return { i, f in
                try i.beginStatement(at: loc)
                for condition in conditions {
                    if try condition.holds(i, f) { continue }
                    return try otherwise(i, f)
                }
                return try then(i, f)
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
            return { _, f in f.local(index) }
        case .binary(let op, let a, let b):
            if let left = Operand(a), let right = Operand(b) { return integerBinary(op, left, right, expr) }
            return binary(op, a, b, expr)
        case .ternary(let c, let a, let b):
            // `n < 2 ? n : fib(n - 1) + fib(n - 2)`, a one-expression body's usual shape.
            let holds = test(c)
            let then = expression(a)
            let otherwise = expression(b)
            return { i, f in try holds(i, f) ? then(i, f) : otherwise(i, f) }
        case .call(.function(let fn), let args, let bindings, _) where bindings.isEmpty:
            var written: [Expr] = []
            for case let a? in args { written.append(a) }
            // Whether every argument is written and the callee is plain is asked at each call, as `evalCall`
            // does (`isPlainCall`); the count of arguments is all it needs of them.
            let everyArgumentWritten = written.count == args.count
            let count = written.count
            let pass = passing(written)
            let loc = expr.loc
            return { i, f in
                guard everyArgumentWritten, fn.params.count == count, fn.isPlainFunction else { return try i.eval(expr, f) }
                let result: Value
                if let typed = i.typedBody(of: fn) {
                    result = try i.callTypedBody(typed, of: fn, args: args, loc: loc, caller: f)
                } else {
                    result = try i.callPlainFunction(fn, passing: pass, loc: loc, caller: f)
                }
                if !i.deinits.pending.isEmpty { try i.drainDeinits() }
                return result
            }
        default:
            return { i, f in try i.eval(expr, f) }
        }
    }

    /// Any binary operation: both operands, then `binary`'s answer.
    static func binary(_ op: BinaryOp, _ a: Expr, _ b: Expr, _ expr: Expr) -> CompiledExpr {
        let left = expression(a)
        let right = expression(b)
        let loc = expr.loc
        return { i, f in
            let x = try left(i, f)
            let y = try right(i, f)
            // `binary`'s own first question, asked here to save the call on two Ints (`fib(n - 1) + fib(n - 2)`).
            if case .int(let m) = x, case .int(let n) = y, let result = try i.integerBinary(op, m, n, loc: loc) { return result }
            return try i.binary(op, x, y, expr)
        }
    }

    /// A condition: a comparison of Int locals and literals answers without a `Value` in between.
    static func test(_ e: Expr) -> CompiledTest {
        if case .binary(let op, let a, let b) = e.kind, op.isComparison, let left = Operand(a), let right = Operand(b) {
            return integerComparison(op, left, right, e)
        }
        let value = expression(e)
        return { i, f in try value(i, f).checkedBool() }
    }

    /// The arguments of a call, one closure each; one or two (most calls) without looping over an array.
    static func passing(_ arguments: [Expr]) -> CompiledArguments {
        switch arguments.count {
        case 0: return { _, _, _ in }
        case 1:
            let first = expression(arguments[0])
            return { i, caller, callee in callee.pass(try first(i, caller), at: 0) }
        case 2:
            let first = expression(arguments[0])
            let second = expression(arguments[1])
            return { i, caller, callee in
                callee.pass(try first(i, caller), at: 0)
                callee.pass(try second(i, caller), at: 1)
            }
        default:
            var compiled: [CompiledExpression] = []
            for a in arguments { compiled.append(CompiledExpression(evaluate: expression(a))) }
            return { i, caller, callee in
                try compiled.withUnsafeBufferPointer { compiled in
                    for index in compiled.indices { callee.pass(try compiled[index].evaluate(i, caller), at: index) }
                }
            }
        }
    }
}
