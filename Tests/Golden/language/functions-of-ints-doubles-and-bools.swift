// Functions that use only Int, Double and Bool (parameters, locals, result) answer exactly as any other: recursion, loops of every kind with labels, `guard`, ternaries, compound assignment, NaN comparisons, a call into a function that uses an array and back, and a closure that captures such a function's local.
func fibonacci(_ n: Int) -> Int { n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2) }

func sumOfSquares(upTo limit: Int) -> Int {
    var total = 0
    var i = 1
    while i <= limit {
        total += i * i
        i += 1
    }
    return total
}

func collatzSteps(_ start: Int) -> Int {
    var n = start
    var steps = 0
    repeat {
        n = n % 2 == 0 ? n / 2 : 3 * n + 1
        steps += 1
    } while n != 1
    return steps
}

func firstPair(summingTo target: Int, below limit: Int) -> Int {
    outer: for a in 1..<limit {
        for b in a...limit where (a + b) % 2 == 1 {
            if a + b > target { continue outer }
            if a + b == target { return a * 100 + b }
        }
    }
    return -1
}

func isPrime(_ n: Int) -> Bool {
    guard n >= 2 else { return false }
    var d = 2
    while d * d <= n {
        if n % d == 0 { return false }
        d += 1
    }
    return true
}

func mean(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return sum / 2
}

func scaled(_ x: Int, by factor: Double) -> Double {
    var result = Double(x)
    result *= factor
    return -result
}

func ordered(_ a: Double, _ b: Double) -> Bool { a < b || a == b || a > b }

func countPrimes(below n: Int) -> Int {
    var count = 0
    for k in 0..<n where isPrime(k) { count += 1 }
    return count
}

// Uses an array: it runs on the general path, and is called from the functions above and below.
func digitSum(_ n: Int) -> Int {
    let digits = String(n).compactMap { $0.wholeNumberValue }
    return digits.reduce(0, +)
}

func digitSumTwice(_ n: Int) -> Int { digitSum(digitSum(n)) + fibonacci(5) }

func makeCounter(from start: Int) -> () -> Int {
    var current = start
    return {
        current += 1
        return current
    }
}

func signFlips(_ n: Int) -> Int {
    var flipped = n
    for _ in 0...3 { flipped = -flipped }
    return flipped
}

print(fibonacci(20), sumOfSquares(upTo: 100), collatzSteps(27))
print(firstPair(summingTo: 9, below: 6), isPrime(97), isPrime(91), countPrimes(below: 100))
print(mean(1, 2), scaled(3, by: 0.5), ordered(1, 2), ordered(.nan, 1), ordered(.infinity, 1))
let notANumber = Double.nan
print(notANumber > 1, notANumber >= 1, notANumber <= 1, notANumber != notANumber)
print(digitSumTwice(987_654_321), signFlips(-7), 17 / 5, -17 % 5)
let next = makeCounter(from: 10)
print(next(), next())
// expect: 6765 338350 111
// expect: 306 true false 25
// expect: 1.5 -1.5 true false true
// expect: false false false true
// expect: 14 -7 3 -2
// expect: 11 12
