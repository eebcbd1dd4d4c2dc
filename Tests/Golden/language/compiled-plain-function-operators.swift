// Plain functions called again and again answer as the first call does: Int operators on parameters and literals, either side, Double and Float parameters beside the same literals, comparisons as conditions, three arguments, three statements, a closure made in a call that outlives it, and overflow of `n + 1` in a recursive call.
func difference(_ a: Int, _ b: Int) -> Int {
    return 10 - a * b
}

func ordered(_ a: Int, _ b: Int, _ c: Int) -> Bool {
    if a < b, b <= c { return true } else if a == c { return a != 0 }
    return false
}

func scaled(_ x: Double) -> Double {
    if x > 2 { return x * 3 }
    return 1 - x
}

func narrowed(_ x: Float) -> Float {
    return x / 3 + 1
}

func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int {
    if value < low { return low }
    if high < value { return high }
    return value
}

func counter(_ start: Int) -> () -> Int {
    var current = start
    return {
        current += 1
        return current
    }
}

func depth(_ n: Int) -> Int {
    if n >= 9_223_372_036_854_775_806 { return depth(n + 1) }
    return n
}

var results: [Int] = []
for i in 0..<4 { results.append(difference(i, i + 1)) }
print(results)
print(ordered(1, 2, 3), ordered(3, 2, 3), ordered(0, 5, 0), ordered(2, 1, 3))
print(scaled(4), scaled(0.5), scaled(2))
print(narrowed(1), narrowed(2))
print(clamp(-4, 0, 10), clamp(4, 0, 10), clamp(40, 0, 10))
let next = counter(5)
print(next(), next(), counter(0)())
print(depth(7), depth(9_223_372_036_854_775_805))
print(depth(9_223_372_036_854_775_806))
// expect: [10, 8, 4, -2]
// expect: true true false false
// expect: 12.0 0.5 -1.0
// expect: 1.3333334 1.6666667
// expect: 0 4 10
// expect: 6 7 1
// expect: 7 9223372036854775805
// expect-crash: Swift runtime failure: arithmetic overflow
// expect-chain: in depth(_:)
// expect-chain: called from depth(_:) at compiled-plain-function-operators.swift:35:48
// expect-chain: called from compiled-plain-function-operators.swift:49:7
