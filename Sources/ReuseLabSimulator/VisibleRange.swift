/// Which of `count` evenly spaced elements overlap a span, computed without visiting the others.
/// Element i occupies [firstTop + i·pitch, firstTop + i·pitch + extent); overlap is strict, so an element that
/// starts exactly at `to` (or ends exactly at `from`) does not count.
enum VisibleRange {
    static func of(
        count: Int, firstTop: Double, pitch: Double, extent: Double, from: Double,
        to: Double
    ) -> ClosedRange<Int>? {
        guard count > 0, pitch > 0, extent > 0, pitch.isFinite, extent.isFinite, from < to else { return nil }
        func overlaps(_ index: Int) -> Bool {
            let top = firstTop + Double(index) * pitch
            return top < to && top + extent > from
        }
        // Estimates, clamped before converting so huge offsets cannot overflow Int; then corrected by a few steps
        // for rounding.
        var low = index(clampedFrom: ((from - firstTop - extent) / pitch).rounded(.down), count: count)
        var high = index(clampedFrom: ((to - firstTop) / pitch).rounded(.up), count: count)
        var steps = 0
        while low <= high, !overlaps(low), steps < 4 {
            low += 1
            steps += 1
        }
        steps = 0
        while high >= low, !overlaps(high), steps < 4 {
            high -= 1
            steps += 1
        }
        guard low <= high, overlaps(low), overlaps(high) else { return nil }
        return low...high
    }

    private static func index(clampedFrom value: Double, count: Int) -> Int {
        guard value.isFinite else { return value > 0 ? count - 1 : 0 }
        if value <= 0 { return 0 }
        if value >= Double(count - 1) { return count - 1 }
        return Int(value)
    }
}

extension VisibleRange {
    /// The first of `count` stacked elements (in ascending order) that ends below `y`: a binary search, so a
    /// layout pass skips the sections (or lines) above the bounds without visiting them. `count` when none does.
    static func firstEnding(after y: Double, count: Int, bottom: (Int) -> Double) -> Int {
        var first = 0
        var last = count
        while first < last {
            let middle = (first + last) / 2
            if bottom(middle) <= y { first = middle + 1 } else { last = middle }
        }
        return first
    }
}
