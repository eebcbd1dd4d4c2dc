// A type marked `@propertyWrapper` must have a `wrappedValue` property: swiftc says so at the type's name.
@propertyWrapper
struct Percentage {
    var value: Double

    init(wrappedValue: Double) {
        value = min(max(wrappedValue, 0), 100)
    }
}

struct DownloadRow {
    @Percentage var progress: Double = 20
}
// expect-error: property wrapper type 'Percentage' does not contain a non-static property named 'wrappedValue'
