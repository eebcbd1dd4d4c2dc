// A running total kept in a `let`: `+=` cannot change it, and swiftc suggests `var` at the declaration.
let total = 0
for price in [3, 4] {
    total += price
}
print(total)

// expect-error: left side of mutating operator isn't mutable: 'total' is a 'let' constant
// expect-note: change 'let' to 'var' to make it mutable
