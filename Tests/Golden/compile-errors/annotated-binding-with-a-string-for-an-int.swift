// A binding annotated `Int` given a string literal: swiftc names both types, at the value.
func configure(rowCount: Int) {
    let visibleRows: Int = "3"
    print(visibleRows + rowCount)
}
// expect-error: cannot convert value of type 'String' to specified type 'Int'
