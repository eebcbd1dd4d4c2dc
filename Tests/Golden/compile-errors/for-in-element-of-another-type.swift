// The annotation of a `for` pattern must be the sequence's element type: it converts nothing.
let rowHeights = [44, 60, 88]
for height: Double in rowHeights {
    print(height)
}
// expect-error: cannot convert sequence element type 'Int' to expected type 'Double'
// expect-errors: 1
