import Foundation

/// `Set<Element>`: an array of distinct elements at run time, kept in insertion order (Swift's order is
/// unspecified and changes from run to run, so scripts that must agree with swiftc print sets sorted).
/// Membership is a linear search: sets of a few thousand elements are fine, not millions.
extension Interpreter {
    func registerSetNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        d("Set.init()") { _, _ in .array([]) }
        d("Set.init(_:)") { i, c in .array(i.distinct(try c.array("elements"))) }
        d("Set.insert(_:)") { i, c in
            let member = try c.arg("newMember")
            return c.mutateArray { a in
                if let existing = a.first(where: { i.valuesEqual($0, member) }) { return .tuple([.bool(false), existing]) }
                a.append(member)
                return .tuple([.bool(true), member])
            }
        }
        d("Set.remove(_:)") { i, c in
            let member = try c.arg("member")
            return c.mutateArray { a in
                guard let at = a.firstIndex(where: { i.valuesEqual($0, member) }) else { return .none }
                return a.remove(at: at)
            }
        }
        func contains(_ i: Interpreter, _ a: [Value], _ v: Value) -> Bool { a.contains { i.valuesEqual($0, v) } }
        d("Set.union(_:)") { i, c in .array(i.distinct(try c.receiver.checkedArray() + c.array("other"))) }
        d("Set.intersection(_:)") { i, c in
            let other = try c.array("other")
            return .array(try c.receiver.checkedArray().filter { contains(i, other, $0) })
        }
        d("Set.subtracting(_:)") { i, c in
            let other = try c.array("other")
            return .array(try c.receiver.checkedArray().filter { !contains(i, other, $0) })
        }
        d("Set.symmetricDifference(_:)") { i, c in
            let (mine, other) = (try c.receiver.checkedArray(), try c.array("other"))
            return .array(mine.filter { !contains(i, other, $0) } + other.filter { !contains(i, mine, $0) })
        }
        d("Set.formUnion(_:)") { i, c in
            let other = try c.array("other")
            c.mutateArray { a in a = i.distinct(a + other) }
            return .void
        }
        d("Set.subtract(_:)") { i, c in
            let other = try c.array("other")
            c.mutateArray { a in a.removeAll { contains(i, other, $0) } }
            return .void
        }
        d("Set.isSubset(of:)") { i, c in
            let other = try c.array("other")
            return .bool(try c.receiver.checkedArray().allSatisfy { contains(i, other, $0) })
        }
        d("Set.isSuperset(of:)") { i, c in
            let mine = try c.receiver.checkedArray()
            return .bool(try c.array("other").allSatisfy { contains(i, mine, $0) })
        }
        d("Set.isDisjoint(with:)") { i, c in
            let other = try c.array("other")
            return .bool(try !c.receiver.checkedArray().contains { contains(i, other, $0) })
        }
        d("Set.filter(_:)") { i, c in
            .array(try c.receiver.checkedArray().filter { try i.callValue(try c.arg("isIncluded"), [$0], loc: c.loc).checkedBool() })
        }
    }

    /// The elements without repeats, first occurrences kept in order.
    func distinct(_ elements: [Value]) -> [Value] {
        var result: [Value] = []
        var seen = Set<DictionaryKey>()
        for e in elements {
            if let key = dictionaryKey(e) {
                if seen.insert(key).inserted { result.append(e) }
            } else if !result.contains(where: { valuesEqual($0, e) }) {
                result.append(e)
            }
        }
        return result
    }
}
