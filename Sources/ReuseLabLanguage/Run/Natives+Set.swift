import Foundation

/// `Set<Element>`: a hash-indexed `SetStorage` at run time, iterated in insertion order (Swift's order is
/// unspecified and changes from run to run, so scripts that must agree with swiftc print sets sorted).
/// `insert`, `contains` and `remove` take constant time and the set algebra is linear, as in Swift.
extension Interpreter {
    func registerSetNatives() {
        func d(_ key: String, _ f: @escaping NativeFunction) { natives[key] = f }
        d("Set.init()") { _, _ in .set(SetStorage()) }
        // `Array(selectedIDs)`: the elements in the order the set iterates them.
        d("arrayFromSet") { i, c in .array(i.setStorage(try c.arg("set")).elements) }
        d("Set.init(_:)") { i, c in i.makeSet(try c.array("elements")) }
        d("setFromSequence") { i, c in i.makeSet(try i.sequenceElements(try c.arg("elements").unerased, loc: c.loc)) }
        d("get Set.count") { i, c in .int(i.setStorage(c.receiver).count) }
        d("get Set.isEmpty") { i, c in .bool(i.setStorage(c.receiver).count == 0) }
        d("Set.contains(_:)") { i, c in .bool(i.setStorage(c.receiver).contains(i.setKey(try c.arg("element")))) }
        d("Set.insert(_:)") { i, c in
            let member = try c.arg("newMember")
            let key = i.setKey(member)
            return c.mutateSet { s in
                if let existing = s.insert(member, key: key) { return .tuple([.bool(false), existing]) }
                return .tuple([.bool(true), member])
            }
        }
        d("Set.remove(_:)") { i, c in
            let key = i.setKey(try c.arg("member"))
            return c.mutateSet { s in s.remove(key) ?? .none }
        }
        d("Set.removeAll()") { _, c in
            c.mutateSet { s in s.removeAll() }
            return .void
        }
        d("Set.union(_:)") { i, c in
            let result = i.setStorage(c.receiver).copy()
            for entry in try i.otherSet(c).entries { result.insert(entry.element, key: entry.key) }
            return .set(result)
        }
        d("Set.intersection(_:)") { i, c in
            let other = try i.otherSet(c)
            return .set(i.setStorage(c.receiver).filtered { other.contains($0.key) })
        }
        d("Set.subtracting(_:)") { i, c in
            let other = try i.otherSet(c)
            return .set(i.setStorage(c.receiver).filtered { !other.contains($0.key) })
        }
        d("Set.symmetricDifference(_:)") { i, c in
            let (mine, other) = (i.setStorage(c.receiver), try i.otherSet(c))
            let result = mine.filtered { !other.contains($0.key) }
            for entry in other.entries where !mine.contains(entry.key) { result.insert(entry.element, key: entry.key) }
            return .set(result)
        }
        d("Set.formUnion(_:)") { i, c in
            let other = try i.otherSet(c)
            c.mutateSet { s in for entry in other.entries { s.insert(entry.element, key: entry.key) } }
            return .void
        }
        d("Set.subtract(_:)") { i, c in
            let other = try i.otherSet(c)
            c.mutateSet { s in for entry in other.entries { s.remove(entry.key) } }
            return .void
        }
        d("Set.isSubset(of:)") { i, c in
            let other = try i.otherSet(c)
            return .bool(i.setStorage(c.receiver).entries.allSatisfy { other.contains($0.key) })
        }
        d("Set.isSuperset(of:)") { i, c in
            let mine = i.setStorage(c.receiver)
            return .bool(try i.otherSet(c).entries.allSatisfy { mine.contains($0.key) })
        }
        d("Set.isDisjoint(with:)") { i, c in
            let other = try i.otherSet(c)
            return .bool(!i.setStorage(c.receiver).entries.contains { other.contains($0.key) })
        }
        d("Set.filter(_:)") { i, c in
            let isIncluded = try c.arg("isIncluded")
            return .set(try i.setStorage(c.receiver).filtered { try i.callValue(isIncluded, [$0.element], loc: c.loc).checkedBool() })
        }
    }

    /// The receiver's storage (an empty one for a value that is not a set, which the checker rules out).
    func setStorage(_ v: Value) -> SetStorage {
        if case .set(let storage) = v.unerased { return storage }
        return SetStorage()
    }

    /// The `other` argument of the set algebra, a set (an array given there is made one).
    private func otherSet(_ c: NativeCall) throws -> SetStorage {
        let other = try c.arg("other")
        if case .set(let storage) = other.unerased { return storage }
        return setStorage(makeSet(try c.array("other")))
    }

    /// Two sets are equal when they hold the same elements, in whatever order.
    func setsEqual(_ a: SetStorage, _ b: SetStorage) -> Bool {
        a.count == b.count && a.entries.allSatisfy { b.contains($0.key) }
    }
}
