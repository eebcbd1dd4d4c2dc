/// The typed tier: a plain function (see `Interpreter+DirectCalls.swift`) whose parameters, locals and result
/// are all `Int`, `Double` or `Bool`, and whose body is made only of what `TypedCompiler` knows (arithmetic,
/// comparisons, `if`, `guard`, loops, ternaries, assignments and calls of such functions), runs over machine
/// words instead of `Value`s. Each call gets a register file on the native stack (a word a slot, the slot
/// numbers the checker gave), and the closures read and write it directly: no enum to copy, no frame to
/// take from the pool, no reference counted per operation. Recursive and loop-heavy code (`fib`, a sum of
/// squares) spent most of its time in exactly that traffic.
///
/// A typed call still does everything a general one does, in the same order: arguments left to right, one
/// step and one level of depth a call, and at each statement the pending `deinit`s, one step and its
/// location; overflow and division trap with Swift's texts at the operator, and a trap carries the chain of
/// calls. So the steps budget, the depth limit, Ctrl-C and every output are the same on either tier.
/// Anything else (a closure, an array, a global, a string) keeps the whole function on the general path.

/// A call's registers: slot `i` of the function is `registers[i]`.
typealias Registers = UnsafeMutablePointer<Int>

typealias IntCode = (Interpreter, Registers) throws -> Int
typealias DoubleCode = (Interpreter, Registers) throws -> Double
typealias BoolCode = (Interpreter, Registers) throws -> Bool
/// An expression evaluated for what it does (an assignment, a call whose result is not used).
typealias EffectCode = (Interpreter, Registers) throws -> Void
typealias TypedStatementCode = (Interpreter, Registers) throws -> TypedCompletion
/// A call's arguments, evaluated in the caller's registers into the callee's.
typealias ArgumentsCode = (Interpreter, _ caller: Registers, _ callee: Registers) throws -> Void

/// `Completion` without its `Value`: a returned word, and loop labels numbered within the function (0: none).
enum TypedCompletion {
    case normal
    case returned(Int)
    case broke(Int)
    case continued(Int)
}

/// What a function takes and gives in the typed tier: each parameter's scalar, and its result's (nil for `Void`).
struct TypedSignature {
    let parameters: [Scalar]
    let result: Scalar?

    /// Nil when a parameter or the result is neither `Void` (for the result) nor an `Int`, `Double` or `Bool`.
    init?(_ fn: FuncDecl, in world: TypeWorld) {
        var parameters: [Scalar] = []
        for param in fn.params {
            guard let scalar = Scalar(param.type, in: world) else { return nil }
            parameters.append(scalar)
        }
        if fn.resultType.isVoid {
            result = nil
        } else if let scalar = Scalar(fn.resultType, in: world) {
            result = scalar
        } else {
            return nil
        }
        self.parameters = parameters
    }
}

/// The three types a register may hold, and how each is kept in a word.
enum Scalar {
    case int
    case double
    case bool

    /// The scalar a checked type is, or nil (`Float` and `CGFloat` too: each of their operations rounds).
    init?(_ type: SType, in world: TypeWorld) {
        guard case .nominal(let d, let arguments) = type, arguments.isEmpty else { return nil }
        if d === world.intType {
            self = .int
        } else if d === world.doubleType {
            self = .double
        } else if d === world.boolType {
            self = .bool
        } else {
            return nil
        }
    }

    /// The value's word, or nil when it is not this scalar's case.
    func word(of value: Value) -> Int? {
        switch (self, value) {
        case (.int, .int(let n)): return n
        case (.double, .double(let d)): return d.word
        case (.bool, .bool(let b)): return b ? 1 : 0
        default: return nil
        }
    }

    func value(of word: Int) -> Value {
        switch self {
        case .int: return .int(word)
        case .double: return .double(Double(word: word))
        case .bool: return .bool(word != 0)
        }
    }
}

extension Double {
    /// The bits of a `Double` in a register.
    @inline(__always)
    var word: Int { Int(bitPattern: UInt(bitPattern.littleEndian)) }

