// A wrapper given attribute arguments but no initial value is made from those arguments alone: without an initializer taking only them, swiftc says the wrapped value is missing.
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Speaker {
    @Clamped(range: 0...10) var volume: Int
}
let speaker = Speaker(volume: 14)
print(speaker.volume)
// expect-error: missing argument for parameter 'wrappedValue' in call
// expect-note: 'init(wrappedValue:range:)' declared here
// expect-errors: 1
