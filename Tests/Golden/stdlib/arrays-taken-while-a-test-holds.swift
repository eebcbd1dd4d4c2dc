// prefix(while:) and drop(while:) split an array (or a slice) where a test first fails, as slices that keep
// their indices.
let temperatures = [31, 29, 33, 18, 35, 12]
let warmStart = temperatures.prefix(while: { $0 > 25 })
print(warmStart, warmStart.startIndex, warmStart.endIndex)
// expect: [31, 29, 33] 0 3
let rest = temperatures.drop(while: { $0 > 25 })
print(rest, rest.startIndex, Array(rest))
// expect: [18, 35, 12] 3 [18, 35, 12]
let tail = temperatures[2...]
print(tail.prefix(while: { $0 > 20 }), tail.drop(while: { $0 > 20 }).first!)
// expect: [33] 18
print([Int]().prefix(while: { _ in true }), temperatures.drop(while: { _ in true }))
// expect: [] []
