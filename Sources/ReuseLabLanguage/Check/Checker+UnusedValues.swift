import SwiftSyntax

/// swiftc's warnings for a value computed as a statement and dropped, other than a call's result (see
/// `warnUnusedResult` in `Checker+Warnings.swift`): a literal, a prefix operator's result, a variable, a
/// property or subscript read (worded apart when it could have been assigned: "accessed but result is unused"),
/// and any other expression by its type, each at the place swiftc gives the expression.
extension Checker {
    func warnUnusedValue(_ e: Expr, _ syntax: ExprSyntax) {
        switch e.kind {
        // An unapplied function is swiftc's error, not a warning.
        case .functionRef:
            error(Diagnostics.functionIsUnused, at: swiftcLocation(syntax))
            return
        case .closure: return
        // A bare `nil` has no type to drop: swiftc's error (a failable `init?() { nil }` is a return, not this).
        case .nilLiteral:
            error(Diagnostics.nilRequiresContextualType, at: syntax)
            return
        case .enumCase:
            // `Mode.idle`: a case is a function returning the enum.
            warning(Diagnostics.unusedFunctionValueResult(e.type), at: swiftcLocation(syntax))
            return
        default: break
        }
        if let kind = literalKind(syntax) {
            warning(Diagnostics.unusedLiteral(kind), at: syntax)
        } else if let prefix = syntax.as(PrefixOperatorExprSyntax.self) {
            warning(Diagnostics.unusedOperatorResult(prefix.operator.text), at: prefix.operator)
        } else if isVariable(syntax) || isTupleElementOfPlace(e, syntax) {
            warning(Diagnostics.unusedVariable, at: swiftcLocation(syntax))
        } else if let accessed = accessedPlace(e, syntax) {
            warning(accessed, at: swiftcLocation(syntax))
        } else {
            warning(Diagnostics.unusedExpression(e.type), at: swiftcLocation(syntax))
        }
    }

    /// `g()` with `g` of function type; `Mode.value(3)` (an enum case with a payload).
    func warnUnusedCallOfValue(_ callee: Callee, type: SType, _ syntax: ExprSyntax) {
        switch callee {
        case .value, .enumCase:
            let call = syntax.as(FunctionCallExprSyntax.self)
            warning(Diagnostics.unusedFunctionValueResult(type), at: call.map { swiftcLocation($0.calledExpression) } ?? Syntax(syntax))
        case .writingBack(let inner, _):
            warnUnusedCallOfValue(inner, type: type, syntax)
        default:
            break
        }
    }

    /// `Int(3)`, `Double(2)`: swiftc reads a standard-library type called with a bare literal as a coercion of
    /// the literal, not an initializer call.
    func isLiteralCoercion(_ syntax: ExprSyntax) -> Bool {
        guard let call = syntax.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
            let only = call.arguments.first, only.label == nil, literalKind(withoutParentheses(only.expression)) != nil,
            let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return ["Int", "Double", "Float", "String", "Bool", "CGFloat", "Character"].contains(type)
    }

