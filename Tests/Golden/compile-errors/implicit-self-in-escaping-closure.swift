// A property of a class read without `self.` in an escaping closure: swiftc wants the capture of `self` written out.
final class PhotoLoader {
    var loaded = 0
    private var completions: [() -> Void] = []

    func whenDone(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    func start() {
        whenDone {
            loaded += 1
        }
    }
}
// expect-error: reference to property 'loaded' in closure requires explicit use of 'self' to make capture semantics explicit
// expect-note: reference 'self.' explicitly
// expect-note: capture 'self' explicitly to enable implicit 'self' in this closure
