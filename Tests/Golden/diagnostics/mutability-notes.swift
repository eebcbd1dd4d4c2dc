// A struct's method changes a property: swiftc points at the `func` that could be marked `mutating`.
struct Counter {
    var taps = 0
    func tap() {
        taps = taps + 1
    }
}
var counter = Counter()
counter.tap()
print(counter.taps)

// expect-error: cannot assign to property: 'self' is immutable
// expect-note: mark method 'mutating' to make 'self' mutable
