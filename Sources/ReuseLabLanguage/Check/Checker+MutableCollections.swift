import SwiftSyntax

/// A generic `MutableCollection` changed in place: `c[i] = x` and `c.swapAt(i, j)` on a variable or `inout`
/// parameter `c` of a type `C: MutableCollection`. The collection is read, changed by a prelude native
/// (`_collectionSetting`, `_collectionSwapping`) and written back, which is what Swift's in-place change
/// amounts to for the arrays and slices a caller can give.
extension Checker {
    /// `c[i] = x`, or nil when the target is not an element of such a collection.
    func mutableCollectionAssignment(_ infix: InfixOperatorExprSyntax) -> Expr? {
        guard let sub = infix.leftOperand.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1,
            let argument = sub.arguments.first, argument.label == nil,
            let g = mutableCollectionParameter(sub.calledExpression)
        else { return nil }
        guard let index = collectionIndexType(g, at: sub), let element = world.sequenceElement(of: .param(g)),
            let (place, _) = lvalue(sub.calledExpression, use: .assignmentThroughSubscript(bracket: Syntax(sub.leftSquare)))
        else { return errorExpr(infix) }
        let base = checkExpr(sub.calledExpression, expected: nil)
        let position = checkExpr(argument.expression, convertingTo: index, message: Diagnostics.cannotConvertArgumentType)
        let value = checkExpr(infix.rightOperand, convertingTo: element)
        if position.type.isError || value.type.isError { return errorExpr(infix) }
        guard let changed = callCollectionNative("_collectionSetting", base, [position, value], extra: element, at: infix) else {
            return errorExpr(infix)
        }
        return Expr(.assign(place, changed), .void, loc(infix))
    }

    /// `c.swapAt(i, j)`, or nil when `base` is not such a collection.
    func mutableCollectionCall(
        _ base: Expr, _ baseSyntax: ExprSyntax, name: String, args: [CallArgument], at call: FunctionCallExprSyntax
    ) -> Expr? {
        guard name == "swapAt", args.count == 2, args.allSatisfy({ $0.label == nil }), case .param(let g) = base.type,
            g.collectionProtocols.contains("MutableCollection"), let index = collectionIndexType(g, at: call),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        guard let (place, _) = lvalue(baseSyntax, use: .mutation(memberName: Syntax(member.declName))) else { return errorExpr(call) }
        let positions = args.map { checkExpr($0.expr, convertingTo: index, message: Diagnostics.cannotConvertArgumentType) }
        if positions.contains(where: { $0.type.isError }) { return errorExpr(call) }
        guard let changed = callCollectionNative("_collectionSwapping", base, positions, at: call) else { return errorExpr(call) }
        return Expr(.assign(place, changed), .void, loc(call))
    }

    /// The parameter `C: MutableCollection` that `syntax`, a local variable or parameter, is a value of.
    private func mutableCollectionParameter(_ syntax: ExprSyntax) -> GenericParam? {
        guard let name = syntax.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var scope: FunctionContext? = context
        while let c = scope {
            if let v = c.lookupLocal(name) {
                guard case .param(let g) = v.type, g.collectionProtocols.contains("MutableCollection"), !g.isBehindBoundary else {
                    return nil
                }
                return g
            }
            scope = c.kind == .closure ? c.parent : nil
        }
        return nil
    }

    /// A call of a prelude native generic over the collection (and, when given, its element) returning it changed.
    private func callCollectionNative(_ name: String, _ base: Expr, _ args: [Expr], extra: SType? = nil, at node: some SyntaxProtocol)
        -> Expr?
    {
        guard let decl = world.functions(named: name)?.first, let collection = decl.genericParams.first else { return nil }
        var bindings = [ObjectIdentifier(collection): base.type]
        if let extra, decl.genericParams.count > 1 { bindings[ObjectIdentifier(decl.genericParams[1])] = extra }
        return Expr(.call(.function(decl), args: [base] + args, bindings: bindings, variadicFrom: nil), base.type, loc(node))
    }
}
