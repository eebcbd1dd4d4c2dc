// Int.min / -1 does not fit in an Int: the division traps with the standard library's own message.
func average(_ total: Int, over count: Int) -> Int {
    guard count != 0 else { return 0 }
    return total / count
}

print(average(10, over: 4), average(-9, over: 2), average(5, over: 0))
print(average(Int.min, over: 1))
print(average(Int.min, over: -1))
// expect: 2 -4 0
// expect: -9223372036854775808
// expect-crash: Fatal error: Division results in an overflow
// expect-chain: in average(_:over:)
// expect-chain: called from int-min-divided-by-minus-one.swift:9:7
