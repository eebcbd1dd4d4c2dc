// `String(repeating:count:)` with a negative count traps.
print(String(repeating: "ab", count: 2))
// expect: abab
let count = -1
print(String(repeating: "ab", count: count))
// expect-crash: Fatal error: Negative count not allowed
