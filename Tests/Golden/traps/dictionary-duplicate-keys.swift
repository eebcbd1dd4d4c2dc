// Building a dictionary from pairs with a repeated key traps.
let ok = Dictionary(uniqueKeysWithValues: [("a", 1)])
print(ok)
// expect: ["a": 1]
let clash = Dictionary(uniqueKeysWithValues: [("a", 1), ("a", 2)])
// expect-crash: Fatal error: Duplicate values for key: 'a'
print(clash)
