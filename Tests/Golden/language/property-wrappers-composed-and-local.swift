// Two wrappers on one property compose (the outer one holds the inner one), and a function's local variable can be
// wrapped too (Swift 5.4): `level` reads and writes `_level.wrappedValue`, `$level` is its projection.
@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
    var projectedValue: Bool { value == 10 }
}

@propertyWrapper
struct Logged<Value> {
    var wrappedValue: Value { didSet { print("set to", wrappedValue) } }
}

struct Mixer {
    @Logged @Clamped var gain = 2
}

func adjust() {
    @Clamped var level = 14
    level -= 20
    print(level, $level, _level)
}

var mixer = Mixer()
mixer.gain = 3
print(mixer.gain)
adjust()
// expect: set to Clamped(value: 3)
// expect: 3
// expect: 0 false Clamped(value: 0)
