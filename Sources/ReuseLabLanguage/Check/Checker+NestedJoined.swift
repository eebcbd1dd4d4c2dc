import SwiftSyntax

/// `sections.joined()` and `rows.joined(separator: [divider])` of an array of arrays: the elements in one array
/// (Swift's is a lazy `FlattenSequence`/`JoinedSequence` of them, which `map`, `for … in` and `Array(…)` read
/// alike). Array's `joined(separator:)` of strings is the prelude's own.
extension Checker {
    func joinedNestedArrays(_ base: Expr, name: String, args: [CallArgument], at call: FunctionCallExprSyntax) -> Expr? {
        guard name == "joined", case .array(.array(let element)) = base.type,
            args.isEmpty || (args.count == 1 && args[0].label == "separator"),
            let flatten = (world.functions(named: "_joinedArrays") ?? []).first, let parameter = flatten.genericParams.first
        else { return nil }
        let separator =
            args.first.map { checkExpr($0.expr, convertingTo: .array(element)) } ?? Expr(.arrayLiteral([]), .array(element), loc(call))
        if separator.type.isError { return errorExpr(call) }
        let bindings = [ObjectIdentifier(parameter): element]
        return Expr(.call(.function(flatten), args: [base, separator], bindings: bindings, variadicFrom: nil), .array(element), loc(call))
    }
}
