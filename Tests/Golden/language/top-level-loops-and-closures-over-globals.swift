// Closures made or called in a top-level loop read and write the same globals the loop does, and an object freed in the loop runs its `deinit` there.
var hits = 0
var handlers: [() -> Void] = []
for i in 0..<3 {
    handlers.append { hits += i }
}
for h in handlers { h() }
print(hits)
// expect: 3

var count = 0
let add = { (n: Int) -> Int in
    count += n
    return count
}
var last = 0
for i in 1...4 { last = add(i) + count }
print(count, last)
// expect: 10 20

var total = 0
func addTwice(_ n: Int) -> Int {
    let twice = { total += n }
    twice()
    twice()
    return total
}
var snapshots = 0
for i in 1...3 { snapshots += addTwice(i) }
print(total, snapshots)
// expect: 12 20

class Token {
    let number: Int
    init(_ number: Int) { self.number = number }
    deinit { print("token", number, "freed with total", total) }
}
func spend(_ n: Int) -> Int {
    let token = Token(n)
    total += token.number
    return total
}
for i in 1...2 { total += spend(i) * 0 }
print(total)
// expect: token 1 freed with total 13
// expect: token 2 freed with total 15
// expect: 15
