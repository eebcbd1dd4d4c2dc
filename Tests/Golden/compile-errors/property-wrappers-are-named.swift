// A property wrapper is valid Swift that ReuseLab does not run yet: it is named at the attribute, never ignored.
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
    @Clamped var volume: Int = 5
}

var settings = Settings()
settings.volume = 42
print(settings.volume)
// expect-error: property wrapper '@Clamped' is not supported in ReuseLab yet
// expect-errors: 1
