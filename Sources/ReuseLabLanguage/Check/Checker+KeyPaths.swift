import SwiftSyntax

/// Key paths where a function is expected (SE-0249): `items.map(\.title)`, `cells.filter(\.isSelected)`.
/// `\Root.a.b` is checked as the closure `{ $0.a.b }`. Key paths as values of their own type
/// (`let kp = \Cell.title`, `x[keyPath: kp]`) are not supported yet.
extension Checker {
    func checkKeyPath(_ keyPath: KeyPathExprSyntax, expected: SType?) -> Expr {
        let l = loc(keyPath)
        guard let exp = expected?.unwrappedFully, case .function(let params, _) = exp, params.count == 1 else {
            error(Diagnostics.keyPathValueUnsupported, at: keyPath)
            return errorExpr(keyPath)
        }
        var root = params[0]
        if let written = keyPath.root { root = resolveType(written, scope: currentTypeScope()) }
        if root.containsParams || root.isError {
            error(Diagnostics.keyPathValueUnsupported, at: keyPath)
            return errorExpr(keyPath)
        }
        var current = Expr(.variable(.local(hops: 0, index: 0)), root, l)
        for component in keyPath.components {
            guard case .property(let property) = component.component, property.declName.argumentNames == nil else {
                error(Diagnostics.keyPathComponentUnsupported, at: component)
                return errorExpr(keyPath)
            }
            let name = property.declName.baseName.text
            if let (index, element) = tupleElement(named: name, in: current.type) {
                current = Expr(.tupleElement(current, index), element, l)
                continue
            }
            let members = lookupMembers(name, in: current.type, isStatic: false)
            guard let first = members.first, case .property = first.kind else {
                error(Diagnostics.valueHasNoMember(current.type, name), at: property.declName)
                return errorExpr(keyPath)
            }
            current = memberReference(members, base: current, name: name, argumentNames: nil, node: property.declName, expected: nil)
        }
        let closure = Closure(paramCount: 1, body: [Stmt(.ret(current), l)], frameSize: 1, isSingleExpression: true)
        return Expr(.closure(closure), .function([root], current.type), l)
    }
}

extension Checker {
    /// A closure or a key path: typed from the parameter it is passed to, so checked once generic
    /// parameters fixed by the other arguments are known.
    func isFunctionLiteral(_ expr: ExprSyntax) -> Bool {
        expr.is(ClosureExprSyntax.self) || expr.is(KeyPathExprSyntax.self)
    }
}
