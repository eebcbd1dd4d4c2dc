// `[weak owner]` then `guard let owner` (or `if let owner`) unwraps the object the weak capture still holds: changes made through it reach the object, and once the object is gone the closure does nothing.
final class Counter {
    var taps = 0
    deinit { print("counter freed") }
}

var counter: Counter? = Counter()
let tapWithGuard = { [weak counter] in
    guard let counter else {
        print("no counter")
        return
    }
    counter.taps += 1
}
let tapWithIf = { [weak counter] in
    if let counter { counter.taps += 10 }
}
tapWithGuard()
tapWithIf()
print(counter?.taps ?? -1)
counter = nil
tapWithGuard()
tapWithIf()
// expect: 11
// expect: counter freed
// expect: no counter
