// Capture lists: `[weak self]` does not keep the object alive, `[unowned self]` traps once it is gone, a strong capture keeps it.
final class Counter {
    let name: String
    var onTick: (() -> Void)?
    init(name: String) {
        self.name = name
        onTick = { [weak self] in print("tick", self?.name ?? "nobody") }
    }
    func strongHandler() -> () -> Void { return { print("strong", self.name) } }
    func unownedHandler() -> () -> Void { return { [unowned self] in print("unowned", self.name) } }
    func weakHandler() -> () -> String { return { [weak self] in
        guard let self else { return "gone" }
        return "still " + self.name
    } }
    deinit { print("deinit", name) }
}

var a: Counter? = Counter(name: "a")
let tick = a!.onTick!
let weakly = a!.weakHandler()
tick()
print(weakly())
a = nil
tick()
print(weakly())

var b: Counter? = Counter(name: "b")
let strong = b!.strongHandler()
b = nil
print("b released by its variable")
strong()

var c: Counter? = Counter(name: "c")
let unowned = c!.unownedHandler()
unowned()
c = nil
unowned()
// expect: tick a
// expect: still a
// expect: deinit a
// expect: tick nobody
// expect: gone
// expect: b released by its variable
// expect: strong b
// expect: unowned c
// expect: deinit c
// expect-crash: Fatal error: Attempted to read an unowned reference but object 0x
