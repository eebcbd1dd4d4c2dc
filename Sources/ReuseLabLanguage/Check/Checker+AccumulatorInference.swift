import SwiftSyntax

/// `words.reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }`: swiftc infers the empty
/// literal's type from the closure. ReuseLab reads the closure's first use of its accumulator, typed with the
/// closure's other parameters: `acc[key, default: value]` or `acc[key] = value` make `[Key: Value]` (with a
/// `default: []` that is appended to, `[Key: [Appended]]`), `acc.append(x)` an array.
extension Checker {
    func accumulatorType(_ decl: FuncDecl, args: [CallArgument], mapping: [[Int]], resolved: (SType) -> SType) -> SType? {
        guard decl.params.count == 2, case .param = decl.params[0].type, mapping.count == 2, mapping[1].count == 1,
            let closure = args[mapping[1][0]].expr.as(ClosureExprSyntax.self),
            case .function(let parameterTypes, _) = resolved(decl.params[1].type), parameterTypes.count == 2,
            !parameterTypes[1].containsParams
        else { return nil }
        // Only a closure of one expression takes part in inferring the call's types: swiftc types a longer body
        // after the call, so there `[]` is `[Any]` and `[:]` cannot be typed at all.
        guard closure.statements.count == 1, closure.statements.first?.item.is(ExprSyntax.self) == true else { return nil }
        let names = closureParameterNames(closure)
        guard let accumulator = names.first, let use = firstUse(of: accumulator, in: closure) else { return nil }
        // Typed in a throwaway closure scope where the other parameter is bound; what that raises is dropped.
        let scope = FunctionContext(parent: context, kind: .closure, returnType: .void)
        _ = scope.declare(names.count > 1 ? names[1] : "$1", type: parameterTypes[1], isLet: true)
        let saved = (context, diagnostics.count)
        context = scope
        defer {
            context = saved.0
            diagnostics.removeSubrange(saved.1...)
        }
        func typed(_ e: ExprSyntax) -> SType? {
            let t = checkExpr(e, expected: nil).type
            return t.isError || t.containsParams ? nil : t
        }
        switch use {
        case .keyed(let key, let value, let appended):
            guard let k = typed(key) else { return nil }
            if let appended {
                guard let element = typed(appended) else { return nil }
                return .dictionary(k, .array(element))
            }
            guard let v = typed(value) else { return nil }
            return .dictionary(k, v)
        case .appended(let element):
            return typed(element).map { .array($0) }
        }
    }

    /// The `[:]` of `reduce(into: [:]) { … }` when the closure has more than one statement: swiftc has no type for
    /// it there and stops with "failed to produce diagnostic for expression".
    func emptyDictionaryBeforeLongClosure(_ decl: FuncDecl, args: [CallArgument], mapping: [[Int]]) -> ExprSyntax? {
        guard decl.params.count == 2, case .param = decl.params[0].type, mapping.count == 2, mapping[0].count == 1,
            mapping[1].count == 1, let closure = args[mapping[1][0]].expr.as(ClosureExprSyntax.self), closure.statements.count > 1,
            let literal = args[mapping[0][0]].expr.as(DictionaryExprSyntax.self), case .colon = literal.content
        else { return nil }
        return ExprSyntax(literal)
    }

    private enum AccumulatorUse {
        /// `acc[key, default: value]`, `acc[key] = value`; `appended`: the `x` of `acc[key, default: []].append(x)`.
        case keyed(key: ExprSyntax, value: ExprSyntax, appended: ExprSyntax?)
        case appended(ExprSyntax)
    }

    private func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { $0.secondName?.text ?? $0.firstName.text }
        case nil: return ["$0", "$1"]
        }
    }

    private func firstUse(of accumulator: String, in closure: ClosureExprSyntax) -> AccumulatorUse? {
        func isAccumulator(_ e: ExprSyntax?) -> Bool { e?.as(DeclReferenceExprSyntax.self)?.baseName.text == accumulator }
        for node in closure.statements.flatMap({ Array($0.tokens(viewMode: .sourceAccurate)) }).compactMap(\.parent) {
            if let sub = node.as(SubscriptCallExprSyntax.self), isAccumulator(sub.calledExpression),
                let key = sub.arguments.first, key.label == nil
            {
                if let fallback = sub.arguments.first(where: { $0.label?.text == "default" }) {
                    let isEmptyArray = fallback.expression.as(ArrayExprSyntax.self)?.elements.isEmpty == true
                    if isEmptyArray, let call = appendCall(on: Syntax(sub)) {
                        return .keyed(key: key.expression, value: fallback.expression, appended: call)
                    }
                    if isEmptyArray { return nil }
                    return .keyed(key: key.expression, value: fallback.expression, appended: nil)
                }
                if let assignment = sub.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
                    assignment.leftOperand.id == sub.id
                {
                    return .keyed(key: key.expression, value: assignment.rightOperand, appended: nil)
                }
                // Sequence folding leaves `acc[k] = v` as a flat sequence until it is checked.
                if let list = sub.parent?.as(ExprListSyntax.self) {
                    let items = Array(list)
                    if let at = items.firstIndex(where: { $0.id == sub.id }), at + 2 < items.count,
                        items[at + 1].is(AssignmentExprSyntax.self)
                    {
                        return .keyed(key: key.expression, value: items[at + 2], appended: nil)
                    }
                }
                return nil
            }
            if let member = node.as(MemberAccessExprSyntax.self), isAccumulator(member.base),
                member.declName.baseName.text == "append",
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                let only = call.arguments.first, only.label == nil
            {
                return .appended(only.expression)
            }
        }
        return nil
    }

    /// `acc[key, default: []].append(x)`: the `x`.
    private func appendCall(on sub: Syntax) -> ExprSyntax? {
        guard let member = sub.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let only = call.arguments.first
        else { return nil }
        return only.expression
    }
}
