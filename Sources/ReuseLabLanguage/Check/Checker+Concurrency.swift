import SwiftSyntax

/// `async` and `await` with swiftc's rules: a call to an `async` function (or a read of an `async` property,
/// `task.value`) must sit inside an `await`, in a context that may suspend: an `async` function, a closure
/// given where an `async` function is expected (`Task { … }`), or top-level code. ReuseLab's function types
/// carry no `async` bit, so a closure awaiting anywhere else is its honest boundary.
extension Checker {
    /// Written `(…) async -> …`, also behind `@escaping`, parentheses or `?`.
    func isAsyncFunctionType(_ type: TypeSyntax) -> Bool {
        if let f = type.as(FunctionTypeSyntax.self) { return f.effectSpecifiers?.asyncSpecifier != nil }
        if let a = type.as(AttributedTypeSyntax.self) { return isAsyncFunctionType(a.baseType) }
        if let o = type.as(OptionalTypeSyntax.self) { return isAsyncFunctionType(o.wrappedType) }
        if let t = type.as(TupleTypeSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return isAsyncFunctionType(only.type)
        }
        return false
    }

    /// Checks an expression given where an `async` function is expected: a closure literal in it may await.
    func checkAllowingAwait<T>(_ allowed: Bool, _ body: () -> T) -> T {
        guard allowed else { return body() }
        let saved = context.closureMayAwait
        context.closureMayAwait = true
        defer { context.closureMayAwait = saved }
        return body()
    }

    /// `await x`: checks `x`, whose async operations it covers; swiftc warns when there are none.
    func checkAwait(_ a: AwaitExprSyntax, expected: SType?) -> Expr {
        let before = context.asyncOperations
        let inner = checkExpr(a.expression, expected: expected)
        if context.asyncOperations == before, !inner.type.isError, !isPrelude, !readsNameBehindBoundary(a.expression) {
            warning(Diagnostics.noAsyncOperationsInAwait, at: a)
        }
        return inner
    }

