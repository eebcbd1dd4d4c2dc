import SwiftSyntax

/// Places inside an optional: `groups[key]!.append(row)` and `groups[key]?.append(row)` change the value
/// in the dictionary (or variable, or property) where it lies, as Swift does.
extension Checker {
    /// nil when `syntax` is no unwrapping; `.some(nil)` when it is one but has an error (already reported).
    func unwrappedLValue(_ syntax: ExprSyntax, use: LValueUse) -> (LValue, SType)?? {
        let inner: ExprSyntax
        let force: Bool
        if let f = syntax.as(ForceUnwrapExprSyntax.self) {
            inner = f.expression
            force = true
        } else if let c = syntax.as(OptionalChainingExprSyntax.self), typeReference(c.expression) == nil {
            inner = c.expression
            force = false
        } else {
            return .none
        }
        guard let (base, type) = lvalue(inner, use: use) else { return .some(nil) }
        guard case .optional(let wrapped) = type else {
            // Unwrapping a non-optional: the expression checker reports swiftc's error.
            _ = checkExpr(syntax, expected: nil)
            return .some(nil)
        }
        return .some((.unwrapped(base, force: force, loc(syntax)), wrapped))
    }
}
