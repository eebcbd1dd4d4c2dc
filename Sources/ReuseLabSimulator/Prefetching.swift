/// UITableViewDataSourcePrefetching and UICollectionViewDataSourcePrefetching as the Simulator drives them.
///
/// UIKit does not document how far ahead it prefetches. ReuseLab's rule: after each layout pass, the rows (or
/// items) just beyond the visible ones, in the direction of the last scroll (down at first), as many as are
/// visible — one screen ahead — are prefetched if they were not already; ones prefetched earlier that left that
/// window without coming on screen are cancelled. A row that comes on screen is simply no longer prefetched.
public protocol PrefetchDelegate: AnyObject {
    func prefetch(_ indexPaths: [IndexPath]) throws
    func cancelPrefetching(_ indexPaths: [IndexPath]) throws
}

/// What a view has prefetched, and which way it last scrolled.
struct PrefetchState {
    var prefetched: Set<IndexPath> = []
    var scrollingBackward = false
    var lastOffset = 0.0

    /// After a layout pass: the window ahead of `visible` (sorted), given the counts per section; tells the
    /// delegate what enters and what leaves it.
    mutating func update(
        visible: [IndexPath], counts: [Int], offset: Double, delegate: PrefetchDelegate?
    ) throws {
        if offset != lastOffset { scrollingBackward = offset < lastOffset }
        lastOffset = offset
        guard let delegate else {
            prefetched = []
            return
        }
        let window = Set(Self.window(visible: visible, counts: counts, backward: scrollingBackward))
        let visibleSet = Set(visible)
        prefetched.subtract(visibleSet)
        let cancelled = prefetched.subtracting(window).sorted()
        let wanted = window.subtracting(prefetched).sorted()
        prefetched.subtract(cancelled)
        prefetched.formUnion(wanted)
        if !cancelled.isEmpty { try delegate.cancelPrefetching(cancelled) }
        if !wanted.isEmpty { try delegate.prefetch(backwardFirst(wanted)) }
    }

    /// Nearest first: when scrolling back, the rows just above the screen come first.
    private func backwardFirst(_ indexPaths: [IndexPath]) -> [IndexPath] {
        scrollingBackward ? indexPaths.reversed() : indexPaths
    }

    /// As many index paths as are visible, just past the last visible one (or before the first), across sections.
    static func window(visible: [IndexPath], counts: [Int], backward: Bool) -> [IndexPath] {
        guard let first = visible.first, let last = visible.last else { return [] }
        var result: [IndexPath] = []
        var section = backward ? first.section : last.section
        var item = backward ? first.item - 1 : last.item + 1
        while result.count < visible.count, section >= 0, section < counts.count {
            if item >= 0, item < counts[section] {
                result.append(IndexPath(item: item, section: section))
                item += backward ? -1 : 1
            } else if backward {
                section -= 1
                item = section >= 0 ? counts[section] - 1 : 0
            } else {
                section += 1
                item = 0
            }
        }
        return result
    }
}
