/// UICollectionViewFlowLayout, vertical scrolling (horizontal by transposition, FlowLayout+Horizontal.swift): per section an optional header, the top inset, items in
/// lines, the bottom inset and an optional footer.
public final class FlowLayout {
    public var itemSize = Size(width: 50, height: 50)
    public var minimumLineSpacing: Double = 10
    public var minimumInteritemSpacing: Double = 10
    public var sectionInset: EdgeInsets = .zero
    public var headerReferenceSize: Size = .zero
    public var footerReferenceSize: Size = .zero
    /// A list (UICollectionViewCompositionalLayout.list): every item is a row as wide as the collection view,
    /// `itemSize.height` tall. The width is the one of the last layout pass.
    public var fillsWidth = false
    /// `scrollDirection = .horizontal`: laid out as the vertical layout of the transposed sizes
    /// (FlowLayout+Horizontal.swift). Sections, metrics and item frames below are in that layout space.
    public var scrollsHorizontally = false {
        didSet { resolvedSections = nil }
    }
    /// A compositional layout configuration's `interSectionSpacing`: the gap between one section and the next.
    public var interSectionSpacing: Double = 0
    /// Every item's size from the delegate's sizeForItemAt (FlowLayout+ItemSizes.swift), by section, as of the last count request (nil: uniform).
    var measuredItemSizes: [[Size]?] = []
    /// The delegate's insets, spacings and reference sizes, by section, as of the last count request
    /// (FlowLayout+SectionMetrics.swift); empty when the delegate answers none of them.
    var sectionAnswers: [FlowSectionAnswers] = []
    private var laidOutWidth: Double = 0
    /// A compositional layout (`UICollectionViewCompositionalLayout(section:)`/`(sectionProvider:)`): the sections'
    /// specs replace the flow metrics. `sectionProvider` is asked for every section when the counts are asked.
    public var sectionProvider: ((Int, Size) throws -> LayoutSectionSpec?)?
    /// The specs of the last count request, by section (nil: the provider returned none; nothing is laid out).
    var sectionSpecs: [LayoutSectionSpec?] = []
    /// How far each orthogonal section's row is scrolled, by section.
    var orthogonalOffsets: [Int: Double] = [:]
    private var resolvedSections: (viewport: Size, specs: [LayoutSectionSpec?], sections: [CompositionalSection?])?

    public init() {}

    public var isCompositional: Bool { sectionProvider != nil }

    /// Asks the provider for each section's spec (once per count request, as UIKit asks on invalidation).
    func refreshSectionSpecs(sectionCount: Int, viewport: Size) throws {
        guard let sectionProvider else { return }
        var specs: [LayoutSectionSpec?] = []
        specs.reserveCapacity(sectionCount)
        for section in 0..<sectionCount { specs.append(try sectionProvider(section, viewport)) }
        sectionSpecs = specs
    }

    private func compositionalSections(count: Int, viewport: Size) -> [CompositionalSection?] {
        if let cached = resolvedSections, cached.viewport == viewport, cached.specs == sectionSpecs,
            cached.sections.count == count
        {
            return cached.sections
        }
        let sections = (0..<count).map { index in
            index < sectionSpecs.count
                ? sectionSpecs[index].map { CompositionalSection(scrollsHorizontally ? $0.transposed : $0, viewport: viewport) } : nil
        }
        resolvedSections = (viewport, sectionSpecs, sections)
        return sections
    }

    /// The layout `UICollectionViewCompositionalLayout.list(using:)` is simulated as: full-width rows of 44 points
    /// (a list cell's estimated height; self-sizing is not simulated), no spacing.
    public static func list(rowHeight: Double = 44, headerHeight: Double = 0) -> FlowLayout {
        let layout = FlowLayout()
        layout.fillsWidth = true
        layout.itemSize = Size(width: 1, height: rowHeight)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = Size(width: 0, height: headerHeight)
        return layout
    }

