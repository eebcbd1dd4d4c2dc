import SwiftSyntax

/// `+` and `+=` of an array and another sequence of its elements (`rows + visible[2...]`, `ids + selectedSet`,
/// `tail + rows`), as Swift's `RangeReplaceableCollection` operators join them: the other side is read as
/// the array of its elements. A slice on the left stays a slice (`slice + array` is an `ArraySlice`).
extension Checker {
    func sequenceConcatenation(_ a: Expr, _ b: Expr, at node: some SyntaxProtocol) -> Expr? {
        let l = loc(node)
        if case .array(let element) = a.type, let other = otherSequence(b, of: element) {
            return Expr(.binary(.add, a, other), a.type, l)
        }
        guard case .array(let element) = b.type, let other = otherSequence(a, of: element) else { return nil }
        if let slice = a.type.nominalDecl, isArraySlice(slice) { return sliceCall(a, "_appending", [b], at: l) }
        return Expr(.binary(.add, other, b), b.type, l)
    }

    /// `rows += visible[2...]`, `ids += selectedSet`: the right side as the array of its elements.
    func sequenceAppendingOperand(_ target: SType, _ rhs: Expr) -> Expr? {
        guard case .array(let element) = target else { return nil }
        return otherSequence(rhs, of: element)
    }

    /// A sequence other than an array whose elements are `element`, read as an array of them.
    private func otherSequence(_ e: Expr, of element: SType) -> Expr? {
        if case .array = e.type { return nil }
        guard !e.type.isError, let elements = world.sequenceElement(of: e.type), !elements.isError, world.sameType(elements, element)
        else { return nil }
        if case .param = e.type { return nil }
        return arrayOfElements(e, element)
    }
}
