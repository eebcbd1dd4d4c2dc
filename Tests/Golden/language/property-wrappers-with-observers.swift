// A wrapped property can have `willSet` and `didSet`: the value goes through the wrapper, then the observers
// run with `newValue` and `oldValue` as the wrapper gives them, in the type's initializer as well (as in Swift).
@propertyWrapper
struct Counted<Value> {
    var wrappedValue: Value { didSet { writes += 1 } }
    private(set) var writes = 0
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var projectedValue: Int { writes }
}

@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
}

struct Mixer {
    @Clamped var treble = 5 {
        willSet { print("treble will be", newValue) }
        didSet { print("treble", oldValue, "->", treble) }
    }
    @Counted var taps = 0 { didSet(previous) { print("taps", previous, "->", taps) } }

    init() {
        treble = 7
        taps = 1
    }
}

var mixer = Mixer()
print(mixer.treble, mixer.taps, mixer.$taps)
mixer.treble = 12
mixer.taps += 2
print(mixer.treble, mixer.taps, mixer.$taps)

final class Player {
    @Counted var volume: Int = 3 { didSet { print("volume now", volume) } }
}

let player = Player()
player.volume = 4
player.volume += 1
print(player.$volume)
// expect: treble will be 7
// expect: treble 5 -> 7
// expect: taps 0 -> 1
// expect: 7 1 1
// expect: treble will be 12
// expect: treble 7 -> 10
// expect: taps 1 -> 3
// expect: 10 3 2
// expect: volume now 4
// expect: volume now 5
// expect: 2
