import Foundation

/// `Set<Element>`: an array of distinct elements at run time, kept in insertion order (Swift's order is
/// unspecified and changes from run to run, so scripts that must agree with swiftc print sets sorted).
/// Membership is a linear search: sets of a few thousand elements are fine, not millions.
extension Interpreter {
    func registerSetNatives() {
        func d(_ key: String, _ f: @escaping NativeFunction) { natives[key] = f }
        d("setEmpty") { _, _ in .array([]) }
        d("setFromArray") { i, c in .array(i.distinct(try c.array("elements"))) }
        d("setInsert") { i, c in
            let member = try c.arg("newMember")
            return c.mutateArray { a in
                if let existing = a.first(where: { i.valuesEqual($0, member) }) { return .tuple([.bool(false), existing]) }
                a.append(member)
                return .tuple([.bool(true), member])
            }
        }
        d("setRemove") { i, c in
            let member = try c.arg("member")
            return c.mutateArray { a in
                guard let at = a.firstIndex(where: { i.valuesEqual($0, member) }) else { return .none }
                return a.remove(at: at)
            }
        }
        func contains(_ i: Interpreter, _ a: [Value], _ v: Value) -> Bool { a.contains { i.valuesEqual($0, v) } }
        d("setUnion") { i, c in .array(i.distinct(try c.receiver.asArray + c.array("other"))) }
        d("setIntersection") { i, c in
            let other = try c.array("other")
            return .array(c.receiver.asArray.filter { contains(i, other, $0) })
        }
        d("setSubtracting") { i, c in
            let other = try c.array("other")
            return .array(c.receiver.asArray.filter { !contains(i, other, $0) })
        }
        d("setSymmetricDifference") { i, c in
            let (mine, other) = (c.receiver.asArray, try c.array("other"))
            return .array(mine.filter { !contains(i, other, $0) } + other.filter { !contains(i, mine, $0) })
        }
        d("setFormUnion") { i, c in
            let other = try c.array("other")
            c.mutateArray { a in a = i.distinct(a + other) }
            return .void
        }
        d("setSubtract") { i, c in
            let other = try c.array("other")
            c.mutateArray { a in a.removeAll { contains(i, other, $0) } }
            return .void
        }
        d("setIsSubset") { i, c in
            let other = try c.array("other")
            return .bool(c.receiver.asArray.allSatisfy { contains(i, other, $0) })
        }
        d("setIsSuperset") { i, c in
            let mine = c.receiver.asArray
            return .bool(try c.array("other").allSatisfy { contains(i, mine, $0) })
        }
        d("setIsDisjoint") { i, c in
            let other = try c.array("other")
            return .bool(!c.receiver.asArray.contains { contains(i, other, $0) })
        }
        d("setFilter") { i, c in .array(try c.receiver.asArray.filter { try i.callValue(try c.arg("isIncluded"), [$0], loc: c.loc).asBool })
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
