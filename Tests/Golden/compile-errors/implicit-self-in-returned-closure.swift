// A closure returned from a method of a class escapes: a member used in it without `self.` is swiftc's error.
final class RefreshController {
    var refreshes = 0

    func makeRefreshHandler() -> () -> Void {
        return {
            refreshes += 1
        }
    }
}
// expect-error: reference to property 'refreshes' in closure requires explicit use of 'self' to make capture semantics explicit
// expect-note: reference 'self.' explicitly
// expect-note: capture 'self' explicitly to enable implicit 'self' in this closure
// expect-errors: 1
