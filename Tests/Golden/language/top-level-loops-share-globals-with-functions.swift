// Loops written at the top level change the script's globals in place: functions called inside the loop, or declared after it, see every change at once.
var counter = 0
var seen = 0
func peek() -> Int { counter * 10 }
func bump() { counter += 100 }

for i in 0..<5 {
    counter += i
    seen += peek()
    if i == 2 { bump() }
}
print(counter, seen)
// expect: 110 2200

func later() -> Int { counter + seen }
var sum = 0
for _ in 0..<3 { sum += later() }
print(sum)
// expect: 6930

// A `while` over globals, with a `let` bound before it as its bound.
let limit = 1_000
var a = 0
var b = 1
var fibs = 0
while b < limit {
    (a, b) = (b, a + b)
    fibs += 1
}
print(a, b, fibs)
// expect: 987 1597 16

// Doubles and Bools too: the loop leaves them as Swift would.
var balance = 100.0
var rounds = 0
var broke = false
while !broke {
    balance = balance * 0.5 - 1.25
    rounds += 1
    broke = balance < 0
}
print(balance, rounds, broke)
// expect: -0.8984375 6 true

// An error thrown by a function the loop calls leaves the globals as far as the loop got.
enum Stop: Error { case at(Int) }
func checked(_ n: Int) throws -> Int {
    if n == 7 { throw Stop.at(n) }
    return n
}
var reached = 0
do {
    for i in 0..<100 { reached += try checked(i) }
} catch {
    print("stopped:", error, reached)
}
// expect: stopped: at(7) 21
