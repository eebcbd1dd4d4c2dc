// `String(value, radix:)` takes a radix from 2 to 36: Swift traps on any other.
let bases = [2, 8, 16, 40]
for base in bases { print(String(100, radix: base)) }
// expect: 1100100
// expect: 144
// expect: 64
// expect-crash: Fatal error: Radix must be between 2 and 36
