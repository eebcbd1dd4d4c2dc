/// Expressions on the typed tier, one closure type a scalar: `int`, `double` and `bool` each compile an
/// expression whose checked type is that scalar, `word` any of them as a register word, and `effect` an
/// expression statement. Operators answer as `binary` and `arithmetic` do on two values of the type, with
/// the same traps at the operator's location.
extension TypedCompiler {
    /// An operand read in place rather than through a closure of its own: `n`, `2`, `n - 1`. Each closure
    /// called is a call through a context and a forwarding thunk; a switch over these is cheaper, and
    /// arguments, returns and conditions are mostly of these shapes. A struct over a plain `Shape` rather
    /// than an enum with payloads: matching a payload copied it, retaining and releasing the closure in it.
    struct IntOperand {
        enum Shape { case register, literal, offset, code, combined }
        let shape: Shape
        /// The register read (`register`, `offset`).
        var index = 0
        /// The literal (`literal`, `offset`).
        var literal = 0
        /// `offset`'s operator and its location: `n - 1`, `i + 1`, `k * 2`.
        var op = BinaryOp.add
        var loc = SourceLoc.unknown
        /// Any other expression (for `word`, a Double's or a Bool's word); a placeholder for the other shapes.
        var code: IntCode = { _, _ in 0 }
        /// `combined`: `op` over `code` and this (`fib(n - 1) + fib(n - 2)`), without a closure of its own.
        var second: IntCode = { _, _ in 0 }

        static func register(_ index: Int) -> IntOperand { IntOperand(shape: .register, index: index) }
        static func literal(_ n: Int) -> IntOperand { IntOperand(shape: .literal, literal: n) }
        static func offset(_ op: BinaryOp, register: Int, literal: Int, _ loc: SourceLoc) -> IntOperand {
            IntOperand(shape: .offset, index: register, literal: literal, op: op, loc: loc)
        }
        static func code(_ code: @escaping IntCode) -> IntOperand { IntOperand(shape: .code, code: code) }
        static func combined(_ op: BinaryOp, _ first: @escaping IntCode, _ second: @escaping IntCode, _ loc: SourceLoc) -> IntOperand {
            IntOperand(shape: .combined, op: op, loc: loc, code: first, second: second)
        }

        var register: Int? { shape == .register ? index : nil }
        var literalValue: Int? { shape == .literal ? literal : nil }

        @inline(__always)
        func value(_ i: Interpreter, _ r: Registers) throws -> Int {
            switch shape {
            case .register: return r[index]
            case .literal: return literal
            case .offset: return try i.integerArithmetic(op, r[index], literal, loc: loc)
            case .code: return try code(i, r)
            case .combined:
                let a = try code(i, r)
                return try i.integerArithmetic(op, a, try second(i, r), loc: loc)
            }
        }
    }

    func intOperand(_ e: Expr) throws -> IntOperand {
        guard try scalar(e) == .int else { throw NotTyped() }
        switch e.kind {
        case .intLiteral(let n): return .literal(n)
        case .variable(let ref): return .register(try register(ref, holding: .int))
        case .binary(let op, let a, let b) where TypedCompiler.isIntArithmetic(op):
            let left = try intOperand(a)
            let right = try intOperand(b)
            if let index = left.register, let n = right.literalValue { return .offset(op, register: index, literal: n, e.loc) }
            if left.shape == .code, right.shape == .code { return .combined(op, left.code, right.code, e.loc) }
            return .code(try intArithmetic(op, left, right, loc: e.loc))
        default: return .code(try int(e))
        }
    }

    /// Any scalar expression as an operand giving its register word.
    func wordOperand(_ e: Expr) throws -> IntOperand {
        if try scalar(e) == .int { return try intOperand(e) }
        return .code(try word(e))
    }

    func int(_ e: Expr) throws -> IntCode {
        guard try scalar(e) == .int else { throw NotTyped() }
        switch e.kind {
        case .intLiteral(let n): return { _, _ in n }
        case .variable(let ref):
            let index = try register(ref, holding: .int)
            return { _, r in r[index] }
        case .binary(let op, let a, let b):
            return try intArithmetic(op, intOperand(a), intOperand(b), loc: e.loc)
        case .negate(let a):
            let operand = try intOperand(a)
            let loc = e.loc
            return { i, r in
                let (negated, overflow) = 0.subtractingReportingOverflow(try operand.value(i, r))
                if overflow { try i.stop(i.overflow(loc)) }
                return negated
            }
        case .ternary(let c, let a, let b):
            // `n < 2 ? n : fib(n - 1) + fib(n - 2)`: the condition and the branches read in place.
            let holds = try test(c)
            let then = try intOperand(a)
            let otherwise = try intOperand(b)
            return { i, r in try holds.value(i, r) ? then.value(i, r) : otherwise.value(i, r) }
        case .call(.function(let fn), let args, let bindings, nil) where bindings.isEmpty:
            return try call(fn, args, loc: e.loc)
        default:
            throw NotTyped()
        }
    }

