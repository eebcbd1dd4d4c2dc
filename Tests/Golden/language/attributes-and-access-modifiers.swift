// Attributes and access modifiers app code carries are accepted; they change nothing a script can observe.
@IBDesignable
open class Badge {
    @IBInspectable public var cornerRadius: Double = 4
    @IBOutlet internal weak var owner: Badge?
    private(set) var taps = 0
    fileprivate var secret = "s"
    public private(set) var label = "new"
    final let id = 7

    public init() {}

    @IBAction func tapped(_ sender: Any) {
        taps += 1
    }

    @objc dynamic func refresh() {
        label = "refreshed"
    }

    @discardableResult
    @inline(__always)
    public final func reset() -> Int {
        taps = 0
        return taps
    }

    @available(*, deprecated, message: "use reset()")
    func clear() { reset() }
}

public struct Point: Equatable {
    public var x = 0
    @usableFromInline internal var y = 0
}

let b = Badge()
b.tapped(b)
b.tapped("button")
print(b.taps, b.label, b.id, b.cornerRadius)
b.refresh()
b.reset()
print(b.taps, b.label, b.owner == nil)
print(Point(x: 1, y: 2) == Point(x: 1, y: 2))
// expect: 2 new 7 4.0
// expect: 0 refreshed true
// expect: true
