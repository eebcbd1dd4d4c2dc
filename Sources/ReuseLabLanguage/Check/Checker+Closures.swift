import SwiftSyntax

/// Closure expressions: parameters from the expected function type, `$0`, implicit single-expression returns.
extension Checker {
    func checkClosure(_ closure: ClosureExprSyntax, expected: SType?) -> Expr {
        var paramTypes: [SType]? = nil
        var expectedResult: SType? = nil
        if let exp = expected?.unwrappedFully, case .function(let ps, let r) = exp {
            paramTypes = ps
            expectedResult = r.containsParams ? nil : r
            if r.containsParams, case .param = r {} else if r.containsParams { expectedResult = nil }
        }
        let ctx = FunctionContext(parent: context, kind: .closure, returnType: expectedResult ?? .error)
        context.closuresMade += 1
        ctx.inferredReturn = expectedResult == nil ? nil : expectedResult
        let saved = context
        context = ctx
        defer { context = saved }
        var names: [(String, TypeSyntax?)] = []
        if let signature = closure.signature {
            if signature.capture != nil { error("capture lists are not supported in ReuseLab", at: signature.capture!) }
            switch signature.parameterClause {
            case .simpleInput(let list)?:
                names = list.map { ($0.name.text, nil) }
            case .parameterClause(let clause)?:
                names = clause.parameters.map { ($0.secondName?.text ?? $0.firstName.text, $0.type) }
            case nil: break
            }
            if let ret = signature.returnClause {
                let t = resolveType(ret.type, scope: currentTypeScope())
                ctx.returnType = t
                expectedResult = t
            }
        }
        let usesDollar = names.isEmpty && closureUsesAnonymousArguments(closure)
        let count = names.isEmpty ? (paramTypes?.count ?? (usesDollar ? 1 : 0)) : names.count
        if let ps = paramTypes, count != ps.count, !(usesDollar && count <= ps.count) {
            error("contextual closure type '\(expected!.diagnosticDescription)' expects \(ps.count) argument\(ps.count == 1 ? "" : "s"), but \(count) \(count == 1 ? "was" : "were") used in closure body", at: closure)
            return errorExpr(closure)
        }
        var types: [SType] = []
        for i in 0..<count {
            var t = paramTypes.map { i < $0.count ? $0[i] : .error } ?? .error
            if i < names.count, let written = names[i].1 { t = resolveType(written, scope: currentTypeScope()) }
            if paramTypes == nil && (i >= names.count || names[i].1 == nil) {
                error("unable to infer type of a closure parameter '\(i < names.count ? names[i].0 : "$\(i)")' in the current context", at: closure)
                return errorExpr(closure)
            }
            types.append(t)
            let name = i < names.count ? names[i].0 : "$\(i)"
            _ = ctx.declare(name, type: t, isLet: true)
        }
        let statements = Array(closure.statements)
        var body: [Stmt] = []
        var single = false
        var resultType: SType = expectedResult ?? .void
        if statements.count == 1, case .expr(let only) = statements[0].item {
            single = true
            let e = checkExpr(only, expected: expectedResult)
            if let exp = expectedResult, !exp.isVoid, !world.isConvertible(e.type, to: exp) {
                error("cannot convert value of type '\(e.type.diagnosticDescription)' to closure result type '\(exp.diagnosticDescription)'", at: only)
            }
            if expectedResult == nil { resultType = e.type }
            let converted = expectedResult.map { exp in exp.isVoid ? e : erasing(e, to: exp) } ?? e
            body = [Stmt(.ret(converted), loc(only))]
        } else {
            ctx.returnType = expectedResult ?? .error
            body = checkBlockItems(statements)
            if expectedResult == nil { resultType = ctx.inferredReturn ?? .void }
        }
        let c = Closure(paramCount: count, body: body, frameSize: ctx.frameSize, isSingleExpression: single)
        return Expr(.closure(c), .function(types, resultType), loc(closure))
    }

    private func closureUsesAnonymousArguments(_ closure: ClosureExprSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if case .dollarIdentifier = token.tokenKind { found = true }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for item in closure.statements { finder.walk(item) }
        return finder.found
    }
}