    /// `+`, `-`, `*`, `/`, `%` on Ints. The commonest shapes (a register and a literal, two registers) read
    /// their operands in place; the rest go through `IntOperand`.
    func intArithmetic(_ op: BinaryOp, _ left: IntOperand, _ right: IntOperand, loc: SourceLoc) throws -> IntCode {
        guard TypedCompiler.isIntArithmetic(op) else { throw NotTyped() }
        if let a = left.register, let n = right.literalValue {
            return { i, r in try i.integerArithmetic(op, r[a], n, loc: loc) }
        }
        if let a = left.register, let b = right.register {
            return { i, r in try i.integerArithmetic(op, r[a], r[b], loc: loc) }
        }
        return { i, r in
            let a = try left.value(i, r)
            let b = try right.value(i, r)
            return try i.integerArithmetic(op, a, b, loc: loc)
        }
    }

    func double(_ e: Expr) throws -> DoubleCode {
        guard try scalar(e) == .double else { throw NotTyped() }
        switch e.kind {
        case .doubleLiteral(let d): return { _, _ in d }
        case .variable(let ref):
            let index = try register(ref, holding: .double)
            return { _, r in Double(word: r[index]) }
        case .binary(let op, let a, let b):
            let left = try double(a)
            let right = try double(b)
            guard op == .add || op == .subtract || op == .multiply || op == .divide else { throw NotTyped() }
            return { i, r in
                let x = try left(i, r)
                return TypedCompiler.arithmetic(op, x, try right(i, r))
            }
        case .negate(let a):
            let operand = try double(a)
            return { i, r in -(try operand(i, r)) }
        case .ternary(let c, let a, let b):
            let holds = try test(c)
            let then = try double(a)
            let otherwise = try double(b)
            return { i, r in try holds.value(i, r) ? then(i, r) : otherwise(i, r) }
        case .call(.function(let fn), let args, let bindings, nil) where bindings.isEmpty:
            let word = try call(fn, args, loc: e.loc)
            return { i, r in Double(word: try word(i, r)) }
        default:
            throw NotTyped()
        }
    }

    func bool(_ e: Expr) throws -> BoolCode {
        guard try scalar(e) == .bool else { throw NotTyped() }
        switch e.kind {
        case .boolLiteral(let b): return { _, _ in b }
        case .variable(let ref):
            let index = try register(ref, holding: .bool)
            return { _, r in r[index] != 0 }
        case .binary(let op, let a, let b):
            return try comparison(op, a, b)
        case .not(let a):
            let operand = try bool(a)
            return { i, r in !(try operand(i, r)) }
        case .and(let a, let b):
            let left = try bool(a)
            let right = try bool(b)
            return { i, r in try left(i, r) ? right(i, r) : false }
        case .or(let a, let b):
            let left = try bool(a)
            let right = try bool(b)
            return { i, r in try left(i, r) ? true : right(i, r) }
        case .ternary(let c, let a, let b):
            let holds = try test(c)
            let then = try bool(a)
            let otherwise = try bool(b)
            return { i, r in try holds.value(i, r) ? then(i, r) : otherwise(i, r) }
        case .call(.function(let fn), let args, let bindings, nil) where bindings.isEmpty:
            let word = try call(fn, args, loc: e.loc)
            return { i, r in try word(i, r) != 0 }
        default:
            throw NotTyped()
        }
    }

    /// `<`, `<=`, `>`, `>=`, `==`, `!=` on two Ints or two Doubles (IEEE's answers: every comparison with a
    /// NaN is false but `!=`), and `==`, `!=` on two Bools.
    func comparison(_ op: BinaryOp, _ a: Expr, _ b: Expr) throws -> BoolCode {
        guard op.isComparison else { throw NotTyped() }
        let operands = try scalar(a)
        guard try scalar(b) == operands else { throw NotTyped() }
        switch operands {
        case .int:
            let left = try intOperand(a)
            let right = try intOperand(b)
            if let x = left.register, let n = right.literalValue {
                return { _, r in TypedCompiler.compare(op, r[x], n) }
            }
            if let x = left.register, let y = right.register {
                return { _, r in TypedCompiler.compare(op, r[x], r[y]) }
            }
            return { i, r in
                let x = try left.value(i, r)
                return TypedCompiler.compare(op, x, try right.value(i, r))
            }
        case .double:
            let left = try double(a)
            let right = try double(b)
            return { i, r in
                let x = try left(i, r)
                return TypedCompiler.compare(op, x, try right(i, r))
            }
        case .bool:
            guard op == .equal || op == .notEqual else { throw NotTyped() }
            let left = try bool(a)
            let right = try bool(b)
            let equal = op == .equal
            return { i, r in
                let x = try left(i, r)
                return (x == (try right(i, r))) == equal
            }
        }
    }

