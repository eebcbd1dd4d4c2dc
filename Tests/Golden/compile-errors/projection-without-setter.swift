// A wrapper's `projectedValue` with only a getter makes `$points` immutable, for a wrapped property and for a wrapped local alike.
@propertyWrapper
struct Tracked {
    var wrappedValue: Int
    var projectedValue: String { "scored \(wrappedValue)" }
}

struct Scoreboard {
    @Tracked var points = 0
    mutating func reset() {
        $points = "none"
    }
}

func play() {
    @Tracked var bonus = 2
    $bonus = "lots"
    print(bonus)
}
var board = Scoreboard()
board.reset()
play()
// expect-error: cannot assign to property: '$points' is immutable
// expect-errors: 2
