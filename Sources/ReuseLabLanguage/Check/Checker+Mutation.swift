import SwiftSyntax

/// Calls to `mutating` methods. Values are copied, so `titles.append(t)` changes a copy of `titles` unless the
/// call writes the changed `self` back where the receiver came from: a variable, a property (of `self` or of
/// another value), an array element. The checker finds that place as it would for an assignment.
extension Checker {
    func methodCallee(_ decl: FuncDecl, receiver: Expr, receiverSyntax: ExprSyntax?, nameNode: some SyntaxProtocol) -> Callee {
        let dispatch = dispatch(for: .method(decl), on: receiver.type)
        guard decl.isMutating, isValueType(receiver.type) else { return .method(receiver: receiver, decl, dispatch) }
        let use = LValueUse.mutation(memberName: Syntax(nameNode))
        let place: (LValue, SType)?
        if let receiverSyntax {
            place = lvalue(receiverSyntax, use: use)
        } else if case .variable(let r) = receiver.kind, isSelfMutable(receiver.type) {
            // A bare `append(x)` inside a mutating method: the receiver is `self`.
            place = (.variable(r), receiver.type)
        } else {
            error(Diagnostics.mutatingMemberOnImmutableSelf, at: nameNode, notes: markMethodMutatingNotes(nameNode))
            place = nil
        }
        guard let (lv, _) = place else { return .method(receiver: receiver, decl, dispatch) }
        return .mutatingMethod(receiver: lv, decl, dispatch)
    }

    private func isValueType(_ t: SType) -> Bool {
        switch t {
        case .array, .dictionary: return true
        case .nominal(let d, _): return d.isValueType
        // `var item: any Bumping` may hold a value: the call writes it back.
        case .existential(let ps): return !ps.isEmpty && !ps.contains { world.isClassBound($0) }
        // A generic parameter (`T: Store`) or a protocol extension's `Self` may stand for a struct, unless it is
        // bound to classes.
        case .param: return !world.conforms(t, to: world.anyObject)
        default: return false
        }
    }
}
