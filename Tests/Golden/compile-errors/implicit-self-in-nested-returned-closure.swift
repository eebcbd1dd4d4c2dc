// A closure that returns a closure: the note to capture `self` is on the innermost escaping closure, as swiftc puts it.
final class Formatter {
    var prefix = "#"
    func makeFactory() -> () -> (Int) -> String {
        { { number in prefix + String(number) } }
    }
}
// expect-error: reference to property 'prefix' in closure requires explicit use of 'self' to make capture semantics explicit
// expect-note: reference 'self.' explicitly
// expect-note: capture 'self' explicitly to enable implicit 'self' in this closure
// expect-errors: 1
