// Observers and initializers: an override's observers run in the subclass's init; a struct's own init sets storage directly.
class Button { var isSelected = false }
class Toggle: Button {
    override var isSelected: Bool { didSet { print("Toggle didSet \(isSelected)") } }
    override init() { super.init(); isSelected = true }
}
_ = Toggle()
struct Temp {
    var c: Double { didSet { print("c didSet") } }
    init(c: Double) { self.c = c; self.c += 1 }
    mutating func warm() { c += 1 }
}
var t = Temp(c: 1)
t.warm()
print(t.c)
// expect: Toggle didSet true
// expect: c didSet
// expect: 3.0
