// A property wrapper on a `let`: the wrapper stores and changes the value, so swiftc wants a `var`.
@propertyWrapper
struct NonNegative {
    private var number = 0
    var wrappedValue: Int {
        get { number }
        set { number = max(0, newValue) }
    }
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}

struct Basket {
    @NonNegative let items = 3
}
// expect-error: property wrapper can only be applied to a 'var'
