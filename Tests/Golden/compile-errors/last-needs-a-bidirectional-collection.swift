// A plain `Collection` only moves forwards: it has no `last` and no `index(before:)`. Constrain to `BidirectionalCollection` for those.
func newest<C: Collection>(_ items: C) -> C.Element? {
    items.last
}

print(newest(["older", "newer"]) ?? "none")
// expect-error: value of type 'C' has no member 'last'
// expect-errors: 1
