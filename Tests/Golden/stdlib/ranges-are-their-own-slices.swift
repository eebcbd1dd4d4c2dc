// A half-open range is its own SubSequence, as in Swift: dropFirst, dropLast, prefix and suffix give
// Ranges (printed `6..<9`), clamped at the ends; first, last, min and max are optionals.
let rows = 5..<9
print(rows.dropFirst())
print(rows.dropFirst(2), rows.dropLast(), rows.dropLast(10))
print(rows.prefix(2), rows.suffix(3), rows.prefix(0))
print(rows.first ?? -1, rows.last ?? -1, rows.min() ?? -1, rows.max() ?? -1)
let none = 3..<3
print(none.first == nil, none.max() == nil, none.dropFirst())
print((0..<10).dropFirst(3).map { $0 * 2 })
let visible: Range<Int> = (0..<100).prefix(5)
print(visible.count, type(of: visible))

// expect: 6..<9
// expect: 7..<9 5..<8 5..<5
// expect: 5..<7 6..<9 5..<5
// expect: 5 8 5 8
// expect: true true 3..<3
// expect: [6, 8, 10, 12, 14, 16, 18]
// expect: 5 Range<Int>
