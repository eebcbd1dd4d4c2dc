// defer: runs when its scope ends, however it ends (return, break, continue, a thrown error), the latest first.
enum Stop: Error { case now }

func work(_ n: Int) -> Int {
    print("start", n)
    defer { print("first defer", n) }
    defer { print("second defer", n) }
    if n > 1 { return n * 10 }
    print("end", n)
    return n
}
print(work(1))
print(work(2))
// expect: start 1
// expect: end 1
// expect: second defer 1
// expect: first defer 1
// expect: 1
// expect: start 2
// expect: second defer 2
// expect: first defer 2
// expect: 20

for i in 0..<4 {
    defer { print("pass", i, "done") }
    if i == 1 { continue }
    if i == 2 { break }
    print("body", i)
}
// expect: body 0
// expect: pass 0 done
// expect: pass 1 done
// expect: pass 2 done

func risky() throws {
    defer { print("cleanup after risky") }
    print("about to throw")
    throw Stop.now
}
do {
    try risky()
} catch {
    print("caught", error)
}
// expect: about to throw
// expect: cleanup after risky
// expect: caught now

// A defer sees the variable's value when it runs, not when it was declared.
func counter() -> Int {
    var count = 0
    defer { print("count at exit", count) }
    count += 5
    return count
}
print(counter())
// expect: count at exit 5
// expect: 5

do {
    defer { print("inner scope ends") }
    print("inside do")
}
print("after do")
// expect: inside do
// expect: inner scope ends
// expect: after do
