// Global functions called many times run the same as once: conditions, early returns, operators on any type, nested calls, locals freed as each call returns, and a trap deep in recursion.
final class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("free \(name)") }
}

func classify(_ n: Int) -> String {
    if n < 0 { return "negative" } else if n == 0 { return "zero" }
    if n > 100, n % 2 == 0 { return "big even" }
    return "positive"
}

func both(_ a: Bool, _ b: Bool) -> Bool {
    if a, b { return true }
    return false
}

func join(_ a: String, _ b: String) -> String {
    return a + "-" + b
}

func half(_ x: Double) -> Double {
    x / 2
}

func count(_ n: Int) -> Int {
    var total = 0
    for i in 0..<n where i % 2 == 0 { total += i }
    return total
}

func use(_ name: String) -> Int {
    let token = Token(name)
    print("using \(token.name)")
    return token.name.count
}

func factorial(_ n: Int) -> Int {
    if n <= 1 { return 1 }
    return n * factorial(n - 1)
}

func sumTo(_ n: Int) -> Int {
    if n == 0 { return 0 }
    return n + sumTo(n - 1)
}

func noResult(_ n: Int) {
    if n > 1 { print("more than one") }
}

print(classify(-3), classify(0), classify(102), classify(101))
print(both(true, true), both(true, false), both(false, true))
print(join("a", join("b", "c")))
print(half(5), half(half(9)))
print(count(10))
print(use("first") + use("second"))
noResult(2)
noResult(1)
print(sumTo(100), factorial(20))
print(factorial(21))
// expect: negative zero big even positive
// expect: true false false
// expect: a-b-c
// expect: 2.5 2.25
// expect: 20
// expect: using first
// expect: free first
// expect: using second
// expect: free second
// expect: 11
// expect: more than one
// expect: 5050 2432902008176640000
// expect-crash: Swift runtime failure: arithmetic overflow
// expect-chain: in factorial(_:)
// expect-chain: called from plain-functions-and-their-statements.swift:62:7
