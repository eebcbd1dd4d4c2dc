// `Int.random(in:)` needs at least one value to choose from.
let low = 5
print(Int.random(in: low...low))
// expect: 5
print(Int.random(in: low..<low))
// expect-crash: Fatal error: Can't get random value with an empty range
