// A range of Ints is a Sequence: reduce, compactMap, flatMap, sorted, contains(where:), first(where:),
// allSatisfy, enumerated and the rest work on it as on the array of its values.
let rows = 0..<6
print(rows.reduce(0, +), rows.reduce(into: [Int]()) { $0.insert($1, at: 0) })
// expect: 15 [5, 4, 3, 2, 1, 0]
print(rows.compactMap { $0.isMultiple(of: 2) ? "row \($0)" : nil }, (1...3).flatMap { [$0, -$0] })
// expect: ["row 0", "row 2", "row 4"] [1, -1, 2, -2, 3, -3]
print(rows.contains(where: { $0 > 4 }), rows.contains(9), rows.first(where: { $0 * $0 > 10 })!, rows.allSatisfy { $0 < 6 })
// expect: true false 4 true
print((1...5).sorted(by: >), (1...5).min(by: >)!, rows.firstIndex(where: { $0 == 3 })!, (1...9).count(where: { $0 % 3 == 0 }))
// expect: [5, 4, 3, 2, 1] 5 3 3
for (position, section) in (10...12).enumerated() { print(position, section) }
// expect: 0 10
// expect: 1 11
// expect: 2 12
let grid = (1...3).reduce(into: [:]) { table, n in table[n] = n * n }
print(grid.sorted { $0.key < $1.key }.map(\.value))
// expect: [1, 4, 9]
print(Int("ff", radix: 16)!, Int("12", radix: 2) as Any, Int("z9", radix: 36)!)
// expect: 255 nil 1269
