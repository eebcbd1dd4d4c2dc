// A subscript with only a getter cannot be assigned through.
struct Row {
    let values: [Int]
    subscript(index: Int) -> Int { values[index] }
}
var row = Row(values: [1, 2])
row[0] = 5
// expect-error: cannot assign through subscript: subscript is get-only
