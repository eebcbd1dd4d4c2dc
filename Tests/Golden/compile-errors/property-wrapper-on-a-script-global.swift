// swiftc refuses a property wrapper on a global variable of a script, in its own words.
@propertyWrapper
struct Lowercased {
    private var text = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { text }
        set { text = newValue.lowercased() }
    }
}

@Lowercased var greeting = "HELLO"
print(greeting)
// expect-error: property wrappers are not yet supported in top-level code
// expect-errors: 1