    @inline(__always)
    init(word: Int) { self.init(bitPattern: UInt64(UInt(bitPattern: word))) }
}

/// A body compiled to the typed tier.
final class TypedBody {
    let run: TypedStatementCode
    /// Registers a call needs: the frame's slots, and at least one for each parameter.
    let registerCount: Int
    let parameters: [Scalar]
    /// nil for `Void`.
    let result: Scalar?

    init(run: @escaping TypedStatementCode, registerCount: Int, parameters: [Scalar], result: Scalar?) {
        self.run = run
        self.registerCount = registerCount
        self.parameters = parameters
        self.result = result
    }

    /// The result word of a finished body (0 for `Void`, or a body that ended without `return`).
    @inline(__always)
    func resultWord(_ completion: TypedCompletion) -> Int {
        if case .returned(let word) = completion { return word }
        return 0
    }

    /// The result as the general path gives it.
    func resultValue(_ completion: TypedCompletion) -> Value {
        guard let result, case .returned(let word) = completion else { return .void }
        return result.value(of: word)
    }
}

/// Whether a function runs on the typed tier, decided on its first call.
struct TypedBodyState {
    /// Holds the typed body for as long as the declaration keeps it.
    private(set) var body: TypedBody?
    /// The same body, for typed calls to read without retaining it: reading `body` retained and released
    /// it around every call (a quarter of `fib`), even bound `unowned(unsafe)`.
    private(set) var unretained: Unmanaged<TypedBody>?
    private(set) var isDecided = false

    static var unknown: TypedBodyState { TypedBodyState() }

    init() {}

    init(compiled: TypedBody?) {
        body = compiled
        unretained = compiled.map { Unmanaged.passUnretained($0) }
        isDecided = true
    }
}

extension Interpreter {
    /// The function's typed body, compiled on the first call; nil when it runs on the general path.
    @inline(__always)
    func typedBody(of fn: FuncDecl) -> TypedBody? {
        if fn.typedBodyState.isDecided { return fn.typedBodyState.body }
        return compileTypedBody(of: fn)
    }

    private func compileTypedBody(of fn: FuncDecl) -> TypedBody? {
        fn.checkBodyIfPending()
        let compiled = TypedCompiler.compile(fn, world: world)
        fn.typedBodyState = TypedBodyState(compiled: compiled)
        return compiled
    }

    /// A call of a typed function from the general path: `callPlainFunction` over registers. An argument
    /// whose value is not the scalar its type says (which the checker should never let through) sends the
    /// call on to the general path with the values already evaluated, so nothing is evaluated twice.
    func callTypedBody(_ typed: TypedBody, of fn: FuncDecl, args: [Expr?], loc: SourceLoc, caller: Frame) throws -> Value {
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: typed.registerCount) { buffer in
            let registers = buffer.baseAddress.unsafelyUnwrapped
            for index in args.indices {
                let value = try eval(args[index].unsafelyUnwrapped, caller)
                guard let word = typed.parameters[index].word(of: value) else {
                    var values: [Value] = []
                    for earlier in 0..<index { values.append(typed.parameters[earlier].value(of: registers[earlier])) }
                    values.append(value)
                    for later in args.indices.dropFirst(index + 1) { values.append(try eval(args[later].unsafelyUnwrapped, caller)) }
                    return try callPlainFunction(fn, values: values, loc: loc)
                }
                registers[index] = word
            }
            try tick(loc)
            try enterCall(loc)
            defer { leaveCall() }
            return typed.resultValue(try typed.run(self, registers))
        }
    }

    /// A plain function called with its arguments' values already made (the typed tier calling a function
    /// that runs on the general path, or the fallback above).
    func callPlainFunction(_ fn: FuncDecl, values: [Value], loc: SourceLoc) throws -> Value {
        try callPlainFunction(
            fn,
            passing: { _, _, callee in
                for index in values.indices { callee.pass(values[index], at: index) }
            }, loc: loc, caller: propertyNativeFrame)
    }
}
