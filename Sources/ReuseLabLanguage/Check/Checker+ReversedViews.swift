import SwiftSyntax

/// `ids.reversed()` is a `ReversedCollection` (PreludeLibrary/Reversed.swift) that holds its elements, last
/// first. What it lacks of its own, `map`, `first`, `count`, `joined`, a subscript or `==` against an array,
/// is its elements' array's: Sequence's `reversed()`, which gives that array, is what swiftc then picks.
extension Checker {
    func isReversedView(_ type: SType) -> Bool {
        guard case .nominal(let d, _) = type else { return false }
        return d.fromPrelude && d.name == "ReversedCollection"
    }

    /// The array of a reversed view's elements, or nil when `base` is not one.
    func reversedViewElements(_ base: Expr) -> Expr? {
        guard isReversedView(base.type), let element = world.sequenceElement(of: base.type), !element.isError else { return nil }
        return arrayOfElements(base, element)
    }

    /// `names.reversed() == ["c", "b", "a"]`: the elements compared, as Swift compares the arrays.
    func reversedViewEquality(_ op: BinaryOp, _ a: Expr, _ b: Expr, at node: InfixOperatorExprSyntax) -> Expr? {
        guard isReversedView(a.type) || isReversedView(b.type) else { return nil }
        let left = reversedViewElements(a) ?? a
        let right = reversedViewElements(b) ?? b
        guard world.sameType(left.type, right.type), comparable(left.type, right.type, equality: true) else { return nil }
        return Expr(.binary(op, left, right), world.bool, loc(node))
    }
}
