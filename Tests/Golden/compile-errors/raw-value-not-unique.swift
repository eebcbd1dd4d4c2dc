// Two cases of a raw-value enum cannot share a raw value.
enum Section: Int {
    case header = 1
    case body
    case footer = 2
}
// expect-error: raw value for enum case is not unique
// expect-note: raw value auto-incremented from here
// expect-note: raw value previously used here
