// Property wrappers ReuseLab does not run yet are named once, at the first attribute, never ignored, and their
// `_name` and `$name` raise nothing more: on a local variable and two wrappers on one property. (Wrapped
// properties of types, static ones, observed ones and ones an initializer gives a value run.)
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
// expect-error: property wrapper '@Logged' is not supported in ReuseLab yet
// expect-error: property wrapper '@Clamped' is not supported in ReuseLab yet
// expect-errors: 2
