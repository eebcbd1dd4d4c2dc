import SwiftSyntax

/// The compile-time half of the pipeline: resolves names and types, checks calls, conformances and
/// overrides, and lowers the syntax tree to the typed IR the interpreter runs. Errors are swiftc's words.
final class Checker {
    let world: TypeWorld
    let fileName: String
    /// `fileName` as the number `SourceLoc` keeps.
    private let fileID: SourceFileID
    /// Lines and columns of positions in the tree, for `SourceLoc`s and diagnostics.
    let lines: LineTable
    let isPrelude: Bool
    /// The REPL shows a bare top-level expression's value (`$R0: Int = 3`), so its result is not unused there.
    var namesTopLevelResults = false
    /// Errors so far, in the order raised (uncapped: the cap applies to printing, never to verdicts).
    var diagnostics: [CompileDiagnostic] = []
    /// Warnings so far; they do not stop the entry (see `Checker+Diagnose.swift`).
    var warnings: [CompileDiagnostic] = []
    /// The function (or top level) whose body is being checked.
    var context: FunctionContext
    /// Bodies to check once every declaration of the entry is known.
    var pendingBodies: [() -> Void] = []
    /// Types whose synthesized conformances are checked once their bodies are: a stored property's type may
    /// come from its initial value (`var thumbnail = UIImage()`).
    var pendingSynthesisChecks: [NominalDecl] = []
    var declaredThisEntry: [NominalDecl] = []
    /// The names of `declaredThisEntry`'s top-level types: a prelude declares hundreds, each looked up here.
    var topLevelTypeNamesDeclaredThisEntry: Set<String> = []
    var pendingTypes: [PendingType] = []
    /// `extension String: Titled {}` in this entry: checked for witnesses once every extension is declared.
    var pendingLibraryConformances: [PendingLibraryConformance] = []
    var pendingFunctions: [FuncDecl] = []
    var pendingVariables: [VarDecl] = []
    /// Locals of function and closure bodies, by where their names are declared (a body checked twice shares one).
    var localUsages: [Int: LocalUsage] = [:]
    /// The type names each function's signature and body can see.
    var functionScopes: [ObjectIdentifier: TypeScope] = [:]
    /// While a postfix `#if` chain spliced onto its base is checked: where its nodes (not in the source
    /// tree) are reported and trap.
    var spliceAnchor: Syntax?
    /// Member-access and optional-chaining nodes known not to name a type (see `typeReference`).
    var notTypeReferences = Set<SyntaxIdentifier>()
    /// Leading trivia of chain links, by node (see `positionAfterLeadingTrivia`).
    var leadingTriviaLengths: [SyntaxIdentifier: Int] = [:]
    /// Whether a chain starts with an implicit member (`.some…`), by link (see `implicitChainExpectation`).
    var implicitChainRoots: [SyntaxIdentifier: Bool] = [:]
    /// Names declared by constructs ReuseLab reported as not supported: their uses raise nothing more
    /// (see `Checker+FollowOnErrors.swift`).
    var namesBehindBoundary = Set<String>()
    /// Modules imported that ReuseLab does not have (`import Combine`): names it lacks may come from them.
    var unsimulatedImports: [String] = []
    /// Set while the closure argument of `reduce(into:)` is checked: its first parameter is `inout`.
    var closureFirstParameterIsInout = false
    /// The closure literal about to be checked is given for an `@escaping` (or optional function) parameter.
    var closureIsEscaping = false
    /// Integer literals given for a bare generic parameter are read as Doubles (Checker+LiteralAccumulators.swift).
    var integerLiteralsForGenericsAsDouble = false
    /// Pass 2 resolves the aliases nested in types before any conformance is known, so an associated type a
    /// conformance infers later (`Mail.ID`) cannot be named there yet.
    var resolvingNestedTypealiases = false
    /// Members a lookup left out because a constrained extension's requirements were not met, by name:
    /// swiftc's message for each (see `Checker+ConstrainedExtensions.swift`).
    var unmetExtensionRequirements: [String: (receiver: SType, message: Diagnostics.Message)] = [:]
    /// A prelude's function bodies are checked on first call (see `Checker+LazyPreludeBodies.swift`).
    var defersFunctionBodies = false
    /// A prelude's types have their members declared on first use (see `Checker+PreludeMembersOnFirstUse.swift`).
    var defersPreludeMembers = false
    /// The world's top-level names when the prelude finished loading: deferred bodies see these.
    var namesAtLoad: TypeWorld.TopLevelNames?
    /// Told about errors a deferred body raises when it is checked at last.
    var reportDeferredErrors: ([CompileDiagnostic]) -> Void = { _ in }
    /// Asked now and then while checking: true once the user pressed Ctrl-C (see `wasInterrupted`).
    var interruptRequested: () -> Bool = { false }
    private(set) var interrupted = false
    private var interruptPolls = 0

