import SwiftSyntax

/// Typing expressions. `expected` is the contextual type, when there is one: it types literals, implicit
/// members (`.class(X.self)`), closures and generic results (`let c: MyCell = tableView.dequeue(…)`).
extension Checker {
    func errorExpr(_ node: some SyntaxProtocol) -> Expr { Expr(.nilLiteral, .error, loc(node)) }

    /// Checks an expression and converts it to `type`, reporting swiftc's conversion error when it cannot.
    func checkExpr(_ syntax: ExprSyntax, convertingTo type: SType, message: ((SType, SType) -> Diagnostics.Message)? = nil) -> Expr {
        let expr = checkExpr(syntax, expected: type)
        if !world.isConvertible(expr.type, to: type) {
            if syntax.is(ArrayExprSyntax.self), case .nominal(let d, _) = type.unwrappedFully, d.fromPrelude, d.name == "ArraySlice" {
                error(Diagnostics.arraySliceLiteralUnsupported, at: syntax)
                return expr
            }
            if let (message, node) = substringResultMismatch(syntax, expr.type, type, checked: expr) {
                error(message, at: node)
                return expr
            }
            // swiftc names a `T!` that fits neither way by its optional type.
            let from = optionalView(expr).type
            if let message {
                error(message(from, type), at: swiftcLocation(of: syntax))
            } else {
                error(conversionMessage(from, type), at: swiftcLocation(of: syntax))
            }
            return expr
        }
        return erasing(expr, to: type)
    }

    func conversionMessage(_ from: SType, _ to: SType) -> Diagnostics.Message {
        if case .nilLiteral = from { return Diagnostics.nilNotCompatible(to) }
        if case .optional(let w) = from, world.isConvertible(w, to: to), !isBridgedOptional(w, to) {
            return Diagnostics.optionalNotUnwrapped(from, w)
        }
        // swiftc names the wrapped type when a non-optional value does not fit an optional.
        return Diagnostics.cannotConvertToSpecified(from, from.optionalPayload == nil ? to.unwrappedFully : to)
    }

    /// A returned value of the wrong type; an optional whose wrapped value would do must be unwrapped, as
    /// swiftc says (with its notes).
    func returnMessage(_ from: SType, _ to: SType) -> Diagnostics.Message {
        if case .optional(let w) = from, world.isConvertible(w, to: to), !isBridgedOptional(w, to) {
            return Diagnostics.optionalNotUnwrapped(from, w)
        }
        return Diagnostics.cannotConvertReturn(from, to)
    }

    func checkExpr(_ syntax: ExprSyntax, expected: SType?) -> Expr {
        if wasInterrupted() { return errorExpr(syntax) }
        let e = checkExprInner(syntax, expected: expected)
        rejectThrowingFunctionValue(e, at: syntax)
        if isChainTop(syntax) && containsOptionalChaining(syntax) {
            let wrapped: SType = e.type.optionalPayload != nil || e.type.isError ? e.type : .optional(e.type)
            return Expr(.optionalChain(e), wrapped, e.loc)
        }
        return e
    }

    /// One case per expression family; each family is checked in its own file (Literals, References,
    /// MemberAccess, Calls, Casts, OptionalChains, Operators, Closures, BranchExpressions, KeyPaths …).
    private func checkExprInner(_ syntax: ExprSyntax, expected: SType?) -> Expr {
        switch syntax.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let lit): return checkIntegerLiteral(lit, expected: expected)
        case .floatLiteralExpr(let lit):
            if let d = expectedFloatingPoint(expected) { return floatingLiteral(lit.representedLiteralValue ?? 0, as: d, at: loc(lit)) }
            return boxedNumberLiteral(Expr(.doubleLiteral(lit.representedLiteralValue ?? 0), world.double, loc(lit)), expected: expected)
        case .booleanLiteralExpr(let lit): return Expr(.boolLiteral(lit.literal.isKeyword(.true)), world.bool, loc(lit))
        case .stringLiteralExpr(let lit): return literalOfCharacters(checkStringLiteral(lit), expected: expected)
        case .nilLiteralExpr(let lit): return checkNilLiteral(lit, expected: expected)
        case .arrayExpr(let array): return checkArrayLiteral(array, expected: expected)
        case .dictionaryExpr(let dict): return checkDictionary(dict, expected: expected)
        case .tupleExpr(let tuple): return checkTupleLiteral(tuple, expected: expected)

