// A top-level loop that awaits in its body while a task runs its own loop: each keeps its variables, and both add up as Swift does.
func slowSquare(_ n: Int) async -> Int {
    try? await Task.sleep(nanoseconds: 1_000)
    return n * n
}
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
var total = 0
let worker = Task {
    var inner = 0
    for k in 0..<5 {
        inner += fib(k + 10)
        let s = await slowSquare(k)
        inner += s
    }
    return inner
}
for i in 0..<5 {
    total += fib(i + 5)
    let s = await slowSquare(i)
    total += s
}
let other = await worker.value
print(total, other)
// expect: 111 928
