// Tuples as app code uses them: destructuring (nested, labelled), labelled results, tuple patterns in switch and for-in, exhaustive tuple switches, and comparing tuples.
let pair = (1, "one")
let (number, word) = pair
print(number, word)
// expect: 1 one

let point = (x: 3, y: 4)
let (x: px, y: py) = point
print(px + py)
// expect: 7

let ((a, b), c) = ((1, 2), 3)
print(a, b, c)
// expect: 1 2 3

func bounds(of values: [Int]) -> (min: Int, max: Int) {
    (values.min() ?? 0, values.max() ?? 0)
}
let range = bounds(of: [4, 9, 2])
print(range.min, range.max, range)
// expect: 2 9 (min: 2, max: 9)

var left = 0, right = 0
(a: left, b: right) = (a: 5, b: 6)
(left, right) = (right, left)
print(left, right)
// expect: 6 5

let people = [("Ann", 30), ("Bob", 25)]
for (index, (name, age)) in people.enumerated() {
    print(index, name, age)
}
// expect: 0 Ann 30
// expect: 1 Bob 25
for (x: i, y: j) in [point] { print(i * j) }
// expect: 12

func describe(_ p: (x: Int, y: Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (x: 0, y: let y): return "on the y axis at \(y)"
    case (let x, 0): return "on the x axis at \(x)"
    case let (x, y) where x == y: return "on the diagonal at \(x)"
    case (let x, let y): return "at \(x), \(y)"
    }
}
print(describe((0, 0)), "|", describe((0, 5)), "|", describe((2, 0)), "|", describe((3, 3)), "|", describe((1, 2)))
// expect: origin | on the y axis at 5 | on the x axis at 2 | on the diagonal at 3 | at 1, 2

func merge(_ first: Int?, _ second: Int?) -> String {
    switch (first, second) {
    case (.some(let f), .some(let s)): return "both \(f) \(s)"
    case (.some(let f), nil): return "first \(f)"
    case (nil, let s?): return "second \(s)"
    case (nil, nil): return "neither"
    }
}
print(merge(1, 2), "|", merge(1, nil), "|", merge(nil, 2), "|", merge(nil, nil))
// expect: both 1 2 | first 1 | second 2 | neither

enum Light { case red, green }
func next(_ light: Light, _ waiting: Bool) -> Light {
    switch (light, waiting) {
    case (.red, true): return .green
    case (.red, false): return .red
    case (.green, _): return .red
    }
}
print(next(.red, true), next(.red, false), next(.green, true))
// expect: green red red

if case (x: 3, let y) = point { print("y is", y) }
// expect: y is 4

print((1, "a") < (2, "b"), (1, "b") < (1, "a"), (2, 2) <= (2, 2), (3, 1) > (2, 9), (1, 2, 3) >= (1, 2, 4))
// expect: true false true true false
print((1, 2) == (1, 2), ("a", 1) != ("a", 1), point == (3, 4))
// expect: true false true
let scores = [("Bob", 3), ("Ann", 3), ("Cy", 1)]
print(scores.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map { $0.0 })
// expect: ["Cy", "Ann", "Bob"]
