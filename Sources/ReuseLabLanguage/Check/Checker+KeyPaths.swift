import SwiftSyntax

/// Key paths where a function is expected (SE-0249): `items.map(\.title)`, `cells.filter(\.isSelected)`.
/// `\Root.a.b` is checked as the closure `{ $0.a.b }`. Key paths as values of their own type
/// (`let kp = \Cell.title`, `x[keyPath: kp]`) are in `Checker+KeyPathValues.swift`.
extension Checker {
    func checkKeyPath(_ keyPath: KeyPathExprSyntax, expected: SType?) -> Expr {
        let l = loc(keyPath)
        guard let exp = expected?.unwrappedFully, case .function(let params, _) = exp, params.count == 1 else {
            return checkKeyPathValue(keyPath, expected: expected)
        }
        var root = params[0]
        if let written = keyPath.root { root = resolveType(written, scope: currentTypeScope()) }
        // `items.map(\.description)` in generic code: the root may be a generic parameter of the code around it
        // (a fixed type there), not one the call is still inferring.
        if root.isError || !namesOnlyParamsInScope(root) {
            error(Diagnostics.keyPathValueUnsupported, at: keyPath)
            return errorExpr(keyPath)
        }
        guard let path = keyPathComponents(keyPath, root: root) else { return errorExpr(keyPath) }
        let closure = Closure(paramCount: 1, body: [Stmt(.ret(path.value), l)], frameSize: 1, isSingleExpression: true)
        return Expr(.closure(closure), .function([root], path.value.type), l)
    }

    /// Whether every generic parameter `type` names is one of the enclosing declarations' (or their `Self`).
    func namesOnlyParamsInScope(_ type: SType) -> Bool {
        guard type.containsParams else { return true }
        let scope = currentTypeScope()
        let inScope = Array(scope.genericParams.values) + [scope.selfParam].compactMap { $0 }
        return !type.substituting { p in inScope.contains { $0 === p } ? SType.void : nil }.containsParams
    }

    /// The path read from the closure parameter `$0` (slot 0): the value it reaches, and each step's
    /// property (nil for a tuple element) with the expression it is read from.
    struct KeyPathSteps {
        var value: Expr
        var steps: [KeyPathStep] = []
        /// A `?` component was met: the value is read inside an optional chain, and the path is read-only here.
        var isChained = false
    }

    /// One component: a property (nil for a tuple element), a subscript's index, or a force unwrap.
    struct KeyPathStep {
        var base: Expr
        var property: VarDecl?
        var subst: [ObjectIdentifier: SType] = [:]
        var index: Expr? = nil
        var isForceUnwrap = false
    }

    func keyPathComponents(_ keyPath: KeyPathExprSyntax, root: SType) -> KeyPathSteps? {
        let l = loc(keyPath)
        var path = KeyPathSteps(value: Expr(.variable(.local(hops: 0, index: 0)), root, l))
        for component in keyPath.components {
            if case .optional(let mark) = component.component {
                guard addUnwrapComponent(mark, to: &path, at: component) else { return nil }
                continue
            }
            if case .subscript(let sub) = component.component {
                guard addSubscriptComponent(sub, to: &path, at: component) else { return nil }
                continue
            }
            guard case .property(let property) = component.component, property.declName.argumentNames == nil else {
                error(Diagnostics.keyPathComponentUnsupported, at: component)
                return nil
            }
            let name = property.declName.baseName.text
            let current = path.value
            if name == "self" && property.declName.baseName.isKeyword(.self) { continue }  // `\.self`: the value itself
            if let (index, element) = tupleElement(named: name, in: current.type) {
                path.steps.append(KeyPathStep(base: current, property: nil))
                path.value = Expr(.tupleElement(current, index), element, l)
                continue
            }
            // A key path names a property: a method of the same base name (`count(where:)` beside `count`) is not it.
            let members = lookupMembers(name, in: current.type, isStatic: false).filter {
                if case .property = $0.kind { return true }
                return false
            }
            guard let first = members.first, case .property(let v) = first.kind else {
                error(Diagnostics.valueHasNoMember(current.type, name), at: property.declName)
                return nil
            }
            path.steps.append(KeyPathStep(base: current, property: v, subst: first.subst))
            path.value = memberReference(members, base: current, name: name, argumentNames: nil, node: property.declName, expected: nil)
        }
        if path.isChained {
            let value = path.value
            path.value = Expr(.optionalChain(value), value.type.optionalPayload != nil ? value.type : .optional(value.type), value.loc)
        }
        return path
    }
}

extension Checker {
    /// A closure or a key path: typed from the parameter it is passed to, so checked once generic
    /// parameters fixed by the other arguments are known.
    /// Arguments typed from the function type their parameter expects, once the other arguments have bound what
    /// they can: closures, key paths, `Cell.init`, and operators named as functions (`zip(a, b).map(*)`).
    func isFunctionLiteral(_ expr: ExprSyntax) -> Bool {
        expr.is(ClosureExprSyntax.self) || expr.is(KeyPathExprSyntax.self) || isInitializerReference(expr)
            || isOperatorReference(expr)
    }
}