    /// `lines`: the tree's line table when it is already built (the preludes share theirs).
    init(world: TypeWorld, fileName: String, tree: SourceFileSyntax, isPrelude: Bool, lines: LineTable? = nil) {
        self.world = world
        self.fileName = fileName
        fileID = SourceFileID(fileName)
        self.lines = lines ?? LineTable(tree: tree)
        self.isPrelude = isPrelude
        self.context = FunctionContext(parent: nil, kind: .topLevel, returnType: .void)
    }

    /// Ctrl-C while checking: once seen, every expression check returns at once, so the checker unwinds
    /// quickly and the entry stops without running. Polled every 256 expressions, which costs nothing.
    func wasInterrupted() -> Bool {
        if interrupted { return true }
        interruptPolls &+= 1
        if interruptPolls & 0xFF == 0, interruptRequested() { interrupted = true }
        return interrupted
    }

    func loc(_ node: some SyntaxProtocol) -> SourceLoc {
        if let anchor = spliceAnchor, node.root.id != anchor.root.id { return loc(anchor) }
        let l = lines.location(for: positionAfterLeadingTrivia(of: node))
        return SourceLoc(fileID: fileID, line: l.line, column: l.column)
    }

    /// Checks one file or REPL entry and returns its top-level code.
    func check(_ tree: SourceFileSyntax) -> [Stmt] {
        let items = activeItems(tree.statements)
        if !isPrelude {
            rejectObsoleteGenericWhereClauses(in: tree)
            reportUnsimulatedImports(items.map(\.item))
        }
        declareTypes(in: items.map(\.item))
        resolveHeaders(items.map(\.item))
        breakInheritanceCycles()
        declareMembers(items.map(\.item))
        rejectRecursiveValueTypes()
        finishTypes()
        var top: [Stmt] = []
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let stmt = checkTopLevelDecl(decl) { top.append(contentsOf: stmt) }
            case .stmt(let stmt):
                if let s = checkStmt(stmt) { top.append(s) }
            case .expr(let expr):
                top.append(checkExpressionItem(expr))
            }
        }
        while !pendingBodies.isEmpty {
            let bodies = pendingBodies
            pendingBodies = []
            for body in bodies { body() }
        }
        if !isPrelude {
            for decl in pendingSynthesisChecks { checkSynthesizedConformances(decl) }
            pendingSynthesisChecks = []
            warnUnusedLocals()
        }
        return isPrelude ? top : scopingDefers(top)
    }
}

