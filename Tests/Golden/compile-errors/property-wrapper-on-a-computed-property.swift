// A property wrapper on a computed property, which has no storage for the wrapper.
@propertyWrapper
struct NonNegative {
    private var number = 0
    var wrappedValue: Int {
        get { number }
        set { number = max(0, newValue) }
    }
}

struct Basket {
    var apples = 2
    @NonNegative var fruit: Int { apples * 2 }
}
// expect-error: property wrapper cannot be applied to a computed property
