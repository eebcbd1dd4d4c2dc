// Code after 'return' never runs: swiftc's full compile warns (its -typecheck does not), and the function
// still returns on every path, so there is no "missing return".
func rowHeight(forStyle style: Int) -> Int {
    return 44
    print("never printed")
}

var total = 0
for style in 0..<3 {
    total += rowHeight(forStyle: style)
}
print(total)

// expect: 132
// expect-warning: code after 'return' will never be executed