/// Locals of the function being checked, with their frame slots.
final class FunctionContext {
    enum Kind { case topLevel, function, closure }
    let parent: FunctionContext?
    let kind: Kind
    var returnType: SType
    var scopes: [[String: LocalVar]] = [[:]]
    var frameSize = 0
    /// Sizes of the loop-iteration frames open now, innermost last (see `Checker+LoopFrames.swift`):
    /// a local declared inside one lives in that iteration's frame, not in the function's.
    var iterationFrames: [Int] = []
    /// The instance type `self` has, or the metatype in a static member; nil where there is no self.
    var selfType: SType?
    var isStaticContext = false
    /// Strong: a weak reference would give every declaration a side table (see `GenericParam.selfOf`).
    var owner: NominalDecl?
    var genericParams: [String: GenericParam] = [:]
    /// Names standing for concrete types in a constrained extension's body (see `TypeScope.fixedTypes`).
    var fixedTypes: [String: SType] = [:]
    var funcDecl: FuncDecl?
    var isInitializer = false
    /// A property's `willSet`/`didSet`: assigning that property of `self` in it sets the storage (see `storageIgnoringObservers`).
    var observedProperty: VarDecl?
    /// A property's getter or setter: whether its `self` may change (a setter unless `nonmutating`, a getter
    /// only when `mutating get`); nil outside accessors.
    var accessorMutatesSelf: Bool?
    /// A closure's return type still to be inferred from its body.
    var inferredReturn: SType?
    /// The loops, `switch`es, `if`s and `do`s around the statement being checked, innermost last, with
    /// their labels (see `Checker+Labels.swift`); the label tokens in scope, for swiftc's "reused" note.
    var enclosingStatements: [EnclosingStatement] = []
    var labelTokens: [String: TokenSyntax] = [:]
    /// Errors: whether the function is declared `throws`/`rethrows`, the enclosing `do`s (innermost last,
    /// true when its catch clauses are exhaustive), how deep in `try` operands, and the throwing calls
    /// found in the current `try` (see `Checker+Throwing.swift`).
    var canThrow = false
    var catchStack: [Bool] = []
    var tryDepth = 0
    var throwingCallsInTry = 0
    /// Calls in the current `try` that may throw without ReuseLab knowing (see `Checker+ThrowingWarnings.swift`).
    var uncertainCallsInTry = 0
    /// For each `do` in `catchStack`: how many places in its body may throw an error that reaches its catches.
    var errorSitesInDo: [Int] = []
    /// Checking a `for` loop's pattern, where an optional pattern also accepts non-optional elements.
    var promotesLoopElements = false
    /// Checking an `if case`/`guard case` pattern: swiftc reports a `?` pattern on a non-optional at `case`.
    var conditionCaseKeyword: TokenSyntax?
    /// Checking a `case` with several patterns: a name bound by each of them is one variable.
    var sharesPatternNames = false
    /// Inside `case var …`/`if var (a, b) = …`: the names a pattern binds are variables.
    var patternBindsVariables = false
    /// Inside a `defer` body: `return`, and `break`/`continue` to an outer loop, cannot leave it.
    var deferDepth = 0
    /// Closures (and local functions) checked so far in this context: they may keep its locals alive.
    var closuresMade = 0
    /// Local types declared so far, with what their names meant before: restored when their block ends.
    var shadowedTypes: [(name: String, previous: NominalDecl?)] = []
    /// Aliases a block declared (`typealias Row = [String]` in a function), with what the names meant before.
    var shadowedTypealiases: [(name: String, previous: SType?)] = []
    var hasSelfSlot = false
    /// A closure (or local function) made here reads `self` from this frame (see `FuncDecl.selfOutlivesCall`).
    var selfCapturedByClosure = false
    /// The closure literal about to be checked is given where a throwing function is expected; a throwing
    /// function reference is accepted as a value there. `closureBodyThrows`: an error reaches this closure.
    var closureMayThrow = false
    /// Concurrency (see `Checker+Concurrency.swift`): whether code here may suspend (an `async` function or
    /// closure), whether the closure literal about to be checked may be `async`, how many `async`
    /// operations were checked so far (for `await`'s warning), and whether this closure's boundary was told.
    var canAwait = false
    var closureMayAwait = false
    var asyncOperations = 0
    var reportedAsyncClosure = false
    var acceptsThrowingFunction = false
    var closureBodyThrows = false
    /// A closure that may outlive the call it is made in: a member of a class's `self` needs `self.` in it
    /// (see `Checker+ExplicitSelf.swift`).
    var isEscapingClosure = false
    var closureSyntax: ClosureExprSyntax?

    init(parent: FunctionContext?, kind: Kind, returnType: SType) {
        self.parent = parent
        self.kind = kind
        self.returnType = returnType
    }

    func declare(_ name: String, type: SType, isLet: Bool) -> Int {
        let index: Int
        if iterationFrames.isEmpty {
            index = frameSize
            frameSize += 1
        } else {
            index = iterationFrames[iterationFrames.count - 1]
            iterationFrames[iterationFrames.count - 1] += 1
        }
        scopes[scopes.count - 1][name] = LocalVar(index: index, type: type, isLet: isLet, level: iterationFrames.count)
        return index
    }

    func lookupLocal(_ name: String) -> LocalVar? {
        for scope in scopes.reversed() {
            if let v = scope[name] { return v }
        }
        return nil
    }
}

struct LocalVar {
    let index: Int
    let type: SType
    let isLet: Bool
    /// How many loop-iteration frames were open where it was declared (0: the function's own frame).
    var level = 0
    var ownership: ReferenceOwnership = .strong
    /// A local function stored in this slot: its labels and defaults are used at calls by name.
    var function: FuncDecl?
    /// Declared `T!`.
    var isImplicitlyUnwrapped = false
    /// A local `var` with `willSet`/`didSet`: the slots holding its observers, as closures.
    var observers: LocalObservers?
    /// A `lazy var` in a function: the slot holding the closure that computes it on first read.
    var lazyInitializer: Int?
    /// A local with a property wrapper: the expression every use stands for (`_volume.wrappedValue`).
    var wrapperAccess: String?
    /// Whether the code mentions and changes it, for swiftc's unused-variable warnings (`Checker+UnusedLocals.swift`).
    var usage: LocalUsage? = nil
    /// The name where `let x = …`/`var x = …` declares it; nil for parameters and bindings of other kinds.
    var declNode: Syntax? = nil
    /// A `let x: Int` declared without a value, which its first assignment initializes (`Checker+DeferredLet.swift`).
    var awaitsValue = false
}
