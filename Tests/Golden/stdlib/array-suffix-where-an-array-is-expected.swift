// Where an array is expected, `suffix` and `dropLast` of an array give an array (Sequence's overloads); elsewhere a slice
let scores = [4, 8, 15, 16, 23, 42]
let recent: [Int] = scores.suffix(2)
let allButLast: [Int] = scores.dropLast()
func total(_ values: [Int]) -> Int { values.reduce(0, +) }
print(recent, allButLast)
print(total(scores.suffix(3)))
print(type(of: scores.suffix(2)), type(of: recent))
print(Array(scores.dropFirst(4)), Array(scores.prefix(2)))
// expect: [23, 42] [4, 8, 15, 16, 23]
// expect: 81
// expect: ArraySlice<Int> Array<Int>
// expect: [23, 42] [4, 8]
