// A getter or method whose only expression is a closure returns it, so the closure escapes.
final class Toolbar {
    private var taps = 0
    func recordTap() { taps += 1 }

    var tapAction: () -> Void { { recordTap() } }
}
// expect-error: call to method 'recordTap' in closure requires explicit use of 'self' to make capture semantics explicit
// expect-note: reference 'self.' explicitly
// expect-note: capture 'self' explicitly to enable implicit 'self' in this closure
// expect-errors: 1
