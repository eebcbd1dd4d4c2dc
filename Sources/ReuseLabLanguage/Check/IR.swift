/// The checked program: what the Checker produces and the Interpreter runs. Every expression knows its
/// static type and where it came from; names are resolved to slots and declarations.

/// Where in the source an expression or statement starts (for run-time traps).
struct SourceLoc {
    /// The file, as a number: a statement's location is copied as it runs, and a `String` would be retained.
    let fileID: SourceFileID
    let line: Int
    let column: Int
    static let unknown = SourceLoc(file: "<unknown>", line: 0, column: 0)

    init(file: String, line: Int, column: Int) { self.init(fileID: SourceFileID(file), line: line, column: column) }

    init(fileID: SourceFileID, line: Int, column: Int) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    var file: String { fileID.name }
}

/// How a member is found at run time.
enum Dispatch {
    /// The checked declaration is the one to call (structs, final members, non-requirement extension members).
    case direct
    /// Look the member up on the receiver's dynamic type (class members, protocol requirements).
    case dynamic
}

/// A variable's home.
enum VarRef {
    /// Slot `index` of the frame `hops` levels out from the current one.
    case local(hops: Int, index: Int)
    case global(index: Int)
}

/// Who is called.
enum Callee {
    case function(FuncDecl)
    case method(receiver: Expr, FuncDecl, Dispatch)
    /// A `mutating` method of a value type: the receiver is read from the lvalue and the changed `self` written back.
    case mutatingMethod(receiver: LValue, FuncDecl, Dispatch)
    /// A static/class method: the receiver evaluates to a metatype.
    case staticMethod(receiver: Expr, FuncDecl, Dispatch)
    /// `MyCell(frame:)`, `Type.init(…)`: the receiver evaluates to the metatype to create.
    case initializer(receiver: Expr, FuncDecl)
    /// `super.init(…)` or `self.init(…)` inside an initializer: runs on the instance being made.
    case delegatingInit(FuncDecl, isSuper: Bool)
    case superMethod(FuncDecl)
    /// A struct's memberwise initializer.
    case memberwise(receiver: Expr, NominalDecl)
    case enumCase(EnumCaseDecl, NominalDecl)
    /// Calling a value of function type.
    case value(Expr)
    /// A call with inout arguments: after it, each parameter's final value is written back to its place.
    indirect case writingBack(Callee, [(parameter: Int, place: LValue)])
}

