import SwiftSyntax

/// A closure given for a function of one tuple parameter may take the tuple apart in its parameter list, as
/// Swift allows: `pairs.map { a, b in a * b }`, `zip(xs, ys).map { "\($0)\($1)" }`, `forEach { number, name in … }`.
/// The closure still receives one argument; its first statement binds the elements to the names.
extension Checker {
    struct TupleSplat {
        let type: SType
        let unpack: Stmt
    }

    /// Declares the element names in `ctx` (the closure's context, not yet current) and returns the statement
    /// that binds them, or nil when the closure takes its parameter whole.
    func splatTupleParameter(
        _ closure: ClosureExprSyntax, paramTypes: [SType]?, names: [(String, TypeSyntax?)], usesDollar: Bool,
        in ctx: FunctionContext
    ) -> TupleSplat? {
        guard let ps = paramTypes, ps.count == 1, case .tuple(let elements, _) = ps[0], elements.count > 1 else { return nil }
        if names.isEmpty {
            guard usesDollar, let highest = highestAnonymousArgument(closure), highest >= 1, highest < elements.count else { return nil }
        } else if names.count != elements.count {
            return nil
        }
        let l = loc(closure)
        let whole = ctx.declare("\u{0}tuple parameter", type: ps[0], isLet: true)
        var refs: [VarRef?] = []
        for (index, elementType) in elements.enumerated() {
            let name = names.isEmpty ? "$\(index)" : names[index].0
            if name == "_" {
                refs.append(nil)
                continue
            }
            var type = elementType
            if !names.isEmpty, let written = names[index].1 { type = resolveType(written, scope: currentTypeScope()) }
            refs.append(.local(hops: 0, index: ctx.declare(name, type: type, isLet: true)))
        }
        let unpack = Stmt(.bindTuple(refs, Expr(.variable(.local(hops: 0, index: whole)), ps[0], l)), l)
        return TupleSplat(type: ps[0], unpack: unpack)
    }

    /// The largest `$n` the closure's own body uses (nested closures have their own).
    private func highestAnonymousArgument(_ closure: ClosureExprSyntax) -> Int? {
        final class Finder: SyntaxVisitor {
            var highest: Int?
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if case .dollarIdentifier(let text) = token.tokenKind, let n = Int(text.dropFirst()) { highest = max(highest ?? n, n) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for item in closure.statements { finder.walk(item) }
        return finder.highest
    }
}
