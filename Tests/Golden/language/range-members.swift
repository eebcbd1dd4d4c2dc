// Ranges as collections: first, last, min, max, contains, count, and what dropFirst, prefix and reversed give back, printed as Swift prints them.
let pages = 1...5
let rows = 0..<4
print(pages.first as Any, pages.last as Any, pages.min() as Any, pages.max() as Any)
print(rows.first as Any, rows.last as Any, rows.min() as Any, rows.max() as Any)
print(pages.contains(3), pages.count, rows.contains(4), rows.count)
print(pages.reversed())
print(rows.reversed())
print(pages.dropFirst())
print(pages.prefix(2))
print(pages.suffix(9))
print(rows.dropFirst(), rows.prefix(2), rows.dropLast())
for page in pages.reversed() where page.isMultiple(of: 2) { print("page", page) }
for page in pages.dropFirst(3) { print("later", page) }
print(Array(pages.reversed()), Array(rows.reversed()), Array(pages.dropLast(2)))
print(pages.reversed().map { $0 * 10 }, pages.dropFirst().count, pages.prefix(0).isEmpty)
print(pages.dropFirst().reduce(0, +), pages.reversed().first as Any, rows.reversed().last as Any)
print(type(of: pages.reversed()), type(of: pages.prefix(3)), type(of: rows.prefix(3)))
// expect: Optional(1) Optional(5) Optional(1) Optional(5)
// expect: Optional(0) Optional(3) Optional(0) Optional(3)
// expect: true 5 false 4
// expect: ReversedCollection<ClosedRange<Int>>(_base: ClosedRange(1...5))
// expect: ReversedCollection<Range<Int>>(_base: Range(0..<4))
// expect: Slice<ClosedRange<Int>>(_startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(2), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.pastEnd, _base: ClosedRange(1...5))
// expect: Slice<ClosedRange<Int>>(_startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(1), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(3), _base: ClosedRange(1...5))
// expect: Slice<ClosedRange<Int>>(_startIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(1), _endIndex: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.pastEnd, _base: ClosedRange(1...5))
// expect: 1..<4 0..<2 0..<3
// expect: page 4
// expect: page 2
// expect: later 4
// expect: later 5
// expect: [5, 4, 3, 2, 1] [3, 2, 1, 0] [1, 2, 3]
// expect: [50, 40, 30, 20, 10] 4 true
// expect: 14 Optional(5) Optional(0)
// expect: ReversedCollection<ClosedRange<Int>> Slice<ClosedRange<Int>> Range<Int>
