// A property wrapper ReuseLab does not run yet is named once, at the attribute, never ignored, and the property's
// `_name` and `$name` raise nothing more: two composed wrappers on a property whose value comes from the memberwise initializer.
@propertyWrapper
struct Lowercased {
    private var text: String
    init(wrappedValue: String) { text = wrappedValue.lowercased() }
    var wrappedValue: String {
        get { text }
        set { text = newValue.lowercased() }
    }
}

@propertyWrapper
struct Logged<Value> {
    private var value: Value
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set {
            print("set to", newValue)
            value = newValue
        }
    }
    var projectedValue: Int { 1 }
}

struct Track {
    @Logged @Lowercased var title: String
}

var track = Track(title: "Intro")
track.title = "OUTRO"
print(track.title, track.$title)
// expect-error: property wrapper '@Logged' without an initial value is not supported in ReuseLab yet
// expect-errors: 1
