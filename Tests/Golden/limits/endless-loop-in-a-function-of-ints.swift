// A loop that never ends inside a function of Ints is stopped by the step budget, like any other.
func firstSquare(above limit: Int) -> Int {
    var n = 0
    while n * n <= limit || n > 0 {
        n += 1
        if n == 1_000_000_000 { n = 1 }
    }
    return n
}

print("start")
print(firstSquare(above: 50))
// expect: start
// expect-limit: steps
