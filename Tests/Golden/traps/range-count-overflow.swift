// A range wider than Int.max has no count: reading it traps as an overflow.
print((-5..<5).count, (1...3).count)
// expect: 10 3
print((Int.min..<Int.max).count)
// expect-crash: Swift runtime failure: arithmetic overflow
