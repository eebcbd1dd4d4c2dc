// A range of an array is an ArraySlice, not an array: storing it where [Int] is expected needs Array(_:).
let rows = [10, 20, 30, 40]
let visible: [Int] = rows[1..<3]
print(visible)
// expect-error: cannot convert value of type 'ArraySlice<Int>' to specified type '[Int]'
