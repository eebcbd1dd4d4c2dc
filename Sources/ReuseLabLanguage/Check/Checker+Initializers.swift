import SwiftSyntax

/// swiftc's rules for initializers that the call checker does not enforce by itself.
extension Checker {
    /// `t.init(x: 1)` with `t` a metatype value may make a subclass, which only a `required` initializer is
    /// guaranteed to exist on. A final class has no subclasses, so any initializer will do.
    func requireRequiredInitializer(_ made: Expr, at nameNode: some SyntaxProtocol) {
        guard !isPrelude, case .call(.initializer(_, let fn), _, _, _) = made.kind,
              let owner = fn.owner, owner.isClass, !owner.isFinal, !fn.isRequired, !owner.fromPrelude else { return }
        error("constructing an object of class type '\(owner.name)' with a metatype value must use a 'required' initializer", at: nameNode)
    }
}

extension Checker {
    /// `return nil` ends a failable initializer with no instance; nothing else may be returned from one.
    func checkInitializerReturn(_ r: ReturnStmtSyntax, _ value: ExprSyntax, at l: SourceLoc) -> Stmt {
        guard value.is(NilLiteralExprSyntax.self) else {
            error("'nil' is the only return value permitted in an initializer", at: r)
            return Stmt(.ret(nil), l)
        }
        if context.funcDecl?.isFailable != true {
            error("only a failable initializer can return 'nil'", at: r)
        }
        return Stmt(.ret(Expr(.nilLiteral, .nilLiteral, loc(value))), l)
    }
}
