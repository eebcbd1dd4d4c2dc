/// The Simulator's most recent events, in a ring buffer: a loop that scrolls a million rows records
/// millions of events, and keeping them all (or shifting an array on every one) would make memory and
/// time grow with the rows. It also counts every event ever recorded, so a caller can mark a point and
/// later ask for what came after it (as much of it as is still kept).
struct EventLog {
    /// How many events are kept; 0 keeps none (only the count).
    var capacity: Int {
        didSet {
            let kept = ordered.suffix(Swift.max(capacity, 0))
            buffer = Array(kept)
            oldest = 0
        }
    }
    private var buffer: [SimEvent] = []
    /// Where the oldest event sits once the buffer is full.
    private var oldest = 0
    /// Every event recorded, kept or not.
    private(set) var total = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Counts an event that is not kept.
    mutating func count() {
        total += 1
    }

    mutating func append(_ event: SimEvent) {
        total += 1
        guard capacity > 0 else { return }
        if buffer.count < capacity {
            buffer.append(event)
        } else {
            buffer[oldest] = event
            oldest = (oldest + 1) % buffer.count
        }
    }

    /// Kept events, oldest first.
    var ordered: [SimEvent] {
        oldest == 0 ? buffer : Array(buffer[oldest...] + buffer[..<oldest])
    }

    /// Kept events recorded after `mark` (a `total` read earlier).
    func events(since mark: Int) -> [SimEvent] {
        let wanted = Swift.min(Swift.max(total - mark, 0), buffer.count)
        return wanted == 0 ? [] : Array(ordered.suffix(wanted))
    }

    mutating func removeAll() {
        buffer.removeAll()
        oldest = 0
    }
}
