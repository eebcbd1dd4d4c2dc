import SwiftSyntax

/// Subscript uses (`rows[i]`, `counts[key]`, `text[index]`): key paths, the learner's own subscripts, and the
/// standard library's. Declaring a subscript is in Checker+Subscripts.swift.
extension Checker {
    /// A subscript of a value already in error says nothing more, but its arguments are still read: the names they
    /// mention are used (no "never used" warning for the `key` of `counts[key]`).
    func errorExprCheckingArguments(_ sub: SubscriptCallExprSyntax) -> Expr {
        for argument in sub.arguments { _ = checkExpr(argument.expression, expected: nil) }
        return errorExpr(sub)
    }

    func checkSubscript(_ sub: SubscriptCallExprSyntax) -> Expr {
        let written = subscriptBase(sub)
        // `ids.reversed()[0]`: Sequence's `reversed()`, an array, is the one swiftc subscripts.
        let base = reversedViewElements(written) ?? written
        if base.type.isError { return errorExprCheckingArguments(sub) }
        if let keyPath = keyPathSubscriptGet(sub, base: base) { return keyPath }
        // A slice's own `subscript(position:)` takes an Int: a range (`slice[1...]`) slices it again.
        if base.type.nominalDecl.map(isArraySlice) == true, sub.arguments.count == 1, let arg = sub.arguments.first,
            arg.label == nil, let slice = arrayRangeSubscript(base, arg.expression, at: sub)
        {
            return slice
        }
        if let user = userSubscriptGet(base, sub) { return user }
        if let defaulted = defaultedSubscriptGet(base, sub) { return defaulted }
        if let element = collectionIndexSubscript(base, sub) { return element }
        if let boundary = collectionParameterSubscript(base, at: sub) { return boundary }
        guard sub.arguments.count == 1, let arg = sub.arguments.first, arg.label == nil else {
            error(Diagnostics.multipleSubscriptIndicesUnsupported, at: sub)
            return errorExpr(sub)
        }
        if let character = stringIndexSubscript(base, arg.expression, at: sub) { return character }
        if let slice = arrayRangeSubscript(base, arg.expression, at: sub) { return slice }
        switch base.type {
        case .array(let element):
            let index = checkExpr(arg.expression, convertingTo: world.int)
            if index.type.isError { return errorExpr(sub) }  // an index already reported (`items[1...]`) says nothing more
            return Expr(.subscriptGet(base, index), element, loc(sub))
        case .dictionary(let k, let v):
            let key = checkExpr(arg.expression, convertingTo: k)
            return Expr(.subscriptGet(base, key), .optional(v), loc(sub))
        case .error: return errorExpr(sub)
        default:
            if rejectSetSubscript(base.type, sub) { return errorExpr(sub) }
            error(Diagnostics.valueHasNoSubscripts(base.type), at: sub.calledExpression)
            return errorExpr(sub)
        }
    }
}
