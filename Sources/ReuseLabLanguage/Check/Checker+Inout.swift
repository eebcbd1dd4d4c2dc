import SwiftSyntax

/// `inout` parameters and `&` arguments: the place is read for the call and the parameter's final value
/// written back to it afterwards (Swift's copy-in copy-out).
extension Checker {
    func checkInoutArgument(_ ampersand: InOutExprSyntax) -> Expr {
        guard let (place, type) = lvalue(ampersand.expression, use: .inoutArgument(ampersand: Syntax(ampersand))) else {
            return errorExpr(ampersand)
        }
        return Expr(.inoutArgument(place), type, loc(ampersand))
    }

    /// `&` exactly where the parameter is inout, and the place's type exactly the parameter's.
    func checkInoutPassing(_ p: ParamDecl, _ paramType: SType, _ e: Expr, _ syntax: ExprSyntax) -> Bool {
        if e.type.isError { return false }
        let isAmpersand = syntax.is(InOutExprSyntax.self)
        if !p.isInout {
            error(Diagnostics.ampersandWithNonInout(paramType), at: syntax)
            return false
        }
        if !isAmpersand {
            error(Diagnostics.inoutNeedsAmpersand(e.type), at: syntax)
            return false
        }
        if !world.sameType(e.type, paramType) {
            error(argumentMessage(e.type, paramType), at: syntax)
            return false
        }
        return true
    }

    /// The callee, made to write its inout parameters back when some argument is `&place`.
    func writingBack(_ callee: Callee, _ args: [Expr?]) -> Callee {
        var places: [(parameter: Int, place: LValue)] = []
        for (i, arg) in args.enumerated() {
            if let arg, case .inoutArgument(let place) = arg.kind { places.append((i, place)) }
        }
        return places.isEmpty ? callee : .writingBack(callee, places)
    }
}
