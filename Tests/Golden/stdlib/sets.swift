// Set: literals from an array context, membership, insert and remove, and algebra. Swift's set order changes from run to run, so only sorted output is printed.
var seen: Set<Int> = [3, 1, 3, 2]
print(seen.count, seen.contains(3), seen.contains(9))
let first = seen.insert(5)
print(first.inserted, first.memberAfterInsert, seen.insert(5).inserted)
print(seen.remove(1) as Any, seen.remove(42) as Any)
print(seen.sorted())
let odds: Set = [1, 3, 5, 7]
print(type(of: odds), odds.count)
print(seen.union(odds).sorted(), seen.intersection(odds).sorted(), seen.subtracting(odds).sorted())
print(seen.symmetricDifference(odds).sorted())
print(Set([1, 3]).isSubset(of: odds), odds.isSuperset(of: [1, 5]), seen.isDisjoint(with: [100]))
var tags = Set<String>()
tags.insert("swift")
tags.insert("ios")
tags.insert("swift")
print(tags.count, tags.sorted(), tags.isEmpty)
tags.formUnion(["uikit"])
tags.subtract(["ios"])
print(tags.sorted(), tags.filter { $0.hasPrefix("s") }.count)
for tag in tags.sorted() {
    print("#" + tag)
}
print(Set(["b", "a", "b"]).sorted(), Set<Int>().isEmpty, odds.map { $0 * 2 }.sorted(), odds.min()!, odds.max()!)

// What Swift prints:
// expect: 3 true false
// expect: true 5 false
// expect: Optional(1) nil
// expect: [2, 3, 5]
// expect: Set<Int> 4
// expect: [1, 2, 3, 5, 7] [3, 5] [2]
// expect: [1, 2, 7]
// expect: true true true
// expect: 2 ["ios", "swift"] false
// expect: ["swift", "uikit"] 1
// expect: #swift
// expect: #uikit
// expect: ["a", "b"] true [2, 6, 10, 14] 1 7