    /// `async let`: ReuseLab's boundary, once; the names it binds are declared with the error type so their
    /// `await`s raise nothing more.
    func rejectAsyncLet(_ v: VariableDeclSyntax) -> Bool {
        guard let modifier = v.modifiers.first(where: { $0.name.isKeyword(.async) }) else { return false }
        error(Diagnostics.featureUnsupported("async let"), at: modifier)
        for binding in v.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { declareBehindBoundary(name) }
        }
        return true
    }

    /// After checking a call or a member read: an `async` one must be awaited, where suspending is allowed.
    func checkAsyncEffect(_ e: Expr, at node: some SyntaxProtocol) {
        let note: Diagnostics.Message
        if case .call(.value, _, _, _) = e.kind {
            // A function value's type does not say whether it is `async`: `await f()` is taken on trust.
            context.asyncOperations += 1
            return
        }
        if let fn = directCallee(e), fn.isAsync {
            note = Diagnostics.callIsAsync
        } else if isAsyncPropertyRead(e) {
            note = Diagnostics.propertyAccessIsAsync
        } else {
            return
        }
        context.asyncOperations += 1
        guard !isPrelude else { return }
        let (anchor, awaited, inAutoclosure) = awaitCoverage(of: Syntax(node))
        if inAutoclosure {
            error(Diagnostics.asyncCallInAutoclosure, at: node)
            return
        }
        if !maySuspend(at: Syntax(node)) {
            if context.kind == .closure {
                if !context.reportedAsyncClosure { error(Diagnostics.asyncClosureUnsupported, at: node) }
                context.reportedAsyncClosure = true
                return
            }
            var notes: [CompileNote] = []
            if let fn = context.funcDecl, let name = fn.nameNode {
                notes.append(CompileNote(Diagnostics.addAsyncToFunction(fn.diagnosticName), at: name))
            }
            let isCall = note == Diagnostics.callIsAsync
            error(
                isCall ? Diagnostics.asyncCallInSynchronousFunction : Diagnostics.asyncPropertyAccessInSynchronousFunction, at: node,
                notes: notes)
            return
        }
        if !awaited {
            error(Diagnostics.asyncNotMarkedWithAwait, at: anchor, notes: [CompileNote(note, at: node)])
        }
    }

    /// An `async` function, a closure allowed to be `async`, or top-level code that awaits somewhere (swiftc
    /// makes a script's top level asynchronous only then; a REPL entry is a script of its own).
    func maySuspend(at node: Syntax) -> Bool {
        if context.kind != .topLevel { return context.canAwait }
        guard let file = node.root.as(SourceFileSyntax.self) else { return true }
        let finder = TopLevelAwaitFinder(viewMode: .sourceAccurate)
        for item in file.statements where !item.item.is(DeclSyntax.self) || item.item.is(VariableDeclSyntax.self) {
            finder.walk(item)
            if finder.found { return true }
        }
        return false
    }

    private func readsNameBehindBoundary(_ e: ExprSyntax) -> Bool {
        guard let ref = e.as(DeclReferenceExprSyntax.self) else { return false }
        return namesBehindBoundary.contains(ref.baseName.text)
    }

    /// `task.value`: `async`, and throwing unless the task's `Failure` is `Never`.
    func isAsyncPropertyRead(_ e: Expr) -> Bool {
        guard case .property(let receiver, let v, _) = e.kind, v.name == "value", taskDecl(of: receiver.type) != nil else { return false }
        return true
    }

    func taskDecl(of type: SType) -> NominalDecl? {
        if case .nominal(let d, _) = type.unwrappedFully, d.fromPrelude, d.name == "Task" { return d }
        return nil
    }

    /// Reading `task.value` of a task whose closure can throw is a throwing access.
    func taskValueThrows(_ e: Expr) -> Bool {
        guard isAsyncPropertyRead(e), case .property(let receiver, _, _) = e.kind,
            case .nominal(_, let args) = receiver.type.unwrappedFully, args.count == 2
        else { return false }
        if case .never = args[1] { return false }
        return !args[1].isError
    }

    /// `try await task.value` for a task that can fail: the read is a throwing place, as a throwing call is.
    func checkTaskValueThrows(_ e: Expr, at node: some SyntaxProtocol) {
        guard !isPrelude, taskValueThrows(e) else { return }
        if context.tryDepth > 0 {
            context.throwingCallsInTry += 1
            return
        }
        noteErrorSite()
        switch errorDestination {
        case .handled: error(Diagnostics.propertyAccessNotMarkedWithTry, at: node)
        case .closure: error(Diagnostics.throwingClosureUnsupported, at: node)
        case .unhandled, .unhandledByCatch: error(Diagnostics.propertyAccessNotMarkedWithTryNorHandled, at: node)
        }
    }

    /// Where swiftc reports an unawaited `async` operation: the outermost expression around it in its
    /// statement (an assignment's source); whether an `await` covers it on the way; whether it sits in the
    /// right operand of `&&`, `||` or `??`, which is an autoclosure.
    private func awaitCoverage(of node: Syntax) -> (anchor: Syntax, awaited: Bool, inAutoclosure: Bool) {
        var current = node
        var anchor = node
        var inAutoclosure = false
        while let parent = current.parent {
            if parent.is(AwaitExprSyntax.self) { return (anchor, true, inAutoclosure) }
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) { break }
            if let infix = parent.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == current.id {
                if infix.operator.is(AssignmentExprSyntax.self) { break }
                if let op = infix.operator.as(BinaryOperatorExprSyntax.self), ["&&", "||", "??"].contains(op.operator.text) {
                    inAutoclosure = true
                }
            }
            guard
                parent.is(ExprSyntax.self) || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
                    || parent.is(ArrayElementSyntax.self) || parent.is(ArrayElementListSyntax.self)
                    || parent.is(ExpressionSegmentSyntax.self) || parent.is(StringLiteralSegmentListSyntax.self)
                    || parent.is(DictionaryElementSyntax.self) || parent.is(DictionaryElementListSyntax.self)
            else { break }
            current = parent
            if parent.is(ExprSyntax.self) { anchor = parent }
        }
        return (anchor, false, inAutoclosure)
    }

    /// `Task { … }` is `Task<Success, Never>` when its closure cannot throw and `Task<Success, any Error>`
    /// when it can, as swiftc picks between Task's two initializers.
    func taskFailure(_ g: GenericParam, of decl: FuncDecl, arguments: [Expr]) -> SType? {
        guard let owner = decl.owner, owner.fromPrelude, owner.name == "Task", owner.genericParams.last === g else { return nil }
        let throwing = arguments.contains { argumentThrows($0) }
        if throwing, let error = world.types["Error"] { return .existential([error]) }
        return .never
    }
}

/// Finds an `await` in top-level code, not counting closures' and local functions' bodies.
private final class TopLevelAwaitFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