indirect enum ExprKind {
    case intLiteral(Int)
    case doubleLiteral(Double)
    case boolLiteral(Bool)
    case stringLiteral(String)
    case nilLiteral
    case interpolation([InterpolationPiece])
    case variable(VarRef)
    /// A metatype value; the type may mention generic parameters, resolved when evaluated.
    case typeValue(SType)
    /// The dynamic type of the value (`type(of:)`).
    case dynamicType(Expr)
    case property(receiver: Expr, VarDecl, Dispatch)
    /// A struct's `lazy var` read through the place holding the struct: the first read stores the value there.
    case lazyValueTypeRead(LValue, VarDecl)
    case staticProperty(receiver: Expr, VarDecl, Dispatch)
    case tupleElement(Expr, Int)
    case call(Callee, args: [Expr?], bindings: [ObjectIdentifier: SType], variadicFrom: Int?)
    case enumCase(EnumCaseDecl, NominalDecl)
    case closure(Closure)
    case functionRef(FuncDecl, receiver: Expr?, bindings: [ObjectIdentifier: SType])
    case assign(LValue, Expr)
    case compoundAssign(BinaryOp, LValue, Expr)
    case binary(BinaryOp, Expr, Expr)
    case not(Expr)
    case negate(Expr)
    case and(Expr, Expr)
    case or(Expr, Expr)
    case ternary(Expr, Expr, Expr)
    case nilCoalescing(Expr, Expr)
    case forceUnwrap(Expr)
    /// A declaration of type `T!` read where its `T` is needed: traps with its own text when nil.
    case implicitUnwrap(Expr)
    /// The boundary of an optional chain: a `nil` found by `bindOptional` inside makes the whole chain nil.
    case optionalChain(Expr)
    case bindOptional(Expr)
    case cast(Expr, SType, CastKind)
    case arrayLiteral([Expr])
    /// An array literal where a `Set` is expected: repeats are dropped.
    case setLiteral([Expr])
    case dictionaryLiteral([(Expr, Expr)])
    case tupleLiteral([Expr])
    case subscriptGet(Expr, Expr)
    case range(Expr, Expr, closed: Bool)
    /// Native builtins with no declaration (`print`'s variadic formatting needs the argument types).
    case print([Expr], separator: Expr?, terminator: Expr?)
    case stringDescribing(Expr)
    /// A value converted to `Any` (or another existential) together with its static type, which the
    /// flat run-time value cannot recover (`Optional<Int>`, `ClosedRange<Int>`…). See `Checker.erasing`.
    case erase(Expr, SType)
    /// `try? x`: nil when `x` throws. `try! x`: a trap when it does.
    case tryOptional(Expr)
    case tryForce(Expr)
    /// `if`/`switch` as expressions; `throwValue` is a branch that throws instead (type `Never`).
    case ifValue([Condition], Expr, Expr)
    case switchValue(Expr, [SwitchCase])
    case throwValue(Expr)
    /// A `switch` expression's case that is only `fallthrough` (never evaluated: the case body falls through).
    case fallthroughValue
    /// An argument to an `@autoclosure` parameter: a function that evaluates it in the caller's frame.
    case autoclosure(Expr)
    /// Reading a `weak`/`unowned` variable: the object if it is alive (nil, or `unowned`'s trap, if not).
    case loadReference(Expr)
    /// The value stored into a `weak`/`unowned` variable: a box that does not keep the object alive.
    case storeReference(Expr, ReferenceOwnership)
    /// `&place` passed to an inout parameter: its current value; the callee's final value is written back.
    case inoutArgument(LValue)
    /// Reading a local `lazy var` (an `LValue.lazyLocal`): computed and stored on the first read.
    case lazyLocalRead(LValue)
    /// The value a local `lazy var` holds until its first read.
    case lazyUnset
}

enum CastKind { case force, conditional, check }

enum InterpolationPiece {
    case text(String)
    case value(Expr)
}

enum BinaryOp: String {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case identical = "==="
    case notIdentical = "!=="
}

/// Something that can be assigned to.
indirect enum LValue {
    case variable(VarRef)
    case property(Expr, VarDecl, Dispatch)
    /// A property of a struct reached through another lvalue: written back after the change.
    case nestedProperty(LValue, VarDecl)
    case staticProperty(Expr, VarDecl)
    case subscriptElement(LValue, Expr)
    /// `counts[word, default: 0]`: the dictionary entry, read as the default while it is missing.
    case defaultedElement(LValue, Expr, default: Expr)
    /// `cache[key]!` (force) or `cache[key]?` as a place: nil traps, or ends the optional chain.
    case unwrapped(LValue, force: Bool, SourceLoc)
    /// `grid[row, column]` of a type's own subscript: the getter reads it, the setter writes it (and, for a
    /// value type, the changed receiver is written back to its place). `bindings` are a generic subscript's.
    case userSubscript(
        receiver: Expr, place: LValue?, getter: FuncDecl, setter: FuncDecl?, args: [Expr], dispatch: Dispatch,
        bindings: [ObjectIdentifier: SType])
    /// `_ = expr`
    case discard
    /// `(a, b) = (b, a)`: the whole right side is evaluated first, then each part assigned in order.
    case tuple([LValue])
    /// `point.x = 1` on a tuple in a variable (`.0` or a label): the tuple is written back.
    case tupleElement(LValue, Int)
    /// A local `var` with observers: `willSet` is called with the new value, the value stored, then
    /// `didSet` called with the old one (each a closure kept in a slot of the variable's frame).
    case observedLocal(VarRef, willSet: VarRef?, didSet: VarRef?)
    /// A local `lazy var`: reading it first runs the closure in `initializer` if it is still unset.
    case lazyLocal(VarRef, initializer: VarRef)
    /// A wrapped local with observers (`@Clamped(0...10) var score = 3 { didSet { … } }`): the place is its
    /// wrapper's `wrappedValue`, set between the observers kept in slots beside it, as for `observedLocal`.
    case observedWrapper(LValue, willSet: VarRef?, didSet: VarRef?)
}