    /// One section's place in the content.
    struct Section {
        var top: Double
        var headerHeight: Double
        var itemsTop: Double
        var itemCount: Int
        /// How many items fit on a line: every line, the last one included, is laid out as if it held this many.
        var itemsPerLine: Int
        var lineCount: Int
        /// Where column 0 starts and how far apart columns are, once the line's leftover width is distributed.
        var columnsLeft: Double
        var columnPitch: Double
        var footerTop: Double
        var footerHeight: Double
        var bottom: Double
        var headerKind: String? = nil
        var footerKind: String? = nil
        /// Set in a compositional layout: groups and items replace lines and columns.
        var compositional: CompositionalSection? = nil
        var orthogonalOffset: Double = 0
        /// Set when the delegate sized the items: their frames, line by line.
        var measured: MeasuredFlowLines? = nil
        /// The section's insets, spacings and item size: the layout's, or the delegate's for this section.
        var metrics: Metrics
    }

    /// Sizes that keep the arithmetic finite: a non-positive or non-finite item size lays out as the default 50,
    /// negative spacings and heights as 0.
    struct Metrics {
        var itemWidth: Double
        var itemHeight: Double
        var lineSpacing: Double
        var interitemSpacing: Double
        var inset: EdgeInsets
        var headerHeight: Double
        var footerHeight: Double
    }

    /// The layout's own metrics (what a section uses when the delegate answers nothing for it).
    var metrics: Metrics { metrics(forSection: -1) }

    /// The metrics of one section: the layout's properties, replaced by whatever the delegate answered for it.
    func metrics(forSection section: Int) -> Metrics {
        func positive(_ value: Double, otherwise fallback: Double) -> Double {
            value.isFinite && value > 0 ? value : fallback
        }
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        let answers = sectionAnswers.indices.contains(section) ? sectionAnswers[section] : FlowSectionAnswers()
        let inset = alongScrolling(answers.inset ?? sectionInset)
        let itemSize = alongScrolling(self.itemSize)
        let width = fillsWidth ? Swift.max(1, laidOutWidth - finite(inset.left) - finite(inset.right)) : itemSize.width
        return Metrics(
            itemWidth: positive(width, otherwise: 50), itemHeight: positive(itemSize.height, otherwise: 50),
            lineSpacing: positive(answers.minimumLineSpacing ?? minimumLineSpacing, otherwise: 0),
            interitemSpacing: positive(answers.minimumInteritemSpacing ?? minimumInteritemSpacing, otherwise: 0),
            inset: EdgeInsets(
                top: finite(inset.top), left: finite(inset.left), bottom: finite(inset.bottom), right: finite(inset.right)),
            headerHeight: positive(alongScrolling(answers.headerReferenceSize ?? headerReferenceSize).height, otherwise: 0),
            footerHeight: positive(alongScrolling(answers.footerReferenceSize ?? footerReferenceSize).height, otherwise: 0))
    }

