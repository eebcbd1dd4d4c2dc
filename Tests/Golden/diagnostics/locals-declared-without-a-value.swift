// A local declared without a value and only ever assigned is written but never read; swiftc says so, and the run goes on.
func layOut(rows: Int) -> Int {
    var spacing: Int
    spacing = 8
    var unusedInset: Int
    let fixed: Int
    fixed = rows * 44
    var highlighted: Int?
    highlighted = 2
    var height: Int
    if rows > 3 { height = rows * 44 } else { height = 132 }
    return height
}
print(layOut(rows: 5))
// expect: 220
// expect-warning: variable 'spacing' was written to, but never read
// expect-warning: variable 'unusedInset' was never used; consider replacing with '_' or removing it
// expect-warning: immutable value 'fixed' was never used; consider removing it
// expect-warning: variable 'highlighted' was written to, but never read
