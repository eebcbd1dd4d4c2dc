/// A flow layout whose delegate answers `collectionView(_:layout:sizeForItemAt:)`: every item's size is asked
/// when the counts are (as UIKit asks when the layout is invalidated), kept until the next count request, and
/// the items are laid out in lines as UIKit's flow layout does: an item goes on the current line while it fits
/// between the insets, a line is as tall as its tallest item and its items are centred on it vertically. Full
/// lines are justified (the leftover width goes between the items); the last line keeps the minimum spacing,
/// and a line of one item is centred. A section with more items than `MeasuredFlowLines.itemLimit` keeps
/// `itemSize` for all its items (its delegate is not asked item by item).
extension FlowLayout {
    /// Asks the provider for every item's size (nothing when there is no provider).
    func measureItemSizes(counts: [Int], provider itemSizeProvider: ((IndexPath) throws -> Size)?) throws {
        guard let itemSizeProvider, !isCompositional else {
            measuredItemSizes = []
            return
        }
        var sizes: [[Size]?] = []
        sizes.reserveCapacity(counts.count)
        for (section, count) in counts.enumerated() {
            guard count <= MeasuredFlowLines.itemLimit else {
                sizes.append(nil)
                continue
            }
            var sectionSizes: [Size] = []
            sectionSizes.reserveCapacity(count)
            for item in 0..<count { sectionSizes.append(try itemSizeProvider(IndexPath(item: item, section: section))) }
            sizes.append(sectionSizes)
        }
        measuredItemSizes = sizes
    }

    /// The lines of a measured section that starts its items at `itemsTop`, for a view `width` wide.
    func measuredLines(sizes: [Size], itemsTop: Double, width: Double, metrics m: Metrics) -> MeasuredFlowLines {
        let left = m.inset.left
        let lineWidth = Swift.max(0, width - m.inset.left - m.inset.right)
        var lines = MeasuredFlowLines()
        var lineStart = 0
        var lineTop = itemsTop
        var used = 0.0
        func size(_ item: Int) -> Size {
            let raw = sizes[item]
            return Size(
                width: raw.width.isFinite && raw.width > 0 ? raw.width : 50,
                height: raw.height.isFinite && raw.height > 0 ? raw.height : 50)
        }
        func closeLine(upTo end: Int, isLast: Bool) {
            let count = end - lineStart
            guard count > 0 else { return }
            let widths = (lineStart..<end).reduce(0.0) { $0 + size($1).width }
            let height = (lineStart..<end).map { size($0).height }.max() ?? 0
            var x = left
            var gap = m.interitemSpacing
            if count == 1 {
                x = left + Swift.max(0, (lineWidth - widths) / 2)
            } else if !isLast {
                gap = Swift.max(m.interitemSpacing, (lineWidth - widths) / Double(count - 1))
            }
            for item in lineStart..<end {
                let itemSize = size(item)
                lines.frames.append(
                    Rect(x: x, y: lineTop + (height - itemSize.height) / 2, width: itemSize.width, height: itemSize.height))
                x += itemSize.width + gap
            }
            lines.lines.append(MeasuredFlowLines.Line(top: lineTop, bottom: lineTop + height, firstItem: lineStart))
            lineTop += height + m.lineSpacing
            lineStart = end
            used = 0
        }
        for item in sizes.indices {
            let width = size(item).width
            let needed = item == lineStart ? width : used + m.interitemSpacing + width
            if item > lineStart, needed > lineWidth {
                closeLine(upTo: item, isLast: false)
                used = width
            } else {
                used = needed
            }
        }
        closeLine(upTo: sizes.count, isLast: true)
        return lines
    }
}

/// Where a measured section's items are: their frames, and its lines (for finding what is visible).
struct MeasuredFlowLines {
    /// A section with more items than this keeps the uniform `itemSize`.
    static let itemLimit = 100_000

    struct Line {
        var top: Double
        var bottom: Double
        var firstItem: Int
    }

    var frames: [Rect] = []
    var lines: [Line] = []

    var height: Double {
        guard let first = lines.first, let last = lines.last else { return 0 }
        return last.bottom - first.top
    }

    /// Items whose frames overlap `bounds`: a binary search for the first line, then line by line.
    func visibleItems(in bounds: Rect, limit: Int) -> [Int] {
        var items: [Int] = []
        var index = VisibleRange.firstEnding(after: bounds.minY, count: lines.count) { lines[$0].bottom }
        while index < lines.count, lines[index].top < bounds.maxY, items.count < limit {
            let end = index + 1 < lines.count ? lines[index + 1].firstItem : frames.count
            for item in lines[index].firstItem..<end where items.count < limit {
                let frame = frames[item]
                if frame.maxX > bounds.minX, frame.minX < bounds.maxX, frame.maxY > bounds.minY, frame.minY < bounds.maxY {
                    items.append(item)
                }
            }
            index += 1
        }
        return items
    }
}
