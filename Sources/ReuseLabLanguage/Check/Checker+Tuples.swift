import SwiftSyntax

/// Tuples beyond literals and `.0`: assignment to several places at once (`(a, b) = (b, a)`). Labelled
/// tuples (`(name: "A", age: 3)`, `p.name`) need labels in the type, which ReuseLab's types do not carry
/// yet: they are reported as not supported rather than silently losing their labels.
extension Checker {
    static let labeledTupleMessage = "'labeled tuples' is not supported in ReuseLab yet"

    func checkTupleAssignment(_ tuple: TupleExprSyntax, _ right: ExprSyntax, at node: InfixOperatorExprSyntax) -> Expr {
        var places: [LValue] = []
        var types: [SType] = []
        var failed = false
        for element in tuple.elements {
            if element.label != nil { error(Checker.labeledTupleMessage, at: element) }
            if element.expression.is(DiscardAssignmentExprSyntax.self) {
                places.append(.discard)
                types.append(.error)
                continue
            }
            guard let (place, type) = lvalue(element.expression) else {
                failed = true
                continue
            }
            places.append(place)
            types.append(type)
        }
        if failed {
            _ = checkExpr(right, expected: nil)
            return errorExpr(node)
        }
        let target = SType.tuple(types)
        let value = checkExpr(right, expected: target)
        if !value.type.isError {
            let fits: Bool
            if case .tuple(let given) = value.type, given.count == types.count {
                fits = zip(given, types).allSatisfy { $1.isError || world.isConvertible($0, to: $1) }
            } else {
                fits = false
            }
            if !fits { error("cannot assign value of type '\(value.type.diagnosticDescription)' to type '\(target.diagnosticDescription)'", at: right) }
        }
        return Expr(.assign(.tuple(places), value), .void, loc(node))
    }
}
