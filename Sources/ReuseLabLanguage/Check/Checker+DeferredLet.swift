import SwiftSyntax

/// `let height: Int` given its value later (`height = 44`, or once in each branch of an `if`): the plain
/// assignment initializes the constant. Only in the frame that declared it (not from a closure or a loop
/// pass, where swiftc rejects it). Approximated: swiftc's definite-initialization analysis also rejects a
/// second assignment on the same path ("immutable value 'x' may only be initialized once"); ReuseLab does
/// not track paths, so it accepts that one.
extension Checker {
    func deferredLetInitialization(_ target: ExprSyntax) -> (LValue, SType)? {
        guard let ref = target.as(DeclReferenceExprSyntax.self), ref.baseName.tokenKind != .keyword(.self),
            let (r, v) = lookupVariable(ref.baseName.identifier?.name ?? ref.baseName.text),
            v.isLet, v.usage?.binding == .declarationWithoutValue, case .local(hops: 0, _) = r
        else { return nil }
        return (.variable(r), v.type)
    }
}
