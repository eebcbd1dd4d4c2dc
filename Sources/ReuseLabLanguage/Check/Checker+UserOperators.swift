import SwiftSyntax

/// Operators the learner implements: `static func ==` and `static func <` in a type, `static prefix func -`,
/// and global operator functions (`func ** (…)` after `infix operator **`). `!=` comes from `==`, and `>`,
/// `<=`, `>=` from `<`, as Equatable and Comparable provide them.
extension Checker {
    /// Whether a learner's function could implement `op` (operands' types are not known yet).
    func mayHaveUserOperator(_ op: String) -> Bool {
        if !(world.functions(named: op) ?? []).isEmpty { return true }
        // `a > b` and `a != b` are answered by a type's own `<` and `==`.
        let answeredBy: [String] =
            switch op {
            case "!=": ["!=", "=="]
            case ">", "<=", ">=": [op, "<"]
            default: [op]
            }
        return answeredBy.contains { world.userOperatorMethods.contains($0) }
    }

    /// The operands of an operator a learner's function may implement. An implicit member leading the left side
    /// (`.pi * r`, `.pi * r * r`, `.zero + offset`) takes its type from the context, or else from the right
    /// operand, as swiftc infers it; otherwise the left is checked first and gives the right its type.
    /// `typedByContext`: the operands were typed from the context as swiftc types them, so they are final; otherwise
    /// a built-in operator checks them again its own way (literals on either side take the other's type).
    func operandsBesideUserOperators(_ infix: InfixOperatorExprSyntax, expected: SType?) -> (Expr, Expr, typedByContext: Bool) {
        let left = infix.leftOperand
        let right = infix.rightOperand
        if needsContextualType(left) || isChainLedByImplicitMember(left), !needsContextualType(right) {
            if needsContextualType(left), let expected, !expected.isError {
                let a = checkExpr(left, expected: expected)
                return (a, checkExpr(right, expected: a.type.isError ? nil : a.type), true)
            }
            let b = checkExpr(right, expected: nil)
            // An error type on the right keeps the left from a follow-on "cannot infer contextual base".
            return (checkExpr(left, expected: b.type), b, true)
        }
        // `2 * .pi` as a Double: the literal takes the context's type, and gives it to the member.
        if let expected, world.isFloatingPoint(expected), needsContextualType(right), isIntegerLiteralArithmetic(left, floating: true) {
            let a = checkExpr(left, expected: expected)
            return (a, checkExpr(right, expected: a.type.isError ? nil : a.type), true)
        }
        let a = checkExpr(left, expected: nil)
        return (a, checkExpr(right, expected: a.type.isError ? nil : a.type), false)
    }