    static func isIntArithmetic(_ op: BinaryOp) -> Bool {
        switch op {
        case .add, .subtract, .multiply, .divide, .remainder: return true
        default: return false
        }
    }

    /// `+`, `-`, `*` or `/` on Doubles (the only ones Swift has: `%` is not defined for them).
    @inline(__always)
    static func arithmetic(_ op: BinaryOp, _ a: Double, _ b: Double) -> Double {
        switch op {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        default: return a / b
        }
    }

    @inline(__always)
    static func compare<T: Comparable>(_ op: BinaryOp, _ a: T, _ b: T) -> Bool {
        switch op {
        case .less: return a < b
        case .lessEqual: return a <= b
        case .greater: return a > b
        case .greaterEqual: return a >= b
        case .equal: return a == b
        default: return a != b
        }
    }

    /// Any scalar expression as a register word.
    func word(_ e: Expr) throws -> IntCode {
        switch try scalar(e) {
        case .int: return try int(e)
        case .double:
            let value = try double(e)
            return { i, r in try value(i, r).word }
        case .bool:
            let value = try bool(e)
            return { i, r in try value(i, r) ? 1 : 0 }
        }
    }

    /// An expression statement: an assignment to a register, a call, or a value computed and dropped.
    func effect(_ e: Expr) throws -> EffectCode {
        switch e.kind {
        case .assign(.discard, let value):
            let dropped = try word(value)
            return { i, r in _ = try dropped(i, r) }
        case .assign(.variable(let ref), let value):
            let index = try register(ref, holding: try scalar(value))
            let stored = try wordOperand(value)
            return { i, r in r[index] = try stored.value(i, r) }
        case .compoundAssign(let op, .variable(let ref), let value):
            return try compoundAssign(op, ref, value, loc: e.loc)
        case .call(.function(let fn), let args, let bindings, nil) where bindings.isEmpty && e.type.isVoid:
            let call = try self.call(fn, args, loc: e.loc)
            return { i, r in _ = try call(i, r) }
        default:
            let dropped = try word(e)
            return { i, r in _ = try dropped(i, r) }
        }
    }

    /// `total += i * i`: the right side first, then the register, as `compoundAssign` reads them.
    func compoundAssign(_ op: BinaryOp, _ ref: VarRef, _ value: Expr, loc: SourceLoc) throws -> EffectCode {
        switch try scalar(value) {
        case .int:
            guard TypedCompiler.isIntArithmetic(op) else { throw NotTyped() }
            let index = try register(ref, holding: .int)
            let operand = try intOperand(value)
            return { i, r in
                let rhs = try operand.value(i, r)
                r[index] = try i.integerArithmetic(op, r[index], rhs, loc: loc)
            }
        case .double:
            let index = try register(ref, holding: .double)
            let operand = try double(value)
            guard op == .add || op == .subtract || op == .multiply || op == .divide else { throw NotTyped() }
            return { i, r in
                let rhs = try operand(i, r)
                r[index] = TypedCompiler.arithmetic(op, Double(word: r[index]), rhs).word
            }
        case .bool:
            throw NotTyped()
        }
    }
}

extension Interpreter {
    /// `a op b` on two Ints as `arithmetic` answers it, traps included.
    @inline(__always)
    func integerArithmetic(_ op: BinaryOp, _ a: Int, _ b: Int, loc: SourceLoc) throws -> Int {
        let r: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: r = a.addingReportingOverflow(b)
        case .subtract: r = a.subtractingReportingOverflow(b)
        case .multiply: r = a.multipliedReportingOverflow(by: b)
        default: return try integerDivision(op, a, b, loc: loc)
        }
        if r.overflow { try stop(overflow(loc)) }
        return r.partialValue
    }
}

extension TypedCompiler {
    /// A condition, as `IntOperand` is an operand: a comparison of two Int operands answered in place
    /// (`n < 2`, `i <= limit`), or any other Boolean expression's closure.
    struct Test {
        let isComparison: Bool
        var op = BinaryOp.equal
        var left = IntOperand.literal(0)
        var right = IntOperand.literal(0)
        var code: BoolCode = { _, _ in false }

        static func compare(_ op: BinaryOp, _ left: IntOperand, _ right: IntOperand) -> Test {
            Test(isComparison: true, op: op, left: left, right: right)
        }
        static func code(_ code: @escaping BoolCode) -> Test { Test(isComparison: false, code: code) }

        @inline(__always)
        func value(_ i: Interpreter, _ r: Registers) throws -> Bool {
            guard isComparison else { return try code(i, r) }
            let a = try left.value(i, r)
            return TypedCompiler.compare(op, a, try right.value(i, r))
        }
    }

    func test(_ e: Expr) throws -> Test {
        if case .binary(let op, let a, let b) = e.kind, op.isComparison, try scalar(a) == .int, try scalar(b) == .int {
            guard try scalar(e) == .bool else { throw NotTyped() }
            return .compare(op, try intOperand(a), try intOperand(b))
        }
        return .code(try bool(e))
    }
}
