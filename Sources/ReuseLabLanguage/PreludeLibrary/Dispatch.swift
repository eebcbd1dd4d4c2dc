// Grand Central Dispatch as cell code uses it: `DispatchQueue.main.async`, `DispatchQueue.global().async` and
// `asyncAfter(deadline:)`. Nothing runs in parallel here. Work handed to any queue waits for the run loop,
// which ReuseLab turns when an entry (or a whole script) has run, as an app's main thread does between events:
// the work runs in deadline order (first come, first served among equal deadlines), and the dispatch clock
// moves to each deadline as it is reached. So an image "downloaded" for a cell arrives after the code that
// asked for it has finished, perhaps after the cell was reused for another row.

public enum DispatchTimeInterval: Equatable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never
}

public struct DispatchTime: Comparable {
    /// Seconds on the dispatch clock, which starts at 0 when the session does.
    public let _seconds: Double
    public init(_seconds: Double) { self._seconds = _seconds }
    public static func now() -> DispatchTime { return DispatchTime(_seconds: _dispatchClock) }
    public static var distantFuture: DispatchTime { return DispatchTime(_seconds: _dispatchNever) }
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        return DispatchTime(_seconds: time._seconds + seconds)
    }
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        switch interval {
        case .seconds(let n): return DispatchTime(_seconds: time._seconds + Double(n))
        case .milliseconds(let n): return DispatchTime(_seconds: time._seconds + Double(n) / 1_000)
        case .microseconds(let n): return DispatchTime(_seconds: time._seconds + Double(n) / 1_000_000)
        case .nanoseconds(let n): return DispatchTime(_seconds: time._seconds + Double(n) / 1_000_000_000)
        case .never: return DispatchTime.distantFuture
        }
    }
    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { return lhs._seconds < rhs._seconds }
    public static func == (lhs: DispatchTime, rhs: DispatchTime) -> Bool { return lhs._seconds == rhs._seconds }
}

public struct DispatchQoS {
    public enum QoSClass {
        case background
        case utility
        case `default`
        case userInitiated
        case userInteractive
        case unspecified
    }
}

public class DispatchQueue {
    public let label: String
    public init(label: String) { self.label = label }
    public static let main: DispatchQueue = DispatchQueue(label: "com.apple.main-thread")
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        return DispatchQueue(label: "com.apple.root.default-qos")
    }
    public func async(execute work: @escaping () -> Void) {
        _dispatchEnqueue(_dispatchClock, work)
    }
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        // Work queued for `.distantFuture` (or `.never`) never runs: it is not queued at all.
        if deadline._seconds < _dispatchNever { _dispatchEnqueue(deadline._seconds, work) }
    }
}

/// Queues work for the run loop's next turn (kept by the interpreter, which runs it: `Interpreter+RunLoop.swift`).
@_native public func _dispatchEnqueue(_ deadline: Double, _ work: @escaping () -> Void)

public var _dispatchClock: Double = 0
/// A deadline never reached (`DispatchTime.distantFuture`).
public let _dispatchNever: Double = 1e300