    /// Sections stacked down the content (across it, when horizontal) for a collection view `width` by `height`.
    func sections(itemCounts: [Int], width viewWidth: Double, height viewHeight: Double) -> [Section] {
        let (width, height) = scrollsHorizontally ? (viewHeight, viewWidth) : (viewWidth, viewHeight)
        if isCompositional { return compositionalSections(itemCounts: itemCounts, viewport: Size(width: width, height: height)) }
        if fillsWidth { laidOutWidth = width }
        let uniform = sectionAnswers.isEmpty ? lineGeometry(metrics, width: width) : nil
        var y = 0.0
        return itemCounts.enumerated().map { index, itemCount in
            let geometry = uniform ?? lineGeometry(metrics(forSection: index), width: width)
            let m = geometry.metrics
            let itemsPerLine = geometry.itemsPerLine
            var lineCount = itemCount == 0 ? 0 : (itemCount - 1) / itemsPerLine + 1
            let top = y
            let itemsTop = top + m.headerHeight + m.inset.top
            var itemsHeight =
                lineCount == 0
                ? 0 : Double(lineCount) * m.itemHeight + Double(lineCount - 1) * m.lineSpacing
            var measured: MeasuredFlowLines? = nil
            if index < measuredItemSizes.count, let sizes = measuredItemSizes[index], sizes.count == itemCount {
                let lines = measuredLines(sizes: sizes.map(alongScrolling), itemsTop: itemsTop, width: width, metrics: m)
                lineCount = lines.lines.count
                itemsHeight = lines.height
                measured = lines
            }
            let footerTop = itemsTop + itemsHeight + m.inset.bottom
            let bottom = footerTop + m.footerHeight
            y = bottom
            return Section(
                top: top, headerHeight: m.headerHeight, itemsTop: itemsTop, itemCount: itemCount,
                itemsPerLine: itemsPerLine, lineCount: lineCount, columnsLeft: geometry.columns.left,
                columnPitch: geometry.columns.pitch, footerTop: footerTop,
                footerHeight: m.footerHeight, bottom: bottom, measured: measured, metrics: m)
        }
    }

    /// How many uniform items fit on a line of a section with metrics `m`, and where its columns are.
    private func lineGeometry(_ m: Metrics, width: Double) -> (metrics: Metrics, itemsPerLine: Int, columns: (left: Double, pitch: Double))
    {
        let available = width - m.inset.left - m.inset.right + m.interitemSpacing
        let fit = (available / (m.itemWidth + m.interitemSpacing)).rounded(.down)
        let perLineLimit = fit.isFinite && fit >= 1 ? Swift.min(fit, Double(CountLimits.itemsPerSection)) : 1
        let itemsPerLine = Swift.max(1, Int(perLineLimit))
        let columns = columnPlacement(itemsPerLine: itemsPerLine, lineWidth: width - m.inset.left - m.inset.right, metrics: m)
        return (m, itemsPerLine, columns)
    }

    /// UIKit justifies lines: minimumInteritemSpacing only decides how many items fit, then the leftover width
    /// goes between them, so column 0 touches the left inset and the last column the right one. A line that is
    /// not full (the last) keeps the columns of a full one. When only one item fits, it is centered in the line
    /// (the reason "left-aligned" flow layout subclasses special-case single-item lines); an item wider than
    /// the line stays at the left inset.
    func columnPlacement(itemsPerLine: Int, lineWidth: Double, metrics m: Metrics) -> (left: Double, pitch: Double) {
        guard itemsPerLine > 1 else {
            return (m.inset.left + Swift.max(0, (lineWidth - m.itemWidth) / 2), m.itemWidth + m.interitemSpacing)
        }
        let gaps = Double(itemsPerLine - 1)
        let spacing = (lineWidth - Double(itemsPerLine) * m.itemWidth) / gaps
        let pitch = m.itemWidth + Swift.max(spacing, m.interitemSpacing)
        return (m.inset.left, pitch.isFinite ? pitch : m.itemWidth + m.interitemSpacing)
    }

