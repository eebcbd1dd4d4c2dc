// Int.min % -1 traps too, though the remainder would be 0: the division behind it does not fit.
func wrapped(_ value: Int, into size: Int) -> Int {
    var index = value
    index %= size
    return index < 0 ? index + size : index
}

print(wrapped(7, into: 3), wrapped(-7, into: 3))
print(wrapped(Int.min, into: -1))
// expect: 1 2
// expect-crash: Fatal error: Division results in an overflow in remainder operation
// expect-chain: in wrapped(_:into:)
// expect-chain: called from int-min-remainder-of-minus-one.swift:9:7
