import SwiftSyntax

/// The compile-time half of the pipeline: resolves names and types, checks calls, conformances and
/// overrides, and lowers the syntax tree to the typed IR the interpreter runs. Errors are swiftc's words.
final class Checker {
    let world: TypeWorld
    let fileName: String
    let converter: SourceLocationConverter
    let isPrelude: Bool
    var diagnostics: [CompileDiagnostic] = []
    /// The function (or top level) whose body is being checked.
    var context: FunctionContext
    /// Bodies to check once every declaration of the entry is known.
    var pendingBodies: [() -> Void] = []
    var declaredThisEntry: [NominalDecl] = []
    var pendingTypes: [PendingType] = []
    var pendingFunctions: [FuncDecl] = []
    var pendingVariables: [VarDecl] = []
    /// The type names each function's signature and body can see.
    var functionScopes: [ObjectIdentifier: TypeScope] = [:]
    /// Member-access and optional-chaining nodes known not to name a type (see `typeReference`).
    var notTypeReferences = Set<SyntaxIdentifier>()
    /// Leading trivia of chain links, by node (see `positionAfterLeadingTrivia`).
    var leadingTriviaLengths: [SyntaxIdentifier: Int] = [:]
    /// Whether a chain starts with an implicit member (`.some…`), by link (see `implicitChainExpectation`).
    var implicitChainRoots: [SyntaxIdentifier: Bool] = [:]

    init(world: TypeWorld, fileName: String, tree: SourceFileSyntax, isPrelude: Bool) {
        self.world = world
        self.fileName = fileName
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
        self.isPrelude = isPrelude
        self.context = FunctionContext(parent: nil, kind: .topLevel, returnType: .void)
    }

    func error(_ message: String, at node: some SyntaxProtocol) {
        if diagnostics.count < 20 { diagnostics.append(CompileDiagnostic(message, at: node)) }
    }

    func loc(_ node: some SyntaxProtocol) -> SourceLoc {
        let l = converter.location(for: positionAfterLeadingTrivia(of: node))
        return SourceLoc(file: fileName, line: l.line, column: l.column)
    }

    /// Checks one file or REPL entry and returns its top-level code.
    func check(_ tree: SourceFileSyntax) -> [Stmt] {
        let items = Array(tree.statements)
        declareTypes(in: items.map(\.item))
        resolveHeaders()
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
            bodies.forEach { $0() }
        }
        return top
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
    /// The instance type `self` has, or the metatype in a static member; nil where there is no self.
    var selfType: SType?
    var isStaticContext = false
    /// Strong: a weak reference would give every declaration a side table (see `GenericParam.selfOf`).
    var owner: NominalDecl?
    var genericParams: [String: GenericParam] = [:]
    var funcDecl: FuncDecl?
    var isInitializer = false
    /// A closure's return type still to be inferred from its body.
    var inferredReturn: SType?
    var loopLabels: [String?] = []
    /// Closures (and local functions) checked so far in this context: they may keep its locals alive.
    var closuresMade = 0
    /// Local types declared so far, with what their names meant before: restored when their block ends.
    var shadowedTypes: [(name: String, previous: NominalDecl?)] = []
    var hasSelfSlot = false

    init(parent: FunctionContext?, kind: Kind, returnType: SType) {
        self.parent = parent
        self.kind = kind
        self.returnType = returnType
    }

    func declare(_ name: String, type: SType, isLet: Bool) -> Int {
        let index = frameSize
        frameSize += 1
        scopes[scopes.count - 1][name] = LocalVar(index: index, type: type, isLet: isLet)
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
    var ownership: ReferenceOwnership = .strong
    /// A local function stored in this slot: its labels and defaults are used at calls by name.
    var function: FuncDecl?
}
