import SwiftSyntax

/// `defer { … }`: its body runs when the enclosing scope ends, however it ends (falling off the end,
/// `return`, `break`, `continue` or a thrown error), the latest `defer` first. At the top level the scope is
/// the script (or the REPL entry): its deferred bodies run after its last statement.
extension Checker {
    func checkDefer(_ d: DeferStmtSyntax) -> Stmt? {
        // A `defer` body cannot leave its scope: `return`, and `break`/`continue` to a loop outside it,
        // are errors (loops inside the body have labels of their own).
        let enclosing = context.enclosingStatements
        let labels = context.labelTokens
        context.enclosingStatements = []
        context.labelTokens = [:]
        context.deferDepth += 1
        defer {
            context.enclosingStatements = enclosing
            context.labelTokens = labels
            context.deferDepth -= 1
        }
        return Stmt(.deferStmt(checkBlock(d.body)), loc(d))
    }

    /// Wraps a block's statements in a `deferScope` when one of them is a `defer`, so that only such blocks
    /// pay for running deferred bodies.
    func scopingDefers(_ stmts: [Stmt]) -> [Stmt] {
        guard let first = stmts.first,
            stmts.contains(where: {
                if case .deferStmt = $0.kind { return true }
                return false
            })
        else {
            return stmts
        }
        return [Stmt(.deferScope(stmts), first.loc)]
    }
}
