import SwiftSyntax

/// An instance method named through its type, `Cell.configure`, is a function from an instance to the method
/// bound to it: `(Cell) -> (Args) -> Result`. It is checked as the closure `{ instance in instance.configure }`.
extension Checker {
    func unappliedMethodReference(_ fn: FuncDecl, on instanceType: SType, subst: [ObjectIdentifier: SType], node: some SyntaxProtocol)
        -> Expr
    {
        let l = loc(node)
        let instance = Expr(.variable(.local(hops: 0, index: 0)), instanceType, l)
        let bound = Expr(.functionRef(fn, receiver: instance, bindings: subst), functionType(of: fn, subst: subst), l)
        let closure = Closure(paramCount: 1, body: [Stmt(.ret(bound), l)], frameSize: 1, isSingleExpression: true)
        return Expr(.closure(closure), .function([instanceType], bound.type), l)
    }

    /// Where there is no `self` value (a stored property's initial value), a bare `self` in an NSObject subclass
    /// still names something: NSObjectProtocol's `self()` method, unapplied. `String(describing: self)` there
    /// prints "(Function)", the classic surprise of `static let identifier = String(describing: self)`.
    func selfMethodOutsideInstance(_ ref: DeclReferenceExprSyntax) -> Expr? {
        guard let ctx = methodContext, !ctx.hasSelfSlot, let owner = ctx.owner, owner.isClass else { return nil }
        let instanceType = SType.nominal(owner, owner.genericParams.map { .param($0) })
        let methods = lookupMembers("self", in: instanceType, isStatic: false)
        guard methods.count == 1, case .method(let fn) = methods[0].kind else { return nil }
        return unappliedMethodReference(fn, on: instanceType, subst: methods[0].subst, node: ref)
    }
}
