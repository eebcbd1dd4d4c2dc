import SwiftSyntax

/// `ArraySlice` (PreludeLibrary/ArraySlice.swift): an array subscripted by a range gives a slice that keeps
/// the array's indices. The range may be written in place (`items[1..<3]`, `items[2...]`, `items[..<2]`,
/// `items[...1]`) or be a value (`items[visible]`); each is lowered to a call of the prelude's `_slice`.
extension Checker {
    func isArraySlice(_ d: NominalDecl) -> Bool { d.fromPrelude && d.name == "ArraySlice" }

    /// `items[range]` on an array or a slice, or nil when the index is not a range (`items[3]` stays the built-in one).
    func arrayRangeSubscript(_ base: Expr, _ index: ExprSyntax, at sub: SubscriptCallExprSyntax) -> Expr? {
        switch base.type {
        case .array: break
        case .nominal(let d, _) where isArraySlice(d): break
        default: return nil
        }
        let l = loc(index)
        // A missing lower bound is the start: 0 for an array, the slice's `startIndex` (Int.min tells `_slice`).
        let start = Expr(.intLiteral(base.type.nominalDecl == nil ? 0 : Int.min), world.int, l)
        if let postfix = index.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            let lower = checkExpr(postfix.expression, convertingTo: world.int)
            return sliceCall(base, "_slice", [lower, Expr(.intLiteral(Int.max), world.int, l)], at: sub)
        }
        if let prefix = index.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            let upper = checkExpr(prefix.expression, convertingTo: world.int)
            let range = Expr(.range(start, upper, closed: prefix.operator.text == "..."), world.range, l)
            return sliceCall(base, "_sliceRange", [range], at: sub)
        }
        if index.trimmedDescription == "..." {  // `items[...]`, the whole array as a slice
            return sliceCall(base, "_slice", [start, Expr(.intLiteral(Int.max), world.int, l)], at: sub)
        }
        if index.is(IntegerLiteralExprSyntax.self) { return nil }
        // A range operator or a value that may be a range: checked once here, and again as an Int if it is not.
        let saved = diagnostics.count
        let checked = checkExpr(index, expected: nil)
        guard case .nominal(let d, let args) = checked.type, d === world.rangeDecl || d === world.closedRangeDecl,
            args.first?.nominalDecl === world.intType
        else {
            diagnostics.removeSubrange(saved...)
            return nil
        }
        return sliceCall(base, "_sliceRange", [Expr(checked.kind, world.range, checked.loc)], at: sub)
    }

    /// `items[1..<3] = […]`: replacing a range of an array is valid Swift that ReuseLab does not do yet.
    func rejectRangeAssignment(_ index: ExprSyntax, at sub: SubscriptCallExprSyntax) -> Bool {
        let isRange: Bool
        if let infix = index.as(InfixOperatorExprSyntax.self) {
            isRange = ["..<", "..."].contains(infix.operator.trimmedDescription)
        } else if let prefix = index.as(PrefixOperatorExprSyntax.self) {
            isRange = ["..<", "..."].contains(prefix.operator.text)
        } else if let postfix = index.as(PostfixOperatorExprSyntax.self) {
            isRange = postfix.operator.text == "..."
        } else {
            isRange = index.trimmedDescription == "..."
        }
        guard isRange else { return false }
        error(Diagnostics.featureUnsupported("assigning to a range of an array"), at: sub)
        return true
    }

    /// `slice == other` compares the elements, as Swift's `ArraySlice` does (not the indices); the other side
    /// is a slice or an array literal, which Swift reads as a slice. nil when neither side is a slice.
    func arraySliceEquality(_ op: BinaryOp, _ a: Expr, _ b: Expr, _ infix: InfixOperatorExprSyntax) -> Expr? {
        func isSlice(_ e: Expr) -> Bool { e.type.nominalDecl.map(isArraySlice) ?? false }
        guard isSlice(a) || isSlice(b) else { return nil }
        func elements(_ e: Expr, _ syntax: ExprSyntax) -> Expr? {
            if isSlice(e) { return sliceCall(e, "_asArray", [], at: e.loc) }
            if case .array = e.type, syntax.is(ArrayExprSyntax.self) { return e }
            return nil
        }
        guard let left = elements(a, infix.leftOperand), let right = elements(b, infix.rightOperand),
            world.sameType(left.type, right.type), comparable(left.type, right.type, equality: true)
        else { return nil }
        return Expr(.binary(op, left, right), world.bool, loc(infix))
    }

    /// A call of the prelude's array member `name` (`_slice`, `_sliceRange`) on `base`.
    private func sliceCall(_ base: Expr, _ name: String, _ args: [Expr], at sub: SubscriptCallExprSyntax) -> Expr? {
        sliceCall(base, name, args, at: loc(sub))
    }

    func sliceCall(_ base: Expr, _ name: String, _ args: [Expr], at l: SourceLoc) -> Expr? {
        guard let member = lookupMembers(name, in: base.type, isStatic: false).first, case .method(let fn) = member.kind else { return nil }
        let callee = Callee.method(receiver: base, fn, dispatch(for: .method(fn), on: base.type))
        return Expr(.call(callee, args: args, bindings: [:], variadicFrom: nil), fn.resultType.substituting(member.subst), l)
    }
}
