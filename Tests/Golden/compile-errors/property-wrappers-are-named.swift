// Property wrappers ReuseLab does not run yet are named once, at the first attribute, never ignored, and their
// `_name` and `$name` raise nothing more: a wrapped local with a `didSet` observer, which Swift allows.
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

func adjust() {
    @Clamped var level = 14 {
        didSet { print("level went from", oldValue, "to", level) }
    }
    level -= 20
    print(level, $level, _level)
}

adjust()
// expect-error: property wrapper '@Clamped' is not supported in ReuseLab yet
// expect-errors: 1
