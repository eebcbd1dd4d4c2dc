// A struct used as an attribute without `@propertyWrapper` on its declaration.
struct Lowercased {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.lowercased() }
    }
}

struct Tag {
    @Lowercased var name: String
}
// expect-error: struct 'Lowercased' cannot be used as an attribute
// expect-note: 'Lowercased' declared here
