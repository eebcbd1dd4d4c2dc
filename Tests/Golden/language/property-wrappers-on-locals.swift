// Property wrappers on a function's local variables (Swift 5.4): made where they are declared, read and written
// through the wrapper, captured by closures (a fresh one each loop pass), `$name` for the projection, and a wrapper
// with `init()` or with attribute arguments alone when there is no initial value.
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
    var projectedValue: String { "\(value) of \(range)" }
}

@propertyWrapper
struct TapCounter {
    var wrappedValue: Int { didSet { changes += 1 } }
    private(set) var changes = 0
    init() { wrappedValue = 0 }
    var projectedValue: Int { changes }
}

@propertyWrapper
struct Remembered<Value> {
    let key: String
    var wrappedValue: Value? { didSet { print("remember \(key) = \(String(describing: wrappedValue))") } }
    init(key: String) {
        self.key = key
        wrappedValue = nil
    }
}

@propertyWrapper
struct Versioned<Value> {
    var wrappedValue: Value { didSet { version += 1 } }
    private(set) var version = 1
    var projectedValue: Versioned<Value> {
        get { self }
        set { self = newValue }
    }
}

func adjustVolume() {
    @Clamped(0...10) var volume = 12
    print(volume, $volume)
    volume -= 4
    volume = -3
    print(volume, $volume)
    @TapCounter var taps: Int
    let tap = { taps += 1 }
    tap()
    tap()
    print("taps", taps, $taps)
    @Remembered(key: "lastRow") var lastRow: Int?
    print(lastRow as Any)
    lastRow = 7
    print(lastRow ?? -1)
}
adjustVolume()

func makeCounters() -> [() -> Int] {
    var counters: [() -> Int] = []
    for start in 1...3 {
        @Versioned var count = start * 10
        counters.append {
            count += 1
            return count * 100 + $count.version
        }
    }
    @Versioned var titles: [String] = []
    titles.append("Inbox")
    titles.append(contentsOf: ["Sent", "Drafts"])
    print(titles, titles.count, $titles.version)
    $titles = Versioned(wrappedValue: ["Archive"])
    print(titles, $titles.version)
    return counters
}
for counter in makeCounters() { print(counter(), counter()) }
// expect: 10 10 of 0...10
// expect: 0 0 of 0...10
// expect: taps 2 2
// expect: nil
// expect: remember lastRow = Optional(7)
// expect: 7
// expect: ["Inbox", "Sent", "Drafts"] 3 3
// expect: ["Archive"] 1
// expect: 1102 1203
// expect: 2102 2203
// expect: 3102 3203
