// A top-level loop whose body mixes arithmetic on globals with anything else (objects, arrays, strings, `print`, `guard let`, a `switch`): each statement runs in order, and an object made in a pass is freed at the end of that pass.
class Token {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("freed", n, "total", total) }
}
var total = 0
var squares: [Int] = []
for i in 0..<4 {
    let token = Token(i)
    total += token.n
    var x = i * 2
    x += 1
    if i % 2 == 0 { print("even", i, total) }
    squares.append(x)
    let n = squares.count
    total += n
    guard let k = Int("\(i)7") else { continue }
    total += k
    if total > 1000 { break }
}
print(total, squares)
outer: for a in 0..<5 {
    for b in 0..<5 {
        switch (a + b) % 3 {
        case 0: continue
        case 1: if a > 2 { break outer }
        default: print(a, b)
        }
    }
}
var calls = 0
func count() -> Int { calls += 1; return calls }
for i in 0..<3 {
    let s = "s\(i)"
    total += count() + s.count
}
print(total, calls)
// expect: even 0 0
// expect: freed 0 total 8
// expect: freed 1 total 28
// expect: even 2 30
// expect: freed 2 total 60
// expect: freed 3 total 104
// expect: 104 [1, 3, 5, 7]
// expect: 0 2
// expect: 1 1
// expect: 1 4
// expect: 2 0
// expect: 2 3
// expect: 116 3
