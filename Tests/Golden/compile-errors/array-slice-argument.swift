// prefix(_:) of an array is an ArraySlice: passing it where [Int] is expected is an error.
func total(_ values: [Int]) -> Int { values.reduce(0, +) }
let rows = [10, 20, 30, 40]
print(total(rows.prefix(2)))
// expect-error: cannot convert value of type 'ArraySlice<Int>' to expected argument type '[Int]'