        case .declReferenceExpr(let ref): return checkReference(ref, expected: expected)
        case .memberAccessExpr(let member):
            let e = checkMemberAccess(member, expected: expected)
            checkAsyncEffect(e, at: member)
            checkTaskValueThrows(e, at: member)
            return e
        case .postfixIfConfigExpr(let postfix): return checkPostfixIfConfig(postfix, expected: expected)
        case .subscriptCallExpr(let sub): return checkSubscript(sub)
        case .keyPathExpr(let keyPath): return checkKeyPath(keyPath, expected: expected)
        case .genericSpecializationExpr(let spec): return checkSpecializedTypeExpression(spec)
        case .typeExpr(let typeExpr): return checkTypeExpression(typeExpr)

        case .functionCallExpr(let call):
            // swiftc reports a missing `await` before a missing `try`.
            let e = checkCall(call, expected: expected)
            checkAsyncEffect(e, at: call)
            return checkCallEffects(e, at: call)
        case .awaitExpr(let a): return checkAwait(a, expected: expected)
        case .tryExpr(let t): return checkTry(t, expected: expected)
        case .closureExpr(let closure): return checkClosure(closure, expected: expected)
        case .macroExpansionExpr(let macro): return checkMacroExpansion(macro)

        case .infixOperatorExpr(let infix): return checkInfix(infix, expected: expected)
        case .prefixOperatorExpr(let prefix): return checkPrefixOperator(prefix, expected: expected)
        case .inOutExpr(let ampersand): return checkInoutArgument(ampersand)
        case .postfixOperatorExpr(let postfix) where postfix.operator.text == "...": return checkPartialRangeFrom(postfix)
        case .forceUnwrapExpr(let force): return checkForceUnwrap(force, expected: expected)
        case .optionalChainingExpr(let chain): return checkOptionalChaining(chain)
        case .asExpr(let asExpr): return checkAs(asExpr)
        case .isExpr(let isExpr): return checkIsExpression(isExpr)

        case .ternaryExpr(let ternary): return checkTernary(ternary, expected: expected)
        case .ifExpr(let ifExpr): return checkIfExpression(ifExpr, expected: expected)
        case .switchExpr(let sw): return checkSwitchExpression(sw, expected: expected)

        case .discardAssignmentExpr:
            error(Diagnostics.discardOutsidePattern, at: syntax)
            return errorExpr(syntax)
        case .missingExpr: return errorExpr(syntax)
        case .sequenceExpr(let seq):
            error(Diagnostics.operatorSequenceUnsupported, at: seq)
            return errorExpr(syntax)
        default:
            error(Diagnostics.expressionUnsupported, at: syntax)
            return errorExpr(syntax)
        }
    }

    /// `#selector(…)` is checked; any other macro is beyond ReuseLab.
    private func checkMacroExpansion(_ macro: MacroExpansionExprSyntax) -> Expr {
        if macro.macroName.text == "selector" { return checkSelector(macro) }
        error(Diagnostics.macroUnsupported(macro.macroName.text), at: macro)
        return errorExpr(macro)
    }

    /// The common type of two branches, or `.error` when there is none.
    func join(_ a: SType, _ b: SType) -> SType {
        if world.isConvertible(b, to: a) { return a }
        if world.isConvertible(a, to: b) { return b }
        if case .nilLiteral = a { return .optional(b) }
        if case .nilLiteral = b { return .optional(a) }
        if let ca = world.classDecl(of: a.unwrappedFully), let cb = world.classDecl(of: b.unwrappedFully) {
            for c in ca.classChain where cb.isSubclass(of: c) { return .nominal(c, []) }
        }
        if case .metatype(let x) = a, case .metatype(let y) = b {
            let j = join(x, y)
            return j.isError ? .error : .metatype(j)
        }
        return .error
    }
}
