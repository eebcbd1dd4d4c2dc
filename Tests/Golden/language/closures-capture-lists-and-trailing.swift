// Closures: capture lists, trailing and multiple trailing closures, @escaping, stored closures, closures returning closures, autoclosures.
var counter = 0
let seesVariable = { counter }
let seesValueAtCreation = { [counter] in counter }
counter = 5
print(seesVariable(), seesValueAtCreation())
// expect: 5 0

let base = 10
let renamed = { [offset = base + 1] (x: Int) -> Int in x + offset }
print(renamed(1))
// expect: 12

final class Loader {
    var name = "loader"
    var onFinish: (() -> Void)?
    var handlers: [(Int) -> String] = []

    func start() {
        onFinish = { [weak self] in
            guard let self else { return }
            print("finished", self.name)
        }
        handlers.append { [unowned self] value in "\(self.name) got \(value)" }
    }

    func register(_ handler: @escaping (Int) -> String) {
        handlers.append(handler)
    }
}
let loader = Loader()
loader.start()
loader.register { "second got \($0)" }
loader.onFinish?()
print(loader.handlers.map { $0(7) })
// expect: finished loader
// expect: ["loader got 7", "second got 7"]

func animate(duration: Double, animations: () -> Void, completion: (Bool) -> Void) {
    animations()
    completion(duration > 0)
}
animate(duration: 0.3) {
    print("animating")
} completion: { done in
    print("completed", done)
}
// expect: animating
// expect: completed true

func makeMultiplier(_ factor: Int) -> (Int) -> Int {
    return { value in value * factor }
}
let triple = makeMultiplier(3)
print(triple(4), makeMultiplier(2)(10))
// expect: 12 20

func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let next = makeCounter()
_ = next()
print(next(), makeCounter()())
// expect: 2 1

func curried(_ a: Int) -> (Int) -> (Int) -> Int {
    { b in { c in a + b + c } }
}
print(curried(1)(2)(3))
// expect: 6

// Autoclosures: the right side of ?? and the condition of assert are evaluated only when needed.
func expensive() -> Int {
    print("expensive called")
    return 99
}
let present: Int? = 1
print(present ?? expensive())
// expect: 1
let absent: Int? = nil
print(absent ?? expensive())
// expect: expensive called
// expect: 99
func noisyMessage() -> String {
    print("message built")
    return "never shown"
}
assert(present != nil, noisyMessage())
precondition(absent == nil, noisyMessage())
print("checks passed without building their messages")
// expect: checks passed without building their messages

func logIf(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition { print(message()) }
}
logIf(false, "never built \(expensive())")
logIf(true, "built")
// expect: built

func note(_ message: @autoclosure () -> String = "default note", when flag: Bool = true) {
    if flag { print(message()) }
}
note()
note("given note")
note("skipped \(expensive())", when: false)
// expect: default note
// expect: given note

// weak captures of class-bound protocol values, named directly or as a property of self.
protocol Listener: AnyObject { func heard(_ n: Int) }
final class Printer: Listener { func heard(_ n: Int) { print("heard", n) } }
final class Source {
    weak var listener: Listener?
    var callbacks: [() -> Void] = []
    func setUp() {
        let local = listener
        callbacks.append { [weak local] in local?.heard(1) }
        callbacks.append { [weak listener] in listener?.heard(2) }
    }
}
let printer = Printer()
let source = Source()
source.listener = printer
source.setUp()
source.callbacks.forEach { $0() }
// expect: heard 1
// expect: heard 2
