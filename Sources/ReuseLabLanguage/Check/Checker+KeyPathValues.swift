import SwiftSyntax

/// Key paths as values: `let kp = \Cell.title`, `\.name` where a `KeyPath<Root, Value>` is expected,
/// `value[keyPath: kp]` read, and written through a `WritableKeyPath` or `ReferenceWritableKeyPath`.
/// A key path's type is the most capable one its properties allow, as in Swift: every step settable gives
/// `WritableKeyPath` on a value-type root and `ReferenceWritableKeyPath` on a class.
///
/// At run time a key path is the tuple (getter, setter or `()`, text): the getter is `{ $0.a.b }`, the setter
/// `{ var r = $0; r.a.b = $1; return r }` (a class root is changed in place and handed back), and the text is
/// what `print` shows, `\Cell.title`.
extension Checker {
    static let keyPathClassNames: Set<String> = ["AnyKeyPath", "PartialKeyPath", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]

    /// `KeyPath<Root, Value>` and its subclasses: the root and value types.
    func keyPathTypes(_ type: SType) -> (kind: String, root: SType, value: SType)? {
        guard case .nominal(let d, let args) = type, d.fromPrelude, Checker.keyPathClassNames.contains(d.name), args.count == 2 else {
            return nil
        }
        return (d.name, args[0], args[1])
    }

    func checkKeyPathValue(_ keyPath: KeyPathExprSyntax, expected: SType?) -> Expr {
        let l = loc(keyPath)
        var root: SType?
        if let written = keyPath.root {
            root = resolveType(written, scope: currentTypeScope())
        } else if let exp = expected.flatMap({ keyPathTypes($0.unwrappedFully) }) {
            root = exp.root
        }
        guard let root, !root.isError, !root.containsParams else {
            if root?.isError != true { error(Diagnostics.keyPathValueUnsupported, at: keyPath) }
            return errorExpr(keyPath)
        }
        guard let path = keyPathComponents(keyPath, root: root) else { return errorExpr(keyPath) }
        let getter = Closure(paramCount: 1, body: [Stmt(.ret(path.value), l)], frameSize: 1, isSingleExpression: true)
        let getterExpr = Expr(.closure(getter), .function([root], path.value.type), l)
        let writable = !path.isChained && !path.steps.isEmpty && path.steps.allSatisfy { $0.property?.isSettable ?? true }
        let referenceRoot = world.classDecl(of: root) != nil
        var setterExpr = Expr(.tupleLiteral([]), .void, l)
        if writable, let setter = keyPathSetter(path, root: root, at: l) {
            setterExpr = Expr(.closure(setter), .function([root, path.value.type], root), l)
        }
        let kind = !writable ? "KeyPath" : referenceRoot ? "ReferenceWritableKeyPath" : "WritableKeyPath"
        guard var decl = world.types[kind] else { return errorExpr(keyPath) }
        // Where a less capable key path is expected (`KeyPath<Cell, T>`), the literal takes that type, so
        // that inference sees the same class on both sides.
        if let exp = expected.flatMap({ keyPathTypes($0.unwrappedFully) }), let wanted = world.types[exp.kind], decl.isSubclass(of: wanted)
        {
            decl = wanted
        }
        let text = "\\" + root.description + keyPath.components.map { $0.trimmedDescription }.joined()
        let value = Expr(
            .tupleLiteral([getterExpr, setterExpr, Expr(.stringLiteral(text), world.string, l)]),
            .nominal(decl, [root, path.value.type]), l)
        return value
    }

    /// `{ (r, v) in var r = r; r.a.b = v; return r }` over the closure's two slots.
    private func keyPathSetter(_ path: KeyPathSteps, root: SType, at l: SourceLoc) -> Closure? {
        var place: LValue = .variable(.local(hops: 0, index: 0))
        for step in path.steps {
            if let index = step.index {
                place = .subscriptElement(place, index)
                continue
            }
            if step.isForceUnwrap {
                place = .unwrapped(place, force: true, l)
                continue
            }
            guard let v = step.property else { return nil }  // a tuple element: read-only here
            if world.classDecl(of: step.base.type) != nil {
                place = .property(step.base, v, dispatch(for: .property(v), on: step.base.type))
            } else {
                place = .nestedProperty(place, v)
            }
        }
        let newValue = Expr(.variable(.local(hops: 0, index: 1)), path.value.type, l)
        let body = [
            Stmt(.expression(Expr(.assign(place, newValue), .void, l)), l),
            Stmt(.ret(Expr(.variable(.local(hops: 0, index: 0)), root, l)), l),
        ]
        return Closure(paramCount: 2, body: body, frameSize: 2, isSingleExpression: false)
    }

