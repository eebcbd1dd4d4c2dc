// Property wrappers ReuseLab does not run yet are named at the attribute, never ignored: one on a local variable, and one whose value only an initializer gives.
@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
}

struct Settings {
    @Clamped var volume: Int

    init(volume: Int) {
        self.volume = volume
    }
}

func adjust() {
    @Clamped var level = 14
    level -= 20
    print(level)
}

print(Settings(volume: 42).volume)
adjust()
// expect-error: property wrapper '@Clamped' is not supported in ReuseLab yet
// expect-errors: 2