    func withoutParentheses(_ syntax: ExprSyntax) -> ExprSyntax {
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return withoutParentheses(only.expression)
        }
        return syntax
    }

    private func literalKind(_ syntax: ExprSyntax) -> String? {
        if syntax.is(IntegerLiteralExprSyntax.self) { return "integer" }
        if syntax.is(FloatLiteralExprSyntax.self) { return "floating-point" }
        if syntax.is(StringLiteralExprSyntax.self) { return "string" }
        if syntax.is(BooleanLiteralExprSyntax.self) { return "boolean" }
        // `-1` is one literal to swiftc.
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        {
            return literalKind(prefix.expression)
        }
        return nil
    }

    /// A `var` named on its own (a local or a global; a property reached through implicit `self` is a property).
    private func isVariable(_ syntax: ExprSyntax) -> Bool {
        guard let ref = syntax.as(DeclReferenceExprSyntax.self), !ref.baseName.isKeyword(.self),
            let (_, v) = lookupVariable(ref.baseName.lookupName)
        else { return false }
        return !v.isLet
    }

    /// `pair.0` of a tuple in a `var`: swiftc calls it an unused variable.
    private func isTupleElementOfPlace(_ e: Expr, _ syntax: ExprSyntax) -> Bool {
        guard case .tupleElement(let tuple, _) = e.kind, let member = syntax.as(MemberAccessExprSyntax.self), let base = member.base
        else { return false }
        return receiverAllowsChange(tuple, withoutParentheses(base))
    }

    /// A property or subscript read that could have been assigned: swiftc's own wording for it.
    private func accessedPlace(_ e: Expr, _ syntax: ExprSyntax) -> Diagnostics.Message? {
        var e = e
        var syntax = syntax
        // `box.item!`: the place is the property it unwraps.
        if case .forceUnwrap(let inner) = e.kind, let force = syntax.as(ForceUnwrapExprSyntax.self) {
            e = inner
            syntax = withoutParentheses(force.expression)
        }
        guard isPlace(e, syntax) else { return nil }
        return syntax.is(SubscriptCallExprSyntax.self) ? Diagnostics.unusedSubscriptAccess : Diagnostics.unusedPropertyAccess
    }

    /// Whether `syntax` (checked as `e`) is a property or subscript that could be assigned where it is: settable,
    /// and reached through a class instance or through a place that may change.
    private func isPlace(_ e: Expr, _ syntax: ExprSyntax) -> Bool {
        switch e.kind {
        case .property(let receiver, let v, _):
            guard v.isSettable else { return false }
            if let member = syntax.as(MemberAccessExprSyntax.self) {
                return member.base.map { receiverAllowsChange(receiver, withoutParentheses($0)) } ?? false
            }
            // A property named through implicit `self`.
            return syntax.is(DeclReferenceExprSyntax.self) && receiverAllowsChange(receiver, nil)
        case .staticProperty(_, let v, _):
            return v.isSettable
        case .subscriptGet(let base, _):
            guard let sub = syntax.as(SubscriptCallExprSyntax.self) else { return false }
            switch base.type {
            case .array, .dictionary: return receiverAllowsChange(base, withoutParentheses(sub.calledExpression))
            default: return false
            }
        case .call(let callee, _, _, _):
            // A type's own subscript: settable when it has a setter.
            guard let sub = syntax.as(SubscriptCallExprSyntax.self), let getter = directCallee(e), getter.subscriptSetter != nil,
                case .method(let receiver, _, _) = callee
            else { return false }
            return receiverAllowsChange(receiver, withoutParentheses(sub.calledExpression))
        case .forceUnwrap(let inner):
            guard let force = syntax.as(ForceUnwrapExprSyntax.self) else { return false }
            return isPlace(inner, withoutParentheses(force.expression))
        default:
            return false
        }
    }

    /// A class instance's properties can always be assigned; a value's only when the value is itself a place.
    /// `syntax` is nil for implicit `self`.
    private func receiverAllowsChange(_ receiver: Expr, _ syntax: ExprSyntax?) -> Bool {
        if world.conforms(receiver.type, to: world.anyObject) { return true }
        guard let syntax else { return isSelfMutable(receiver.type) }
        if let ref = syntax.as(DeclReferenceExprSyntax.self) {
            if ref.baseName.isKeyword(.self) { return isSelfMutable(receiver.type) }
            if let (_, v) = lookupVariable(ref.baseName.lookupName) { return !v.isLet }
        }
        return isPlace(receiver, syntax)
    }

    /// Where swiftc places an expression: a member's name, a subscript's `[`, a cast's `as`, a ternary's `?`, a
    /// force unwrap's `!`, a call's callee; otherwise its start.
    func swiftcLocation(_ syntax: ExprSyntax) -> Syntax {
        if let member = syntax.as(MemberAccessExprSyntax.self), !member.declName.baseName.isKeyword(.self) {
            return Syntax(member.declName)
        }
        if let sub = syntax.as(SubscriptCallExprSyntax.self) { return Syntax(sub.leftSquare) }
        if let force = syntax.as(ForceUnwrapExprSyntax.self) { return Syntax(force.exclamationMark) }
        if let cast = syntax.as(AsExprSyntax.self) { return Syntax(cast.asKeyword) }
        if let test = syntax.as(IsExprSyntax.self) { return Syntax(test.isKeyword) }
        if let ternary = syntax.as(TernaryExprSyntax.self) { return Syntax(ternary.questionMark) }
        if let call = syntax.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self) {
            return swiftcLocation(call.calledExpression)
        }
        return Syntax(syntax)
    }
}
