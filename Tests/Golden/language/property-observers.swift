// Property observers: willSet/didSet with newValue/oldValue and custom names, not run by the type's own init.
class Counter {
    var value: Int = 0 {
        willSet { print("value will become \(newValue) (now \(value))") }
        didSet { print("value was \(oldValue), now \(value)") }
    }
    var title: String {
        willSet(next) { print("title -> \(next)") }
        didSet(previous) { print("title <- \(previous)") }
    }
    static var total = 0 {
        didSet { print("total \(oldValue) -> \(total)") }
    }

    init(title: String) {
        self.title = title
        value = 1
    }
}

let c = Counter(title: "first")
c.value = 5
c.value += 1
c.title = "second"
Counter.total = 3

class Button {
    var isSelected: Bool = false {
        didSet { print("Button.isSelected set to \(isSelected)") }
    }
}

class ToggleButton: Button {
    override var isSelected: Bool {
        didSet { print("ToggleButton sees \(oldValue) -> \(isSelected)") }
    }
}

let b = ToggleButton()
b.isSelected = true

struct Model {
    var rows: [String] = [] {
        didSet { print("rows now \(rows.count)") }
    }
}

class Screen {
    var model = Model() {
        didSet { print("model changed: \(model.rows)") }
    }
}

let screen = Screen()
screen.model.rows.append("a")
screen.model.rows.append("b")

var score = 10 {
    didSet { print("score \(oldValue) -> \(score)") }
}
score = 20
score += 1

class Base {
    var name = "" {
        didSet { print("Base name didSet \(name)") }
    }
}
class Derived: Base {
    override init() {
        super.init()
        name = "from subclass init"
    }
}
_ = Derived()
// expect: value will become 5 (now 1)
// expect: value was 1, now 5
// expect: value will become 6 (now 5)
// expect: value was 5, now 6
// expect: title -> second
// expect: title <- first
// expect: total 0 -> 3
// expect: Button.isSelected set to true
// expect: ToggleButton sees false -> true
// expect: rows now 1
// expect: model changed: ["a"]
// expect: rows now 2
// expect: model changed: ["a", "b"]
// expect: score 10 -> 20
// expect: score 20 -> 21
// expect: Base name didSet from subclass init
