// Slicing an array by a range that runs past its end traps with the standard library's message.
let rows = [10, 20, 30]
print(rows[1..<3])
// expect: [20, 30]
let end = rows.count + 1
print(rows[1..<end])
// expect-crash: Fatal error: Array index is out of range
