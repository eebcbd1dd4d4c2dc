// Changing a value through `!` traps when the optional is nil.
var groups: [String: [Int]] = ["a": []]
groups["a"]!.append(1)
print(groups["a"]!)
// expect: [1]
groups["b"]!.append(1)
// expect-crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value
