// Closures kept in an array literal escape, whether the array is stored or only declared.
final class StepRunner {
    var finished = 0
    var steps: [() -> Void] = []

    func prepare() {
        steps = [
            { print("loading") },
            { finished += 1 },
        ]
    }
}
// expect-error: reference to property 'finished' in closure requires explicit use of 'self' to make capture semantics explicit
// expect-note: reference 'self.' explicitly
// expect-note: capture 'self' explicitly to enable implicit 'self' in this closure
// expect-errors: 1
