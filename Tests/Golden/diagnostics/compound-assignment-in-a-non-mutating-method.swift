// `taps += 1` in a struct's plain method: swiftc points at `+=` and at the `func` that could be marked `mutating`.
struct TapCounter {
    var taps = 0
    var labels: [String] = []
    func recordTap(_ label: String) {
        taps += 1
        labels.append(label)
    }
}
var counter = TapCounter()
counter.recordTap("first")
print(counter.taps)

// expect-error: left side of mutating operator isn't mutable: 'self' is immutable
// expect-note: mark method 'mutating' to make 'self' mutable