    /// `value[keyPath: kp]`: the getter applied to the value.
    func keyPathSubscriptGet(_ sub: SubscriptCallExprSyntax, base: Expr) -> Expr? {
        guard sub.arguments.count == 1, let arg = sub.arguments.first, arg.label?.text == "keyPath" else { return nil }
        guard let (kp, types) = keyPathArgument(arg.expression, base: base, baseSyntax: sub.calledExpression) else { return errorExpr(sub) }
        let getter = Expr(.tupleElement(kp, 0), .function([types.root], types.value), loc(sub))
        return Expr(.call(.value(getter), args: [erasing(base, to: types.root)], bindings: [:], variadicFrom: nil), types.value, loc(sub))
    }

    private func keyPathArgument(_ syntax: ExprSyntax, base: Expr, baseSyntax: ExprSyntax) -> (
        Expr, (kind: String, root: SType, value: SType)
    )? {
        if base.type.isError {
            _ = checkExpr(syntax, expected: nil)
            return nil
        }
        // The most capable kind as the expectation, so a literal keeps its own (see `checkKeyPathValue`).
        let kp = checkExpr(syntax, expected: .nominal(world.types["ReferenceWritableKeyPath"]!, [base.type, .error]))
        if kp.type.isError { return nil }
        guard let types = keyPathTypes(kp.type) else {
            error(Diagnostics.keyPathArgumentNotKeyPath(kp.type), at: syntax)
            return nil
        }
        guard world.isConvertible(base.type, to: types.root) else {
            error(Diagnostics.keyPathRootMismatch(kp.type, base.type), at: baseSyntax)
            return nil
        }
        return (kp, types)
    }

    /// `value[keyPath: kp] = newValue`: the setter's result stored back into `value` (a class root is
    /// changed in place).
    func keyPathAssignment(_ infix: InfixOperatorExprSyntax, compound: BinaryOp? = nil) -> Expr? {
        guard let sub = infix.leftOperand.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1,
            let arg = sub.arguments.first, arg.label?.text == "keyPath"
        else { return nil }
        let l = loc(infix)
        let base = checkExpr(sub.calledExpression, expected: nil)
        guard let (kp, types) = keyPathArgument(arg.expression, base: base, baseSyntax: sub.calledExpression) else {
            _ = checkExpr(infix.rightOperand, expected: nil)
            return errorExpr(infix)
        }
        guard types.kind == "WritableKeyPath" || types.kind == "ReferenceWritableKeyPath" else {
            _ = checkExpr(infix.rightOperand, expected: nil)
            error(Diagnostics.keyPathReadOnly(arg.expression.trimmedDescription), at: sub.leftSquare)
            return errorExpr(infix)
        }
        var value = checkExpr(infix.rightOperand, convertingTo: types.value)
        if let op = compound {
            // `x[keyPath: kp] += 1`: the setter is given the getter's value combined with the operand.
            if arithmeticResult(op, types.value, value.type, node: infix).isError { return errorExpr(infix) }
            let getter = Expr(.tupleElement(kp, 0), .function([types.root], types.value), l)
            let current = Expr(.call(.value(getter), args: [base], bindings: [:], variadicFrom: nil), types.value, l)
            value = Expr(.binary(op, current, value), types.value, l)
        }
        let setter = Expr(.tupleElement(kp, 1), .function([types.root, types.value], types.root), l)
        let call = Expr(.call(.value(setter), args: [base, value], bindings: [:], variadicFrom: nil), types.root, l)
        if types.kind == "ReferenceWritableKeyPath" { return Expr(.assign(.discard, call), .void, l) }
        guard let (place, _) = lvalue(sub.calledExpression, use: .assignment) else { return errorExpr(infix) }
        return Expr(.assign(place, call), .void, l)
    }
}