    /// Sections stacked down the content: header, top inset, groups, bottom inset, footer.
    private func compositionalSections(itemCounts: [Int], viewport: Size) -> [Section] {
        let resolved = compositionalSections(count: itemCounts.count, viewport: viewport)
        var y = 0.0
        return zip(itemCounts, resolved).enumerated().map { index, pair in
            let (itemCount, compositional) = pair
            let top = y
            guard let c = compositional else {
                return Section(
                    top: top, headerHeight: 0, itemsTop: top, itemCount: 0, itemsPerLine: 1, lineCount: 0,
                    columnsLeft: 0, columnPitch: 0, footerTop: top, footerHeight: 0, bottom: top, metrics: metrics)
            }
            let itemsTop = top + c.headerHeight + c.insets.top
            let footerTop = itemsTop + c.itemsHeight(items: itemCount) + c.insets.bottom
            let bottom = footerTop + c.footerHeight
            y = bottom + (interSectionSpacing.isFinite ? Swift.max(0, interSectionSpacing) : 0)
            return Section(
                top: top, headerHeight: c.headerHeight, itemsTop: itemsTop, itemCount: itemCount,
                itemsPerLine: c.itemsPerGroup, lineCount: c.groupCount(items: itemCount), columnsLeft: 0,
                columnPitch: 0, footerTop: footerTop, footerHeight: c.footerHeight, bottom: bottom,
                headerKind: c.headerKind, footerKind: c.footerKind, compositional: c,
                orthogonalOffset: orthogonalOffsets[index] ?? 0, metrics: metrics)
        }
    }

    /// Scrolls an orthogonal section's row so that `frame` (unscrolled) sits at `position` along it (`.top` is the
    /// leading edge; `.none` scrolls as little as needed), clamped to the row's ends.
    func scrollOrthogonalSection(
        _ index: Int, toShow frame: Rect, in section: Section, at position: ScrollPosition,
        viewportWidth: Double
    ) {
        guard let c = section.compositional, c.orthogonal else { return }
        orthogonalOffsets[index] = position.offset(
            elementMinY: frame.minX, elementMaxY: frame.maxX, viewportHeight: viewportWidth,
            currentOffset: orthogonalOffsets[index] ?? 0, contentHeight: c.orthogonalContentWidth(items: section.itemCount))
    }

    /// The item's frame in the content.
    func frameOfItem(_ item: Int, in section: Section) -> Rect {
        alongScrolling(layoutFrameOfItem(item, in: section))
    }

    /// The item's frame in layout space (transposed when horizontal).
    func layoutFrameOfItem(_ item: Int, in section: Section) -> Rect {
        if let c = section.compositional {
            return c.frame(ofItem: item, itemsTop: section.itemsTop, orthogonalOffset: section.orthogonalOffset)
        }
        if let measured = section.measured, measured.frames.indices.contains(item) { return measured.frames[item] }
        let m = section.metrics
        let line = item / section.itemsPerLine
        let column = item % section.itemsPerLine
        return Rect(
            x: section.columnsLeft + Double(column) * section.columnPitch,
            y: section.itemsTop + Double(line) * (m.itemHeight + m.lineSpacing),
            width: m.itemWidth, height: m.itemHeight)
    }

    /// Items of one section overlapping `bounds` (in layout space), in item order, at most `limit` of them.
    func visibleItems(in section: Section, bounds: Rect, limit: Int) -> [Int] {
        if let c = section.compositional {
            return c.visibleItems(
                count: section.itemCount, itemsTop: section.itemsTop,
                orthogonalOffset: section.orthogonalOffset, bounds: bounds, limit: limit)
        }
        if let measured = section.measured { return limit > 0 ? measured.visibleItems(in: bounds, limit: limit) : [] }
        let m = section.metrics
        guard limit > 0,
            let lines = VisibleRange.of(
                count: section.lineCount, firstTop: section.itemsTop, pitch: m.itemHeight + m.lineSpacing,
                extent: m.itemHeight, from: bounds.minY, to: bounds.maxY)
        else { return [] }
        let columns = VisibleRange.of(
            count: section.itemsPerLine, firstTop: section.columnsLeft,
            pitch: section.columnPitch, extent: m.itemWidth,
            from: bounds.minX, to: bounds.maxX)
        guard let columns else { return [] }
        var items: [Int] = []
        for line in lines {
            for column in columns {
                let (product, overflow) = line.multipliedReportingOverflow(by: section.itemsPerLine)
                guard !overflow else { return items }
                let item = product + column
                guard item < section.itemCount else { break }
                items.append(item)
                if items.count >= limit { return items }
            }
        }
        return items
    }
}
