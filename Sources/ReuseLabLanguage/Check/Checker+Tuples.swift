import SwiftSyntax

/// Tuples beyond literals: elements by position or label (`p.0`, `p.name`), labels in the type
/// (`(name: String, age: Int)`, printed as Swift prints them), and assignment to several places at once
/// (`(a, b) = (b, a)`).
extension Checker {

    /// The labels of a tuple's elements, or nil when none has one (an unlabelled tuple).
    func tupleLabels(_ labels: [String?]) -> [String?]? {
        labels.contains { $0 != nil && $0 != "_" } ? labels.map { $0 == "_" ? nil : $0 } : nil
    }

    /// `.1` or `.name` on a tuple type: the element's index and type.
    func tupleElement(named name: String, in type: SType) -> (Int, SType)? {
        guard case .tuple(let elements, let labels) = type else { return nil }
        if let index = Int(name), index >= 0, index < elements.count { return (index, elements[index]) }
        if let index = labels?.firstIndex(where: { $0 == name }) { return (index, elements[index]) }
        return nil
    }

    func checkTupleAssignment(_ tuple: TupleExprSyntax, _ right: ExprSyntax, at node: InfixOperatorExprSyntax) -> Expr {
        var places: [LValue] = []
        var types: [SType] = []
        var failed = false
        for element in tuple.elements {
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
        let written = tuple.elements.map { $0.label?.text }
        let target = SType.tuple(types, labels: tupleLabels(written))
        let value = checkExpr(right, expected: .tuple(types))
        if !value.type.isError {
            let fits: Bool
            if case .tuple(let given, _) = value.type, given.count == types.count {
                fits =
                    zip(given, types).allSatisfy { $1.isError || world.isConvertible($0, to: $1) }
                    && mismatchedTupleLabel(written, in: value.type, unlabeledAccepts: true) == nil
            } else {
                fits = false
            }
            if !fits { error(Diagnostics.cannotAssignValue(value.type, target), at: right) }
        }
        return Expr(.assign(.tuple(places), value), .void, loc(node))
    }
}

extension Checker {
    /// `pair.0 = 1`, `point.x += 2`: an element of a tuple held in a variable (or a property).
    func tupleElementLValue(
        _ baseSyntax: ExprSyntax, _ type: SType, name: String, node: some SyntaxProtocol,
        use: LValueUse
    ) -> (LValue, SType)? {
        guard let (index, element) = tupleElement(named: name, in: type) else {
            error(Diagnostics.tupleHasNoMember(type, name), at: node)
            return nil
        }
        guard let (base, _) = lvalue(baseSyntax, use: use) else { return nil }
        return (.tupleElement(base, index), element)
    }
}
