// Observers on wrapped properties: a function's wrapped local with `willSet`/`didSet` (custom names, captured by a closure), and `static` wrapped properties of a struct and a class whose observers run around the wrapper's own clamping.
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: String { "\(value) in \(range)" }
}

struct Mixer {
    @Clamped(0...10) static var master = 5 {
        willSet(level) { print("master will be", level) }
        didSet { print("master was", oldValue, "now", master) }
    }
}

class Theme {
    @Clamped(1...3) static var contrast = 2 {
        didSet { print("contrast changed from", oldValue, "to", contrast, "(\($contrast))") }
    }
}

func rateTrack() -> () -> Void {
    @Clamped(1...5) var stars = 3 {
        willSet { print("stars will be", newValue) }
        didSet(previous) { print("stars", previous, "->", stars, "as", $stars) }
    }
    stars = 9
    stars -= 2
    return { stars += 1 }
}

Mixer.master = 14
Mixer.master -= 3
Theme.contrast += 5
print(Mixer.master, Theme.contrast)
let bump = rateTrack()
bump()
bump()
// expect: master will be 14
// expect: master was 5 now 10
// expect: master will be 7
// expect: master was 10 now 7
// expect: contrast changed from 2 to 3 (3 in 1...3)
// expect: 7 3
// expect: stars will be 9
// expect: stars 3 -> 5 as 5 in 1...5
// expect: stars will be 3
// expect: stars 5 -> 3 as 3 in 1...5
// expect: stars will be 4
// expect: stars 3 -> 4 as 4 in 1...5
// expect: stars will be 5
// expect: stars 4 -> 5 as 5 in 1...5
