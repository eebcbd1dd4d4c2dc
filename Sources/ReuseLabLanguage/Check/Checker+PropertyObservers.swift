import SwiftSyntax

/// Property observers: `willSet(next)` / `didSet(previous)` with `newValue` / `oldValue` by default.
extension Checker {
    func addObserver(_ accessor: AccessorDeclSyntax, to variable: VarDecl) {
        let observers = variable.observers ?? PropertyObservers()
        variable.observers = observers
        let name = accessor.parameters?.name.text
        if accessor.accessorSpecifier.isKeyword(.willSet) {
            observers.willSetSyntax = accessor.body
            if let name { observers.willSetName = name }
        } else {
            observers.didSetSyntax = accessor.body
            if let name { observers.didSetName = name }
        }
    }

    func checkObservers(of v: VarDecl) {
        guard let observers = v.observers else { return }
        if v.isOverride, let sup = v.owner?.superclassDecl {
            observers.inherited = sup.classChain.lazy.compactMap { c in c.properties(named: v.name)?.first { !$0.isStatic } }.first
        }
        let makeContext = { [unowned self] in
            let ctx = memberContext(owner: v.owner, home: v.home, isStatic: v.isStatic, returnType: .void, generics: [], fn: nil)
            ctx.observedProperty = v
            return ctx
        }
        if let body = observers.willSetSyntax {
            (observers.willSet, observers.willSetFrameSize) = checkObserverBody(
                body, parameter: observers.willSetName, type: v.type, in: makeContext())
        }
        if let body = observers.didSetSyntax {
            (observers.didSet, observers.didSetFrameSize) = checkObserverBody(
                body, parameter: observers.didSetName, type: v.type, in: makeContext())
        }
    }

    private func checkObserverBody(_ body: CodeBlockSyntax, parameter: String, type: SType, in ctx: FunctionContext) -> ([Stmt], Int) {
        let saved = context
        context = ctx
        defer { context = saved }
        _ = ctx.declare(parameter, type: type, isLet: true)
        let stmts = checkBlockItems(Array(body.statements))
        return (stmts, ctx.frameSize)
    }

    /// `var score = 0 { didSet { … } }` at the top level: the observers run when the global is assigned.
    func observeGlobal(_ block: AccessorBlockSyntax, index: Int, type: SType) {
        guard case .accessors(let list) = block.accessors else { return }
        let observed = VarDecl(name: "", type: type, syntax: nil)
        for accessor in list { addObserver(accessor, to: observed) }
        guard let observers = observed.observers else { return }
        world.globalObservers[index] = observers
        pendingBodies.append { [unowned self] in
            let makeContext = { FunctionContext(parent: nil, kind: .function, returnType: .void) }
            if let body = observers.willSetSyntax {
                (observers.willSet, observers.willSetFrameSize) = checkObserverBody(
                    body, parameter: observers.willSetName, type: type, in: makeContext())
            }
            if let body = observers.didSetSyntax {
                (observers.didSet, observers.didSetFrameSize) = checkObserverBody(
                    body, parameter: observers.didSetName, type: type, in: makeContext())
            }
        }
    }

    /// `var count = 0 { didSet { … } }` in a function: each observer becomes a closure over the function's
    /// frame, kept in a hidden slot beside the variable. The variable is marked observed only after its
    /// observers are checked, so that assigning it inside its own observer does not call them again (as in Swift).
    func observeLocal(_ block: AccessorBlockSyntax, name: String, type: SType) -> [Stmt] {
        guard case .accessors(let list) = block.accessors else { return [] }
        var observers = LocalObservers()
        var stmts: [Stmt] = []
        for accessor in list {
            let isWillSet = accessor.accessorSpecifier.isKeyword(.willSet)
            let parameter = accessor.parameters?.name.text ?? (isWillSet ? "newValue" : "oldValue")
            guard let body = accessor.body else { continue }
            let closure = observerClosure(body, parameter: parameter, type: type)
            let slot = context.declare("\u{0}\(accessor.accessorSpecifier.text) \(name)", type: closure.type, isLet: true)
            stmts.append(Stmt(.bind(.local(hops: 0, index: slot), closure), loc(accessor)))
            if isWillSet { observers.willSet = slot } else { observers.didSet = slot }
        }
        context.scopes[context.scopes.count - 1][name]?.observers = observers
        return stmts
    }

    private func observerClosure(_ body: CodeBlockSyntax, parameter: String, type: SType) -> Expr {
        let ctx = FunctionContext(parent: context, kind: .closure, returnType: .void)
        context.closuresMade += 1
        let saved = context
        context = ctx
        defer { context = saved }
        _ = ctx.declare(parameter, type: type, isLet: true)
        let stmts = checkBlockItems(Array(body.statements))
        let closure = Closure(paramCount: 1, body: stmts, frameSize: ctx.frameSize, isSingleExpression: false)
        return Expr(.closure(closure), .function([type], .void), loc(body))
    }

    /// The place of an observed local, its observers' slots reached with the same hops as the variable.
    func observedLocal(_ ref: VarRef, _ observers: LocalObservers) -> LValue {
        guard case .local(let hops, _) = ref else { return .variable(ref) }
        return .observedLocal(
            ref, willSet: observers.willSet.map { .local(hops: hops, index: $0) },
            didSet: observers.didSet.map { .local(hops: hops, index: $0) })
    }

    /// The place of a wrapped local, between its observers if it has them.
    func observedWrapper(_ place: LValue, _ ref: VarRef, _ observers: LocalObservers?) -> LValue {
        guard let observers, case .local(let hops, _) = ref, observers.willSet != nil || observers.didSet != nil else { return place }
        return .observedWrapper(
            place, willSet: observers.willSet.map { .local(hops: hops, index: $0) },
            didSet: observers.didSet.map { .local(hops: hops, index: $0) })
    }

    /// Inside the declaring type's own initializer, and inside `x`'s own `willSet`/`didSet`, `self.x = …` sets the
    /// storage without calling `x`'s observers (Swift's rule: `didSet { if value > 10 { value = 10 } }` runs once;
    /// a `static` one is kept from calling itself as it runs, `Interpreter.propertiesInOwnObservers`); everywhere
    /// else, including subclasses' initializers, they run.
    func storageIgnoringObservers(_ v: VarDecl, base: Expr) -> VarDecl {
        // A wrapped property's observers run in its initializer too (Swift sets it through the wrapper).
        guard let observers = v.observers, v.wrapperBacking == nil, !v.observesInheritedProperty, let ctx = methodContext,
            (ctx.isInitializer && ctx.owner === v.owner) || (ctx.observedProperty === v && !v.isStatic),
            case .variable(.local(_, 0)) = base.kind
        else { return v }
        if let storage = observers.storage { return storage }
        let storage = VarDecl(name: v.name, type: v.type, syntax: v.syntax)
        storage.owner = v.owner
        storage.isStatic = v.isStatic
        storage.isFinal = true
        storage.fieldIndex = v.fieldIndex
        storage.ownership = v.ownership
        observers.storage = storage
        return storage
    }
}

extension AccessorBlockSyntax {
    /// True when a variable's accessor block holds only `willSet`/`didSet`: the variable is stored.
    var holdsOnlyObservers: Bool {
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
}
