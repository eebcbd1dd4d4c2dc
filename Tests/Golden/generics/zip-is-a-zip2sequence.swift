// `zip` gives a `Zip2Sequence` that holds both sequences and pairs them only when walked, as far as the shorter goes: it prints and names its type as Swift does, and maps, filters, iterates and builds arrays and dictionaries; `zip(1..., rows)` numbers rows and `zip(rows, rows.dropFirst())` pairs neighbours.
let sections = ["Favorites", "Recents", "Shared"]
let counts = [3, 12, 0, 7]
let pairs = zip(sections, counts)
print(pairs)
print(type(of: pairs))
print(Array(pairs))
print(pairs.map { "\($0): \($1)" })
for (section, count) in pairs where count > 0 {
    print(section, count)
}
for (number, section) in zip(1..., sections) {
    print("\(number). \(section)")
}
print(zip(sections, sections.dropFirst()).map { "\($0) → \($1)" })
let rowsBySection = Dictionary(uniqueKeysWithValues: zip(sections, counts))
print(rowsBySection["Recents"] ?? 0)
print(pairs.first(where: { $0.1 > 5 })!)
print(Array(pairs.lazy.filter { $0.1.isMultiple(of: 3) }))
print(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 })
print(zip("abc", 0..<3).map { String($0) + String($1) })
print(zip(1...2, ["x", "y", "z"]))
print(zip(1..., ["only"]), pairs.underestimatedCount)
print(pairs.reduce(0) { $0 + $1.1 })
// expect: Zip2Sequence<Array<String>, Array<Int>>(_sequence1: ["Favorites", "Recents", "Shared"], _sequence2: [3, 12, 0, 7])
// expect: Zip2Sequence<Array<String>, Array<Int>>
// expect: [("Favorites", 3), ("Recents", 12), ("Shared", 0)]
// expect: ["Favorites: 3", "Recents: 12", "Shared: 0"]
// expect: Favorites 3
// expect: Recents 12
// expect: 1. Favorites
// expect: 2. Recents
// expect: 3. Shared
// expect: ["Favorites → Recents", "Recents → Shared"]
// expect: 12
// expect: ("Recents", 12)
// expect: [("Favorites", 3), ("Recents", 12), ("Shared", 0)]
// expect: false
// expect: ["a0", "b1", "c2"]
// expect: Zip2Sequence<ClosedRange<Int>, Array<String>>(_sequence1: ClosedRange(1...2), _sequence2: ["x", "y", "z"])
// expect: Zip2Sequence<PartialRangeFrom<Int>, Array<String>>(_sequence1: Swift.PartialRangeFrom<Swift.Int>(lowerBound: 1), _sequence2: ["only"]) 3
// expect: 15
