import SwiftSyntax

/// Key-path components beyond properties: `\.cell?.title` (an optional chain: the path's value is optional),
/// `\.cell!.title` (a force unwrap, which traps on nil as `!` does), and `\.items[0]`, `\[Int].[1]`,
/// `\.counts["a"]` (an array's index or a dictionary's key, written as a literal).
extension Checker {
    func addUnwrapComponent(_ mark: KeyPathOptionalComponentSyntax, to path: inout KeyPathSteps, at node: some SyntaxProtocol) -> Bool {
        let current = path.value
        let l = loc(node)
        guard case .optional(let wrapped) = current.type else {
            if !current.type.isError {
                let forced = mark.questionOrExclamationMark.tokenKind == .exclamationMark
                error(
                    forced ? Diagnostics.forceUnwrapOfNonOptional(current.type) : Diagnostics.optionalChainingOnNonOptional(current.type),
                    at: mark)
            }
            return false
        }
        if mark.questionOrExclamationMark.tokenKind == .exclamationMark {
            path.steps.append(KeyPathStep(base: current, property: nil, isForceUnwrap: true))
            path.value = Expr(.forceUnwrap(current), wrapped, l)
        } else {
            path.isChained = true
            path.value = Expr(.bindOptional(current), wrapped, l)
        }
        return true
    }

    func addSubscriptComponent(_ sub: KeyPathSubscriptComponentSyntax, to path: inout KeyPathSteps, at node: some SyntaxProtocol) -> Bool {
        let current = path.value
        let l = loc(node)
        // The index is evaluated inside the path's getter, so it may only be a literal here (a captured variable
        // would be read from the wrong frame).
        guard sub.arguments.count == 1, let arg = sub.arguments.first, arg.label == nil,
            arg.expression.is(IntegerLiteralExprSyntax.self) || arg.expression.is(StringLiteralExprSyntax.self)
        else {
            error(Diagnostics.keyPathComponentUnsupported, at: node)
            return false
        }
        switch current.type {
        case .array(let element):
            let index = checkExpr(arg.expression, convertingTo: world.int)
            if index.type.isError { return false }
            path.steps.append(KeyPathStep(base: current, property: nil, index: index))
            path.value = Expr(.subscriptGet(current, index), element, l)
        case .dictionary(let k, let v):
            let key = checkExpr(arg.expression, convertingTo: k)
            if key.type.isError { return false }
            path.steps.append(KeyPathStep(base: current, property: nil, index: key))
            path.value = Expr(.subscriptGet(current, key), .optional(v), l)
        default:
            error(Diagnostics.keyPathComponentUnsupported, at: node)
            return false
        }
        return true
    }
}
