// Composed wrappers: the outer one holds the inner wrapper itself, so its `wrappedValue` must be generic. A
// `Shouted` whose `wrappedValue` is a `String` cannot hold a `Squeezed`: swiftc says so at the inner attribute.
@propertyWrapper
struct Shouted {
    private var text = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
}

@propertyWrapper
struct Squeezed {
    private var text = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { text }
        set { text = newValue.split(separator: " ").joined(separator: " ") }
    }
}

struct ContactCellModel {
    @Shouted @Squeezed var displayName = "ada   lovelace"
}
print(ContactCellModel().displayName)
// expect-error: cannot convert value of type 'Squeezed' to specified type 'String'
// expect-error: composed wrapper type 'Squeezed' does not match type of 'Shouted.wrappedValue', which is 'String'
// expect-errors: 2
