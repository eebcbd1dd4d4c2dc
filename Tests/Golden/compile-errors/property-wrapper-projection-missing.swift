// `$name` exists only when the wrapper declares a `projectedValue`.
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
    @NonNegative var apples = 2

    func describe() -> String {
        "\(apples) apples, \($apples)"
    }
}
// expect-error: cannot find '$apples' in scope
