// Escaping closures through every route: returned from a method, kept in an array literal, stored in an
// optional function-typed property and called later, and an `@escaping` parameter captured by another closure.
final class TapCounter {
    var taps = 0
    var onTap: ((Int) -> Void)?
    private var pending: [() -> Void] = []

    func makeIncrement(by step: Int) -> () -> Void {
        return { self.taps += step }
    }

    var reset: () -> Void { { [unowned self] in taps = 0 } }

    func queue(_ work: @escaping () -> Void) {
        pending.append {
            work()
            print("after work, taps =", self.taps)
        }
    }

    func flush() {
        let jobs = pending
        pending.removeAll()
        for job in jobs { job() }
    }

    func tap() {
        taps += 1
        onTap?(taps)
    }
}

func makeGreeter(_ name: String) -> (String) -> String {
    var calls = 0
    func greet(_ greeting: String) -> String {
        calls += 1
        return "\(greeting), \(name) (\(calls))"
    }
    return greet
}

let counter = TapCounter()
let addTwo = counter.makeIncrement(by: 2)
addTwo()
addTwo()
print(counter.taps)

let actions: [() -> Void] = [counter.makeIncrement(by: 10), { [weak counter] in counter?.taps -= 1 }, counter.reset]
for action in actions {
    action()
    print("taps:", counter.taps)
}

counter.onTap = { count in print("tapped", count) }
counter.tap()
counter.onTap = nil
counter.tap()
print(counter.taps)

counter.queue { counter.taps += 100 }
counter.queue { print("second job") }
counter.flush()

let hello = makeGreeter("Ada")
print(hello("Hello"))
print(hello("Hi"))

var handlers: [String: (Int) -> Int] = ["double": { $0 * 2 }, "square": { $0 * $0 }]
handlers["negate"] = { -$0 }
for key in handlers.keys.sorted() { print(key, handlers[key]!(7)) }
// expect: 4
// expect: taps: 14
// expect: taps: 13
// expect: taps: 0
// expect: tapped 1
// expect: 2
// expect: after work, taps = 102
// expect: second job
// expect: after work, taps = 102
// expect: Hello, Ada (1)
// expect: Hi, Ada (2)
// expect: double 14
// expect: negate -7
// expect: square 49
