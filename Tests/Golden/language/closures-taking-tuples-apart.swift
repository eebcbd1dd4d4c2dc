// A closure given one tuple may take it apart in its parameter list: named parameters, or $0 and $1.
let pairs = [(1, 2), (3, 4)]
print(pairs.map { a, b in a * b })
print(pairs.map { (a, b) in a - b })
print(pairs.map { $0 + $1 })
print(pairs.map { $0.0 })
// expect: [2, 12]
// expect: [-1, -1]
// expect: [3, 7]
// expect: [1, 3]

print(zip([1, 2], ["x", "y"]).map { "\($0)\($1)" })
// expect: ["1x", "2y"]

[(1, "one"), (2, "two")].forEach { number, name in print(number, name) }
// expect: 1 one
// expect: 2 two

let scores = [("Ann", 3), ("Bob", 5)]
let best = scores.filter { _, score in score > 4 }.map { name, _ in name }
print(best)
// expect: ["Bob"]
