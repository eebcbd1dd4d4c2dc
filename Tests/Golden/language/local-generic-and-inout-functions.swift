// Local functions that are generic, take inout parameters, or nest and recurse: each call binds the generic parameters and writes inout values back.
func scale() {
    func double(_ value: inout Int) { value *= 2 }
    var size = 4
    double(&size)
    double(&size)
    print(size)

    func first<T>(_ items: [T]) -> T? { items.first }
    print(first([3, 1]) ?? 0, first(["a"]) ?? "-")

    func swapPair<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
    var x = "left", y = "right"
    swapPair(&x, &y)
    print(x, y)

    func countdown(_ n: Int) -> [Int] {
        func step(_ k: Int, _ acc: inout [Int]) {
            guard k > 0 else { return }
            acc.append(k)
            step(k - 1, &acc)
        }
        var out: [Int] = []
        step(n, &out)
        return out
    }
    print(countdown(3))
    func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
    print(largest([2, 9, 4]) ?? 0)
}
scale()
// expect: 16
// expect: 3 a
// expect: right left
// expect: [3, 2, 1]
// expect: 9
