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
        if root.containsParams || root.isError {
            error(Diagnostics.keyPathValueUnsupported, at: keyPath)
            return errorExpr(keyPath)
        }
        guard let path = keyPathComponents(keyPath, root: root) else { return errorExpr(keyPath) }
        let closure = Closure(paramCount: 1, body: [Stmt(.ret(path.value), l)], frameSize: 1, isSingleExpression: true)
        return Expr(.closure(closure), .function([root], path.value.type), l)
    }

    /// The path read from the closure parameter `$0` (slot 0): the value it reaches, and each step's
    /// property (nil for a tuple element) with the expression it is read from.
    struct KeyPathSteps {
        var value: Expr
        var steps: [(base: Expr, property: VarDecl?, subst: [ObjectIdentifier: SType])] = []
    }

    func keyPathComponents(_ keyPath: KeyPathExprSyntax, root: SType) -> KeyPathSteps? {
        let l = loc(keyPath)
        var path = KeyPathSteps(value: Expr(.variable(.local(hops: 0, index: 0)), root, l))
        for component in keyPath.components {
            guard case .property(let property) = component.component, property.declName.argumentNames == nil else {
                error(Diagnostics.keyPathComponentUnsupported, at: component)
                return nil
            }
            let name = property.declName.baseName.text
            let current = path.value
            if name == "self" && property.declName.baseName.tokenKind == .keyword(.self) { continue }  // `\.self`: the value itself
            if let (index, element) = tupleElement(named: name, in: current.type) {
                path.steps.append((current, nil, [:]))
                path.value = Expr(.tupleElement(current, index), element, l)
                continue
            }
            let members = lookupMembers(name, in: current.type, isStatic: false)
            guard let first = members.first, case .property(let v) = first.kind else {
                error(Diagnostics.valueHasNoMember(current.type, name), at: property.declName)
                return nil
            }
            path.steps.append((current, v, first.subst))
            path.value = memberReference(members, base: current, name: name, argumentNames: nil, node: property.declName, expected: nil)
        }
        return path
    }
}

extension Checker {
    /// A closure or a key path: typed from the parameter it is passed to, so checked once generic
    /// parameters fixed by the other arguments are known.
    func isFunctionLiteral(_ expr: ExprSyntax) -> Bool {
        expr.is(ClosureExprSyntax.self) || expr.is(KeyPathExprSyntax.self)
    }
}
