// A misspelled wrapper name is no wrapper ReuseLab lacks: swiftc calls it an unknown attribute.
@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
}

struct Speaker {
    @Clampd var volume = 4
}
print(Speaker().volume)
// expect-error: unknown attribute 'Clampd'
// expect-errors: 1
