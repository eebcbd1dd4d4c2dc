/// Failable initializers: `return nil`, or a failed `self.init`/`super.init` they delegate to, ends the
/// initializer with no instance.
struct InitializerFailed: Error {}

extension Interpreter {
    /// The body's completion, or nil when a failable initializer it delegated to failed.
    func runInitializerBody(_ body: [Stmt], of fn: FuncDecl, in frame: Frame) throws -> Completion? {
        do {
            return try run(body, in: frame)
        } catch is InitializerFailed {
            return nil
        }
    }
}

extension Interpreter {
    /// The initializer that runs for `fn` on an instance of `decl`: a subclass's override of it. Swift
    /// dispatches `self.init(…)` in a convenience initializer and `t.init(…)` on a metatype value this way.
    func initializerImplementation(of fn: FuncDecl, on decl: NominalDecl) -> FuncDecl {
        guard let owner = fn.owner, owner.isClass, decl !== owner else { return fn }
        let key = fn.dispatchKey
        for c in decl.classChain {
            if c === owner { return fn }
            if let found = c.initializers.first(where: { $0.dispatchKey == key }) { return found }
        }
        return fn
    }
}

extension Interpreter {
    /// A stored property's initial value. It may make another value of the same type (`var rows = [Row()]`):
    /// counted as a call, so a nesting that never ends stops at the depth limit instead of the stack's end.
    func initialValue(of p: VarDecl) throws -> Value {
        guard let initial = p.initialValue else { return .none }
        try enterCall(lastLoc)
        defer { leaveCall() }
        return try eval(initial, Frame(size: p.getterFrameSize, parent: nil))
    }
}
