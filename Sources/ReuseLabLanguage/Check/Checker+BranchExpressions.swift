import SwiftSyntax

/// `if` and `switch` used as expressions (Swift 5.9): `let x = if c { 1 } else { 2 }`, `return switch …`.
/// Each branch is one expression, or a `throw`; the branches share one type, the contextual one when
/// there is one, else the first branch's, as swiftc types them.
extension Checker {
    /// Whether an `if`/`switch` in a function's or closure's only statement is meant as its value: it has
    /// an `else` (for `if`) and every branch is a single expression or a `throw`.
    func branchesAreValues(_ expr: ExprSyntax) -> Bool {
        func single(_ items: CodeBlockItemListSyntax) -> Bool {
            guard items.count == 1, let only = items.first else { return false }
            if let e = valueExpression(only) { return e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) ? branchesAreValues(e) : true }
            if case .stmt(let s) = only.item { return s.is(ThrowStmtSyntax.self) || s.is(FallThroughStmtSyntax.self) }
            return false
        }
        if let i = expr.as(IfExprSyntax.self) {
            guard single(i.body.statements) else { return false }
            switch i.elseBody {
            case .codeBlock(let b)?: return single(b.statements)
            case .ifExpr(let nested)?: return branchesAreValues(ExprSyntax(nested))
            case nil: return false
            }
        }
        if let s = expr.as(SwitchExprSyntax.self) {
            return s.cases.allSatisfy { element in
                guard case .switchCase(let c) = element else { return false }
                return single(c.statements)
            }
        }
        return false
    }

    /// The expression an item is, whether written as an expression or as an expression statement (an
    /// `if` or `switch` at the start of a line parses as a statement).
    func valueExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// An `if`/`switch` that is a function's or closure's only statement, when it is meant as its value.
    func onlyBranchExpression(_ items: [CodeBlockItemSyntax]) -> ExprSyntax? {
        guard items.count == 1, let e = valueExpression(items[0]), e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self),
            branchesAreValues(e)
        else { return nil }
        return e
    }

    /// The branches' values in source order, checked one after the other against `expected` (or the first
    /// branch's type); reports a mismatch at the first branch, as swiftc does.
    private final class BranchTyping {
        var type: SType?
        var first: ExprSyntax?
        var reported = false
    }

    private func checkBranch(
        _ items: CodeBlockItemListSyntax, keyword: String, expected: SType?, typing: BranchTyping, at node: some SyntaxProtocol
    ) -> Expr {
        guard items.count == 1, let only = items.first else {
            if let last = items.last {
                error(Diagnostics.nonExpressionBranch(keyword), at: last)
            } else {
                error(Diagnostics.emptyBranch(keyword), at: node)
            }
            return errorExpr(node)
        }
        if case .stmt(let s) = only.item, s.is(ReturnStmtSyntax.self) {
            error(Diagnostics.returnOutOfBranchExpression(keyword), at: s)
            return errorExpr(s)
        }
        // `case 1: fallthrough` in a `switch` expression: the value is the next case's.
        if keyword == "switch", case .stmt(let s) = only.item, s.is(FallThroughStmtSyntax.self) {
            return Expr(.fallthroughValue, .never, loc(s))
        }
        if case .stmt(let s) = only.item, let t = s.as(ThrowStmtSyntax.self) {
            let thrown = checkThrow(t)
            guard case .throwStmt(let value) = thrown.kind else { return errorExpr(t) }
            return Expr(.throwValue(value), .never, loc(t))
        }
        switch valueExpression(only) {
        case let e?:
            let value = checkExpr(e, expected: expected ?? typing.type)
            if case .never = value.type { return value }
            if let target = expected {
                if !value.type.isError && !world.isConvertible(value.type, to: target) {
                    error(conversionMessage(value.type, target), at: e)
                }
                return erasing(value, to: target)
            }
            if let known = typing.type {
                if !value.type.isError && !known.isError && !world.isConvertible(value.type, to: known) && !typing.reported {
                    typing.reported = true
                    error(Diagnostics.branchesMismatch(known, value.type), at: typing.first!)
                }
                return value
            }
            typing.type = value.type
            typing.first = e
            return value
        case nil:
            break
        }
        error(Diagnostics.nonExpressionBranch(keyword), at: only)
        return errorExpr(only)
    }

    func checkIfExpression(_ ifExpr: IfExprSyntax, expected: SType?) -> Expr {
        checkIfExpression(ifExpr, expected: expected, typing: BranchTyping())
    }

    private func checkIfExpression(_ ifExpr: IfExprSyntax, expected: SType?, typing: BranchTyping) -> Expr {
        guard ifExpr.elseBody != nil else {
            error(Diagnostics.ifExpressionNeedsElse, at: ifExpr.ifKeyword)
            return errorExpr(ifExpr)
        }
        context.scopes.append([:])
        let conditions = checkConditions(ifExpr.conditions, bindIntoCurrentScope: true)
        let then = checkBranch(ifExpr.body.statements, keyword: "if", expected: expected, typing: typing, at: ifExpr.body)
        context.scopes.removeLast()
        let otherwise: Expr
        switch ifExpr.elseBody {
        case .ifExpr(let nested)?: otherwise = checkIfExpression(nested, expected: expected, typing: typing)
        case .codeBlock(let block)?:
            context.scopes.append([:])
            otherwise = checkBranch(block.statements, keyword: "if", expected: expected, typing: typing, at: block)
            context.scopes.removeLast()
        case nil: otherwise = errorExpr(ifExpr)
        }
        let type = expected ?? typing.type ?? .never
        return Expr(.ifValue(conditions, then, otherwise), type, loc(ifExpr))
    }

    func checkSwitchExpression(_ sw: SwitchExprSyntax, expected: SType?) -> Expr {
        let typing = BranchTyping()
        var values: [Expr] = []
        let statement = checkSwitch(sw, label: nil) { statements, node in
            let value = self.checkBranch(statements, keyword: "switch", expected: expected, typing: typing, at: node)
            values.append(value)
            if case .fallthroughValue = value.kind { return [Stmt(.fallthroughStmt, value.loc)] }
            return [Stmt(.ret(value), value.loc)]
        }
        guard case .switchStmt(let subject, let cases, _) = statement.kind else { return errorExpr(sw) }
        return Expr(.switchValue(subject, cases), expected ?? typing.type ?? .never, loc(sw))
    }
}

