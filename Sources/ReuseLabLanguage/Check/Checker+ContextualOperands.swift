import SwiftSyntax

/// An operand that names a member without its type (`.now() + 0.5`, `start + .milliseconds(300)`) takes its type
/// from the context: the left one from the type the whole expression must have, the right one from the
/// operator overloads the left operand's type declares.
extension Checker {
    func contextualOperands(_ infix: InfixOperatorExprSyntax, expected: SType?) -> (Expr, Expr)? {
        let left = infix.leftOperand
        let right = infix.rightOperand
        let leftNeedsContext = needsContextualType(left)
        // `[.search] == bar.tabs`, `.feed != current`: a comparison's operands share one type, so the left one
        // takes the right one's, whatever the whole expression must be.
        if leftNeedsContext || literalElementsNeedContext(left), !needsContextualType(right), !literalElementsNeedContext(right),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, Checker.comparisonOperators.contains(op)
        {
            let b = checkExpr(right, expected: nil)
            return (checkExpr(left, expected: b.type.isError ? nil : b.type), b)
        }
        guard leftNeedsContext || needsContextualType(right) else { return nil }
        let a: Expr
        if leftNeedsContext {
            guard let expected, !expected.isError else {
                // `.pi * radius` with no type expected of the whole: the left side takes the right side's type,
                // as both operands of the arithmetic operators share one.
                // `.pi * 2` alone is ambiguous to swiftc (every floating-point type has a `pi`).
                guard !needsContextualType(right), !isIntegerLiteralArithmetic(right, floating: true) else { return nil }
                let b = checkExpr(right, expected: nil)
                return (checkExpr(left, expected: b.type.isError ? nil : b.type), b)
            }
            a = checkExpr(left, expected: expected)
        } else if let expected, world.isFloatingPoint(expected), isIntegerLiteralArithmetic(left, floating: true) {
            // `2 * .pi` as a Double: the literal takes the context's type, and gives it to the member.
            a = checkExpr(left, expected: expected)
        } else {
            a = checkExpr(left, expected: nil)
        }
        guard needsContextualType(right), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return (a, checkExpr(right, expected: a.type.isError ? nil : a.type))
        }
        return (a, checkExpr(right, expected: rightOperandType(op, left: a.type, naming: implicitMemberName(right))))
    }

    /// The second parameter's type of the overload of `op` declared by the left operand's type whose second
    /// parameter's type has a member called `member`: `DispatchTime + DispatchTimeInterval` for `.milliseconds`.
    private func rightOperandType(_ op: String, left: SType, naming member: String?) -> SType? {
        // A left operand already in error gives the right one the error type: it says nothing more.
        guard case .nominal(let d, _) = left, let member else { return left }
        for overload in d.methods(named: op) ?? [] where overload.isStatic && overload.params.count == 2 {
            let parameter = overload.params[1].type
            if !lookupMembers(member, in: parameter, isStatic: true).isEmpty { return parameter }
        }
        return left
    }

    private func implicitMemberName(_ expr: ExprSyntax) -> String? {
        let member =
            expr.as(MemberAccessExprSyntax.self) ?? expr.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        return member?.declName.baseName.text
    }

    static let comparisonOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">="]

    /// `[.feed, .search]`, `[.feed: 1]`: an array or dictionary literal with an element that names a member
    /// without its type.
    private func literalElementsNeedContext(_ expr: ExprSyntax) -> Bool {
        if let array = expr.as(ArrayExprSyntax.self) {
            return array.elements.contains { needsContextualType($0.expression) || literalElementsNeedContext($0.expression) }
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            return elements.contains { needsContextualType($0.key) || needsContextualType($0.value) }
        }
        return false
    }
}

extension Checker {
    /// `.pi * 2 * radius`: the left operand is an arithmetic chain that starts with an implicit member, so
    /// it takes its type from the right operand, checked first.
    func operandsLedByImplicitMember(_ infix: InfixOperatorExprSyntax) -> (Expr, Expr)? {
        guard let chain = infix.leftOperand.as(InfixOperatorExprSyntax.self), startsWithImplicitMember(chain),
            !needsContextualType(infix.rightOperand), !isIntegerLiteralArithmetic(infix.rightOperand, floating: true)
        else { return nil }
        let b = checkExpr(infix.rightOperand, expected: nil)
        return (checkExpr(infix.leftOperand, expected: b.type.isError ? nil : b.type), b)
    }

    private func startsWithImplicitMember(_ infix: InfixOperatorExprSyntax) -> Bool {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op),
            !mayHaveUserOperator(op)
        else { return false }
        if needsContextualType(infix.leftOperand) { return true }
        // `2 * .pi`: a literal, then the member.
        if isIntegerLiteralArithmetic(infix.leftOperand, floating: true), needsContextualType(infix.rightOperand) { return true }
        return infix.leftOperand.as(InfixOperatorExprSyntax.self).map(startsWithImplicitMember) ?? false
    }
}
