// `abs(Int.min)` has no Int result: it traps as an overflow.
print(abs(-5), abs(Int.min + 1))
// expect: 5 9223372036854775807
print(abs(Int.min))
// expect-crash: Swift runtime failure: arithmetic overflow
