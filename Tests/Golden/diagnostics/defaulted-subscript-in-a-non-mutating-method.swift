// `counts[key, default: 0] += 1` in a struct's plain method is one error at `+=`, with no second complaint about the subscript.
struct TapLog {
    var taps: [String: Int] = [:]

    func record(_ button: String) {
        taps[button, default: 0] += 1
    }
}

var log = TapLog()
log.record("Play")
print(log.taps)

// expect-error: left side of mutating operator isn't mutable: 'self' is immutable
// expect-note: mark method 'mutating' to make 'self' mutable
// expect-errors: 1