    /// `.pi * r`, `(.pi * r) * r`: arithmetic whose leftmost operand names a member without its type.
    private func isChainLedByImplicitMember(_ expr: ExprSyntax) -> Bool {
        guard let infix = expr.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op)
        else { return false }
        if isIntegerLiteralArithmetic(infix.leftOperand, floating: true), needsContextualType(infix.rightOperand) { return true }
        return needsContextualType(infix.leftOperand) || isChainLedByImplicitMember(infix.leftOperand)
    }

    func userOperatorCall(_ op: String, _ a: Expr, _ b: Expr, at node: InfixOperatorExprSyntax) -> Expr? {
        if a.type.isError || b.type.isError { return nil }
        if let direct = operatorCall(op, a, b, at: node) { return direct }
        let l = loc(node)
        switch op {
        case "!=": return operatorCall("==", a, b, at: node).map { Expr(.not($0), world.bool, l) }
        case ">": return operatorCall("<", b, a, at: node)
        case "<=": return operatorCall("<", b, a, at: node).map { Expr(.not($0), world.bool, l) }
        case ">=": return operatorCall("<", a, b, at: node).map { Expr(.not($0), world.bool, l) }
        default: return nil
        }
    }

    func userPrefixOperatorCall(_ op: String, _ operand: Expr, at node: PrefixOperatorExprSyntax) -> Expr? {
        if operand.type.isError { return nil }
        for (fn, receiver) in operatorCandidates(op, operandTypes: [operand.type]) where fn.params.count == 1 {
            guard world.isConvertible(operand.type, to: fn.params[0].type) else { continue }
            return makeOperatorCall(fn, receiver: receiver, [erasing(operand, to: fn.params[0].type)], at: loc(node))
        }
        return nil
    }

    func operatorCall(_ op: String, _ a: Expr, _ b: Expr, at node: some SyntaxProtocol) -> Expr? {
        for (fn, receiver) in operatorCandidates(op, operandTypes: [a.type, b.type]) where fn.params.count == 2 {
            let (p, q) = (fn.params[0].type, fn.params[1].type)
            let (a, b) = (integerLiteral(a, asDoubleFor: p), integerLiteral(b, asDoubleFor: q))
            guard world.isConvertible(a.type, to: p), world.isConvertible(b.type, to: q) else { continue }
            return makeOperatorCall(fn, receiver: receiver, [erasing(a, to: p), erasing(b, to: q)], at: loc(node))
        }
        return nil
    }

    /// Static operator methods of the operands' types (and their superclasses), then global operator functions.
    func operatorCandidates(_ op: String, operandTypes: [SType]) -> [(FuncDecl, SType?)] {
        var result: [(FuncDecl, SType?)] = []
        for t in operandTypes {
            guard case .nominal(let d, _) = t, d.kind != .builtin else { continue }
            for c in d.classChain {
                for fn in c.methods(named: op) ?? [] where fn.isStatic && !result.contains(where: { $0.0 === fn }) {
                    result.append((fn, t))
                }
            }
        }
        for fn in world.functions(named: op) ?? [] { result.append((fn, nil)) }
        return result
    }

    func makeOperatorCall(_ fn: FuncDecl, receiver: SType?, _ args: [Expr], at l: SourceLoc) -> Expr {
        let callee: Callee
        if let receiver, let owner = fn.owner {
            let ownerType = owner.isClass ? SType.nominal(owner, []) : receiver
            callee = .staticMethod(receiver: Expr(.typeValue(ownerType), .metatype(ownerType), l), fn, .direct)
        } else {
            callee = .function(fn)
        }
        let result = receiver.map { r in fn.resultType.substituting { p in p.selfOf != nil ? r : nil } } ?? fn.resultType
        return Expr(.call(callee, args: args, bindings: [:], variadicFrom: nil), result, l)
    }
}

extension Checker {
    /// `v += w` for a learner's type: its `static func += (inout …)` (Swift does not derive it from `+`).
    func userCompoundAssignment(_ op: String, _ place: LValue, _ type: SType, _ rhs: Expr, at node: InfixOperatorExprSyntax) -> Expr? {
        guard !type.isError, !rhs.type.isError, case .nominal(let d, _) = type, d.kind != .builtin else { return nil }
        let l = loc(node)
        let current = Expr(.inoutArgument(place), type, l)
        // A generic type's operator (`ArraySlice`'s `+=`) is typed with the operand's arguments for its parameters.
        var memberSubstitutions: [ObjectIdentifier: [ObjectIdentifier: SType]] = [:]
        for member in lookupMembers(op, in: type, isStatic: true) {
            if case .method(let fn) = member.kind { memberSubstitutions[ObjectIdentifier(fn)] = member.subst }
        }
        for (fn, receiver) in operatorCandidates(op, operandTypes: [type]) where fn.params.count == 2 && fn.params[0].isInout {
            let subst = memberSubstitutions[ObjectIdentifier(fn)] ?? [:]
            let (target, operand) = (fn.params[0].type.substituting(subst), fn.params[1].type.substituting(subst))
            guard world.sameType(type, target), world.isConvertible(rhs.type, to: operand) else { continue }
            let call = makeOperatorCall(fn, receiver: receiver, [current, erasing(rhs, to: operand)], at: l)
            guard case .call(let callee, let args, let bindings, let variadicFrom) = call.kind else { return call }
            return Expr(.call(writingBack(callee, args), args: args, bindings: bindings, variadicFrom: variadicFrom), .void, l)
        }
        return nil
    }
}