extension Checker {
    /// `c ? a : b`: the branches' common type, or each converted to an existential context on its own.
    /// `eachBranchToAny`: an item of `print`, whose parameter is `Any`. There swiftc converts each branch on its
    /// own rather than giving a number literal the other branch's type: `print(empty ? 0 : average)` prints `0`.
    func checkTernary(_ ternary: TernaryExprSyntax, expected: SType?, eachBranchToAny: Bool = false) -> Expr {
        let cond = checkExpr(ternary.condition, convertingTo: world.bool)
        func isNumberLiteral(_ e: ExprSyntax) -> Bool { e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) }
        let keepsLiteralType =
            eachBranchToAny && expected == nil && isNumberLiteral(ternary.thenExpression) != isNumberLiteral(ternary.elseExpression)
        var a = checkExpr(ternary.thenExpression, expected: expected)
        let b = checkExpr(ternary.elseExpression, expected: expected ?? (keepsLiteralType ? nil : a.type))
        if keepsLiteralType, !a.type.isError, !b.type.isError, a.type.optionalPayload == nil, b.type.optionalPayload == nil,
            !world.sameType(a.type, b.type)
        {
            return Expr(.ternary(cond, erasing(a, to: .any), erasing(b, to: .any)), .any, loc(ternary))
        }
        // Swift converts each branch to an existential context on its own: `c ? i : nil as Int?` as `Any` is `1`.
        if let exp = expected, exp.isExistential, world.isConvertible(a.type, to: exp), world.isConvertible(b.type, to: exp) {
            return Expr(.ternary(cond, erasing(a, to: exp), erasing(b, to: exp)), exp, loc(ternary))
        }
        // `empty ? 0 : total / n` with a Double on the right: the literal is a Double, as swiftc types it.
        a = numberLiteral(a, adopting: b.type)
        let type = join(a.type, b.type)
        if type.isError && !a.type.isError && !b.type.isError {
            error(Diagnostics.ternaryResultsMismatch(a.type.description, b.type.description), at: ternary.elseExpression)
        }
        return Expr(.ternary(cond, a, b), type.isError ? a.type : type, loc(ternary))
    }
}
