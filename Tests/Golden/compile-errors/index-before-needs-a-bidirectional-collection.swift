// Stepping back from `endIndex` needs `BidirectionalCollection`: on a plain `Collection`, swiftc offers `index(after:)` instead.
func lastRow<C: Collection>(_ rows: C) -> C.Element {
    rows[rows.index(before: rows.endIndex)]
}

print(lastRow([1, 2, 3]))
// expect-error: incorrect argument label in call (have 'before:', expected 'after:')
// expect-errors: 1