final class Expr {
    let kind: ExprKind
    let type: SType
    let loc: SourceLoc

    init(_ kind: ExprKind, _ type: SType, _ loc: SourceLoc) {
        self.kind = kind
        self.type = type
        self.loc = loc
    }
}

/// A pattern in `switch` cases and `if case`.
indirect enum Pattern {
    case wildcard
    case bind(VarRef)
    case enumCase(EnumCaseDecl, [Pattern])
    case value(Expr)
    case tuple([Pattern])
    case isType(SType, bind: VarRef?)
    case optionalSome(Pattern)
    /// `let x as T`, `MyError.bad(let n)` against `any Error`: the value must be a `T`, then matches the rest.
    case cast(SType, Pattern)
    /// `case 0..<10:`: the range (half-open at run time) contains the value.
    case inRange(Expr)
    /// A case item with its own `where` clause.
    case guarded(Pattern, Expr)
}

enum Condition {
    case boolean(Expr)
    case optionalBinding(VarRef, Expr)
    case matches(Pattern, Expr)
}

struct SwitchCase {
    let patterns: [Pattern]
    let guardExpr: Expr?
    let body: [Stmt]
}

indirect enum StmtKind {
    case expression(Expr)
    case bind(VarRef, Expr?)
    case bindTuple([VarRef?], Expr)
    /// `let ((a, b), c) = value`: an irrefutable pattern binding its names.
    case bindPattern(Pattern, Expr)
    case ret(Expr?)
    case ifStmt([Condition], [Stmt], [Stmt]?)
    case guardStmt([Condition], [Stmt])
    /// `iterationFrame`: the size of the fresh frame each pass runs in, when a closure in the loop may
    /// capture the pass's variables (nil: the pass runs in the enclosing frame, the fast path).
    case whileLoop([Condition], [Stmt], label: String?, iterationFrame: Int?)
    case repeatLoop([Stmt], Expr, label: String?, iterationFrame: Int?)
    case forIn(Pattern, Expr, whereClause: Expr?, [Stmt], label: String?, iterationFrame: Int?)
    case switchStmt(Expr, [SwitchCase], label: String?)
    /// A labelled `if` or `do`: `break label` inside ends it; `continue label` runs a `do` again, as swiftc allows.
    case labeledBlock(label: String, [Stmt], restartsOnContinue: Bool)
    case breakStmt(label: String?)
    case continueStmt(label: String?)
    case block([Stmt])
    case fallthroughStmt
    /// `throw`: the value is erased to `any Error`.
    case throwStmt(Expr)
    /// `do` with catch clauses, matched in order like switch cases.
    case doCatch([Stmt], [SwitchCase])
    /// `defer { … }`: registered when reached, run when the enclosing `deferScope` ends, last first.
    case deferStmt([Stmt])
    /// A block that holds `defer` statements (only those pay for the bookkeeping).
    case deferScope([Stmt])
    /// The end of a nested scope: its locals that may hold objects are released, so their `deinit` runs there.
    case releaseLocals([Int])
}

final class Stmt {
    let kind: StmtKind
    let loc: SourceLoc
    /// Whether a loop run on the general path runs on the typed tier (see `TypedLoops.swift`), decided when
    /// it first runs; and its typed form when it does.
    var loopTier: LoopTier
    var typedLoop: TypedLoop?

    init(_ kind: StmtKind, _ loc: SourceLoc) {
        self.kind = kind
        self.loc = loc
        loopTier = LoopTier(kind)
    }
}
