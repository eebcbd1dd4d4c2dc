// One wrapper attribute cannot wrap two variables declared together, in a type or in a function: swiftc's error, once, at the attribute.
@propertyWrapper
struct Rounded {
    private var value = 0.0
    init(wrappedValue: Double) { value = wrappedValue.rounded() }
    var wrappedValue: Double {
        get { value }
        set { value = newValue.rounded() }
    }
}

struct Invoice {
    @Rounded var net = 10.4, tax = 2.6
}

func total() {
    @Rounded var (low, high) = (1.2, 3.8)
    print(low + high)
}
print(Invoice().net)
total()
// expect-error: property wrapper can only apply to a single variable
// expect-errors: 2
