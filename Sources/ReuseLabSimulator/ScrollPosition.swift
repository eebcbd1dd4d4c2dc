/// Where a scrolled-to row or item ends up. The language maps UICollectionView's
/// centeredVertically onto `middle`.
public enum ScrollPosition: Hashable {
    /// Scroll as little as possible to make it fully visible; not at all when it already is.
    case none
    case top
    case middle
    case bottom

    /// The new vertical offset for an element spanning `elementMinY..<elementMaxY` in a viewport `viewportHeight`
    /// tall currently at `currentOffset`, clamped to the content so UIKit never scrolls past either end.
    func offset(
        elementMinY: Double, elementMaxY: Double, viewportHeight: Double, currentOffset: Double,
        contentHeight: Double
    ) -> Double {
        let wanted: Double
        switch self {
        case .top:
            wanted = elementMinY
        case .middle:
            wanted = (elementMinY + elementMaxY) / 2 - viewportHeight / 2
        case .bottom:
            wanted = elementMaxY - viewportHeight
        case .none:
            if elementMinY < currentOffset {
                wanted = elementMinY
            } else if elementMaxY > currentOffset + viewportHeight {
                wanted = elementMaxY - viewportHeight
            } else {
                wanted = currentOffset
            }
        }
        let largest = Swift.max(0, contentHeight - viewportHeight)
        guard wanted.isFinite else { return 0 }
        return Swift.min(Swift.max(wanted, 0), largest)
    }
}
