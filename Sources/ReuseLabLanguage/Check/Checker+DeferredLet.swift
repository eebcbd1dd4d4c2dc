import SwiftSyntax

/// `let height: Int` given its value later (`height = 44`, or once in each branch of an `if`): the plain
/// assignment initializes the constant. Only in the frame that declared it (not from a closure or a loop
/// pass, where swiftc rejects it). Approximated: swiftc's definite-initialization analysis also rejects a
/// second assignment on the same path ("immutable value 'x' may only be initialized once"); ReuseLab does
/// not track paths, so it accepts that one.
/// Top-level script code does the same with a global `let` declared without a value, in the entry that
/// declared it (a later REPL entry cannot give it a value again), outside functions and closures (swiftc's
/// type checker rejects those; it leaves a loop's repeated assignment to definite initialization).
extension Checker {
    func deferredLetInitialization(_ target: ExprSyntax) -> (LValue, SType)? {
        guard let ref = target.as(DeclReferenceExprSyntax.self), !ref.baseName.isKeyword(.self) else { return nil }
        let name = ref.baseName.lookupName
        guard let (r, v) = lookupVariable(name), v.isLet else { return nil }
        switch r {
        // `awaitsValue` too: top-level code's blocks (a `for` or `do` body) track no usage for warnings.
        case .local(hops: 0, _) where v.awaitsValue || v.usage?.binding == .declarationWithoutValue:
            return (.variable(r), v.type)
        case .global:
            guard let global = world.globals[name], global.awaitsValue, global.declNode?.root == Syntax(target).root,
                context.kind == .topLevel
            else { return nil }
            return (.variable(r), v.type)
        default:
            return nil
        }
    }
}
