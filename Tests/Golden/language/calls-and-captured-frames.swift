// Function calls: each call has its own locals, a closure keeps the locals of the call that made it, and a call after it starts afresh.
func makeCounter(_ start: Int) -> () -> Int {
    var count = start
    return {
        count += 1
        return count
    }
}

func add(_ a: Int, _ b: Int) -> Int {
    let sum = a + b
    return sum
}

func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}

func describe(_ n: Int) -> String {
    var text = "n"
    if n > 2 { text += " big" }
    return text
}

let first = makeCounter(10)
print(add(1, 2))
let second = makeCounter(100)
print(first(), first(), second())
print(add(first(), second()))
print(fib(20))
print(describe(1), describe(5), describe(1))

var adders: [(Int) -> Int] = []
func makeAdder(_ amount: Int) -> (Int) -> Int {
    let scaled = amount * 10
    return { $0 + scaled }
}
for i in 1...3 { adders.append(makeAdder(i)) }
print(adders.map { $0(1) })
print(add(Int.max - 1, 1))
print(2 < 3, 3 <= 2, 4 == 4, 4 != 4, 7 - 9, 6 * 7)
// expect: 3
// expect: 11 12 101
// expect: 115
// expect: 6765
// expect: n n big n
// expect: [11, 21, 31]
// expect: 9223372036854775807
// expect: true false true false -2 42
