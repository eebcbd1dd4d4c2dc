// An Int overflow in a function of Ints traps at the operator, with the chain of calls that led there.
func factorial(_ n: Int) -> Int {
    if n <= 1 { return 1 }
    return n * factorial(n - 1)
}

func sumOfFactorials(upTo n: Int) -> Int {
    var total = 0
    for k in 1...n { total += factorial(k) }
    return total
}

print(factorial(20))
print(sumOfFactorials(upTo: 10))
print(sumOfFactorials(upTo: 25))
// expect: 2432902008176640000
// expect: 4037913
// expect-crash: Swift runtime failure: arithmetic overflow
// expect-chain: in factorial(_:)
// expect-chain: called from sumOfFactorials(upTo:) at overflow-in-a-function-of-ints.swift:9:31
// expect-chain: called from overflow-in-a-function-of-ints.swift:15:7
