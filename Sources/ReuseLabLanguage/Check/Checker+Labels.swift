import SwiftSyntax

/// Labelled statements and where `break` and `continue` may go. A label names a loop, a `switch`, an `if`
/// or a `do`; `break label` leaves any of them, `continue label` starts the next pass of a loop (or, as
/// swiftc allows, runs a labelled `do` again). An unlabelled `break` leaves the innermost loop or `switch`.
struct EnclosingStatement {
    enum Kind { case loop, switchStatement, ifStatement, doStatement }
    let kind: Kind
    let label: String?
}

extension Checker {
    /// Checks `body` as the inside of a statement of this kind, so that `break` and `continue` find it.
    func inside<T>(_ kind: EnclosingStatement.Kind, label: String?, _ body: () -> T) -> T {
        context.enclosingStatements.append(EnclosingStatement(kind: kind, label: label))
        defer { context.enclosingStatements.removeLast() }
        return body()
    }

    func checkLabeled(_ labeled: LabeledStmtSyntax) -> Stmt? {
        let token = labeled.label
        let label = token.text
        if let previous = context.labelTokens[label] {
            error(Diagnostics.labelReused(label), at: token, notes: [CompileNote(Diagnostics.labelPreviouslyDeclared(label), at: previous)])
        }
        let outerToken = context.labelTokens[label]
        context.labelTokens[label] = token
        defer { context.labelTokens[label] = outerToken }
        let statement = labeled.statement
        if let f = statement.as(ForStmtSyntax.self) { return checkFor(f, label: label) }
        if let w = statement.as(WhileStmtSyntax.self) { return checkWhile(w, label: label) }
        if let r = statement.as(RepeatStmtSyntax.self) { return checkRepeat(r, label: label) }
        if let e = statement.as(ExpressionStmtSyntax.self), let sw = e.expression.as(SwitchExprSyntax.self) {
            return checkSwitch(sw, label: label)
        }
        if let e = statement.as(ExpressionStmtSyntax.self), let ifExpr = e.expression.as(IfExprSyntax.self) {
            return Stmt(.labeledBlock(label: label, [checkIf(ifExpr, label: label)], restartsOnContinue: false), loc(labeled))
        }
        if let d = statement.as(DoStmtSyntax.self) {
            return Stmt(.labeledBlock(label: label, [checkDo(d, label: label)], restartsOnContinue: true), loc(labeled))
        }
        error(Diagnostics.labelOnUnsupportedStatement, at: token)
        return checkStmt(statement)
    }

    func checkBreak(_ b: BreakStmtSyntax) -> Stmt {
        let enclosing = context.enclosingStatements
        if let label = b.label {
            if !enclosing.contains(where: { $0.label == label.text }) {
                if context.deferDepth > 0 && enclosing.isEmpty {
                    error(Diagnostics.leavesDefer("break"), at: b)
                } else {
                    error(Diagnostics.cannotFindLabel(label.text), at: label)
                }
            }
        } else if !enclosing.contains(where: { $0.kind == .loop || $0.kind == .switchStatement }) {
            if enclosing.isEmpty, context.deferDepth > 0 {
                error(Diagnostics.leavesDefer("break"), at: b)
            } else {
                error(enclosing.isEmpty ? Diagnostics.breakOutsideLoop : Diagnostics.unlabeledBreakOutsideLoopOrSwitch, at: b)
            }
        }
        return Stmt(.breakStmt(label: b.label?.text), loc(b))
    }

    func checkContinue(_ c: ContinueStmtSyntax) -> Stmt {
        let enclosing = context.enclosingStatements
        if let label = c.label {
            if let target = enclosing.last(where: { $0.label == label.text }) {
                if target.kind == .switchStatement { error(Diagnostics.continueCannotTarget("switch"), at: c) }
                if target.kind == .ifStatement { error(Diagnostics.continueCannotTarget("if"), at: c) }
            } else if context.deferDepth > 0 && enclosing.isEmpty {
                error(Diagnostics.leavesDefer("continue"), at: c)
            } else {
                error(Diagnostics.cannotFindLabel(label.text), at: label)
            }
        } else if !enclosing.contains(where: { $0.kind == .loop }) {
            error(
                enclosing.isEmpty && context.deferDepth > 0
                    ? Diagnostics.leavesDefer("continue")
                    : Diagnostics.continueOutsideLoop, at: c)
        }
        return Stmt(.continueStmt(label: c.label?.text), loc(c))
    }
}
