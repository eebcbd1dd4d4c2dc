public enum TableStyle: Hashable {
    case plain
    case grouped
    case insetGrouped
}

/// A simulated UITableView: registrations, reuse queues, and a layout that asks its data source for the rows
/// scrolled into view. Rows are placed arithmetically, nothing is stored per row, so a table of a million rows
/// costs what its visible rows cost.
public final class TableView: SnapshotProviding {
    public let simulation: Simulation
    public let style: TableStyle
    public let address: String
    public var frame: Rect
    /// Every row is this tall. UITableView.automaticDimension (-1) and other non-positive values lay out as 44,
    /// the height a default cell sizes itself to.
    public var rowHeight: Double = 44
    /// Space before and after each section's rows. UIKit sizes these itself; the simulation uses 0 unless set.
    public var sectionHeaderHeight: Double = 0
    public var sectionFooterHeight: Double = 0
    /// A header or footer view whose height is automaticDimension is laid out at its estimate (nothing sizes
    /// itself; see TableView+HeaderFooterViews.swift).
    public var estimatedSectionHeaderHeight: Double = 0
    public var estimatedSectionFooterHeight: Double = 0
    /// The heights of `tableHeaderView` and `tableFooterView`: space above the first section and below the last.
    public var tableHeaderHeight: Double = 0 {
        didSet { if measuredHeights != nil { rowCounts = nil } }
    }
    public var tableFooterHeight: Double = 0 {
        didSet { if measuredHeights != nil { rowCounts = nil } }
    }
    /// The delegate's viewForHeaderInSection / viewForFooterInSection, when it has them.
    public var headerFooterViewProviders = HeaderFooterViewProviders() {
        didSet { rowCounts = nil }
    }
    /// Section header and footer views on screen.
    var displayedHeaderFooters: [HeaderFooterPlace: SimView] = [:]
    /// The learner's prefetchDataSource; weak, kept alive by the language layer.
    public weak var prefetchDelegate: PrefetchDelegate?
    var prefetchState = PrefetchState()
    /// Used for rows while `rowHeight` is automaticDimension: self-sizing is not simulated, a row is its estimate.
    public var estimatedRowHeight: Double = 0
    /// The delegate's heightForRowAt / heightForHeaderInSection / heightForFooterInSection, when it has them: asked
    /// for every row and section each time the counts are asked (as UIKit does without estimates), kept until then.
    public var heightProviders = HeightProviders() {
        didSet { rowCounts = nil }
    }
    private var measuredHeights: MeasuredHeights?
    public var contentOffset: Point = .zero {
        didSet {
            if contentOffset != oldValue { simulation.record(.scrolled(view: eventName, contentOffset: contentOffset)) }
        }
    }
    /// Weak like UIKit's: the language layer keeps the data source alive. Setting it asks for counts again.
    public weak var dataSource: TableViewDataSource? {
        didSet { rowCounts = nil }
    }

    public var bounds: Rect { Rect(origin: contentOffset, size: frame.size) }

    public var cellsCreated: Int { pool.cellsCreated }
    public var cellsReused: Int { pool.cellsReused }

    var assignedName: String?
    var pool: ReusePool!
    /// Rows per section from the data source; nil when stale.
    var rowCounts: [Int]?
    /// The section geometry of the layout pass in progress, if any.
    var layoutTable: SectionTable?
    var displayed = OnScreenCells()
    /// Section titles asked so far (`TableView+SectionBands.swift`).
    var sectionTitles = SectionTitles()
    /// Told when cells appear and leave (the learner's UITableViewDelegate); weak, kept alive by the language layer.
    public weak var displayDelegate: DisplayDelegate?
    /// While a reconfigured row asks its data source again, the cell it keeps: the dequeue returns it unchanged.
    var reconfiguring: (indexPath: IndexPath, cell: SimView)?
    /// The rows the table is asking its data source for right now (a stack: a data source may lay out another table).
    private var cellRequests: [(indexPath: IndexPath, dequeued: Bool)] = []

    init(simulation: Simulation, frame: Rect, style: TableStyle) {
        self.simulation = simulation
        self.frame = frame
        self.style = style
        self.address = simulation.nextAddress()
        // Unowned: the pool belongs to the table (a weak reference would slow every retain of the table).
        self.pool = ReusePool(simulation: simulation) { [unowned self] in self.eventName }
    }

    /// For the simulation's list of living views, which must not hold the table weakly (see `Liveness`).
    public let liveness = Liveness()
    deinit { liveness.end() }

    /// How snapshots and events name it: its variable name, else `UITableView 0x…`.
    public var displayName: String { assignedName ?? "UITableView \(address)" }
    private var eventName: String { displayName }

    // MARK: Registration and dequeuing

    public func register(_ source: RegistrationSource?, forCellReuseIdentifier identifier: String) {
        pool.register(source.map { .source($0) }, for: ReuseKey(role: .tableCell, identifier: identifier))
    }

    public func register(_ source: RegistrationSource?, forHeaderFooterViewReuseIdentifier identifier: String) {
        pool.register(source.map { .source($0) }, for: ReuseKey(role: .tableHeaderFooter, identifier: identifier))
    }

    /// The old API: nil when nothing is queued and nothing is registered for the identifier.
    public func dequeueReusableCell(withIdentifier identifier: String) throws -> SimView? {
        try pool.dequeue(ReuseKey(role: .tableCell, identifier: identifier), at: nil)
    }

    /// Always a cell, or UIKit's exception for an unregistered identifier.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws -> SimView {
        try noteDequeue(withIdentifier: identifier, for: indexPath)
        if let kept = reconfiguring, kept.indexPath == indexPath, kept.cell.simReuseIdentifier == identifier {
            reconfiguring = nil
            return kept.cell
        }
        if let cell = try pool.dequeue(ReuseKey(role: .tableCell, identifier: identifier), at: indexPath) {
            return cell
        }
        throw simulation.raise(.unableToDequeueCell(identifier: identifier))
    }

    /// While the table asks its data source for a row, a second dequeue with that row's index path is refused
    /// (iOS 11+). Outside such a request the Simulator does not check, so scripts may dequeue freely.
    private func noteDequeue(withIdentifier identifier: String, for indexPath: IndexPath) throws {
        guard let request = cellRequests.last, request.indexPath == indexPath else { return }
        if request.dequeued {
            throw simulation.raise(
                .dequeuedTwiceForIndexPath(identifier: identifier, address: simulation.nextAddress(), indexPath: indexPath))
        }
        cellRequests[cellRequests.count - 1].dequeued = true
    }

    /// nil when nothing is queued or registered: UIKit raises no exception here.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) throws -> SimView? {
        try pool.dequeue(ReuseKey(role: .tableHeaderFooter, identifier: identifier), at: nil)
    }

    // MARK: Layout

    /// Forgets the visible cells into their queues; counts are asked again at the next layout.
    public func reloadData() throws {
        displayed.removeAll { indexPath, cell in pool.enqueue(cell, role: .tableCell, leaving: indexPath) }
        enqueueHeaderFooters()
        rowCounts = nil
    }

    /// Moves cells whose rows left the bounds into their queues, then asks the data source for each newly
    /// visible row, in index-path order.
    public func layoutIfNeeded() throws {
        let table = try currentSectionTable()
        // The pass's geometry, for the frames its `displayed` events carry (worked out once, not per row).
        layoutTable = table
        defer { layoutTable = nil }
        let visible = visibleIndexPaths(in: table)
        var leaving: [(IndexPath, SimView)] = []
        displayed.removeAll(notIn: visible) { indexPath, cell in
            pool.enqueue(cell, role: .tableCell, leaving: indexPath)
            leaving.append((indexPath, cell))
        }
        for (indexPath, cell) in leaving { try displayDelegate?.didEndDisplaying(cell, at: indexPath) }
        for indexPath in visible where displayed[indexPath] == nil {
            let cell = try cellFromDataSource(at: indexPath)
            displayed.insert(cell, at: indexPath)
            try simulation.host.cellWillAppear(cell)
            try displayDelegate?.willDisplay(cell, at: indexPath)
        }
        for indexPath in displayed.indexPaths {
            if let cell = displayed[indexPath], let rowFrame = knownFrame(ofRowAt: indexPath, in: table) {
                simulation.host.place(cell, at: rowFrame)
            }
        }
        try layoutHeaderFooterViews(in: table)
        for (place, view) in displayedHeaderFooters {
            if let placeFrame = frame(of: place, in: table) { simulation.host.place(view, at: placeFrame) }
        }
        try askSectionTitles(in: table)
        try prefetchState.update(visible: visible, counts: rowCounts ?? [], offset: contentOffset.y, delegate: prefetchDelegate)
        simulation.record(.laidOut(view: eventName, visibleCount: visible.count, first: visible.first, last: visible.last, bounds: bounds))
    }

    /// Visible cells in index-path order.
    public var visibleCells: [SimView] {
        displayed.cells
    }

    public var indexPathsForVisibleRows: [IndexPath] {
        displayed.indexPaths
    }

    /// nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> SimView? {
        displayed[indexPath]
    }

    /// Sets contentOffset (clamped to the content) so the row sits at `position`, then lays out.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) throws {
        let table = try currentSectionTable()
        guard indexPath.section >= 0, indexPath.section < table.sections.count else {
            throw simulation.raise(.scrolledToMissingSection(indexPath.section, sections: table.sections.count, table: uikitDescription))
        }
        let rows = table.sections[indexPath.section].rows
        guard indexPath.row >= 0, indexPath.row < rows else {
            throw simulation.raise(.scrolledToMissingRow(indexPath.row, rows: rows, section: indexPath.section, table: uikitDescription))
        }
        let rowFrame = frameOfRow(indexPath.row, in: table.sections[indexPath.section])
        let y = position.offset(
            elementMinY: rowFrame.minY, elementMaxY: rowFrame.maxY, viewportHeight: frame.height,
            currentOffset: contentOffset.y, contentHeight: table.contentHeight)
        contentOffset = Point(x: contentOffset.x, y: y)
        try layoutIfNeeded()
    }

    public func numberOfSections() throws -> Int {
        try currentSectionTable().sections.count
    }

    public func numberOfRows(inSection section: Int) throws -> Int {
        let table = try currentSectionTable()
        guard section >= 0, section < table.sections.count else {
            throw simulation.raise(.rowsOfMissingSection(section))
        }
        return table.sections[section].rows
    }

    /// As of the last layout (or count request).
    public var contentSize: Size {
        guard let rowCounts else { return Size(width: frame.width, height: 0) }
        if let measuredHeights { return Size(width: frame.width, height: measuredHeights.contentHeight) }
        let headers = (headerHeightWithoutDelegate + footerHeightWithoutDelegate) * Double(rowCounts.count)
        let rows = rowCounts.reduce(0.0) { $0 + Double($1) } * effectiveRowHeight
        let tableViews = nonNegative(tableHeaderHeight) + nonNegative(tableFooterHeight)
        return Size(width: frame.width, height: headers + rows + tableViews)
    }

    /// `<UITableView: 0x…; frame = (0 0; 320 440); …>`, as UIKit's messages describe a table view.
    public var uikitDescription: String {
        var text =
            "<UITableView: \(address); frame = \(frame.uikitDescription); clipsToBounds = YES; "
            + "contentOffset: \(contentOffset.uikitDescription); contentSize: \(contentSize.uikitDescription); "
            + "adjustedContentInset: {0, 0, 0, 0}"
        if let dataSource { text += "; dataSource: \(simulation.describe(dataSource))" }
        return text + ">"
    }

    // MARK: Snapshot

    func snapshot() -> ViewSnapshot {
        var snapshot = ViewSnapshot(
            name: displayName, className: "UITableView",
            registrations: pool.registrations.entries.map {
                RegistrationSnapshot(role: $0.key.role.displayName, identifier: $0.key.identifier, source: $0.displayName)
            },
            visible: displayed.entries.map {
                VisibleCellSnapshot(indexPath: $0.indexPath.description, cell: $0.cell.simLabel)
            },
            queues: pool.queueSnapshots(), cellsCreated: cellsCreated, cellsReused: cellsReused)
        snapshot.held = pool.heldCellLabels(displayed: displayed.cells)
        snapshot.geometry = geometry()
        return snapshot
    }

    /// Cells waiting under `identifier`, oldest first (for lessons and the shell).
    public func queuedCells(withIdentifier identifier: String) -> [SimView] {
        pool.queuedViews(for: ReuseKey(role: .tableCell, identifier: identifier))
    }

    // MARK: Geometry

    /// One section's place in the content: where it starts and how many rows it has.
    struct SectionGeometry {
        var top: Double
        var rowsTop: Double
        var rows: Int
        var bottom: Double
        /// With heightForRowAt: where each row starts below `rowsTop`, and one more entry for the end.
        var rowStarts: [Double]? = nil
    }

    struct SectionTable {
        var sections: [SectionGeometry]
        /// Where the first section starts (below `tableHeaderView`), and the `tableFooterView`'s height.
        var top = 0.0
        var tableFooter = 0.0
        var contentHeight: Double { (sections.last?.bottom ?? top) + tableFooter }
    }

    var effectiveRowHeight: Double {
        if rowHeight.isFinite && rowHeight > 0 { return rowHeight }
        return estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : 44
    }

    private func nonNegative(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// Geometry from the cached counts and the current heights, so changing rowHeight needs no reloadData.
    /// O(sections): nothing is stored per row.
    func currentSectionTable() throws -> SectionTable {
        let counts = try currentRowCounts()
        if let measuredHeights { return measuredHeights.table }
        var sections: [SectionGeometry] = []
        sections.reserveCapacity(counts.count)
        var y = nonNegative(tableHeaderHeight)
        for rows in counts {
            let top = y
            let rowsTop = top + headerHeightWithoutDelegate
            let bottom = rowsTop + Double(rows) * effectiveRowHeight + footerHeightWithoutDelegate
            sections.append(SectionGeometry(top: top, rowsTop: rowsTop, rows: rows, bottom: bottom))
            y = bottom
        }
        return SectionTable(sections: sections, top: nonNegative(tableHeaderHeight), tableFooter: nonNegative(tableFooterHeight))
    }

    /// Rows per section, asked at the first layout after reloadData (or a new data source), like UIKit.
    func currentRowCounts() throws -> [Int] {
        if let rowCounts { return rowCounts }
        var counts: [Int] = []
        var titles = SectionTitles()
        if let dataSource {
            let sectionCount = CountLimits.clamp(try dataSource.numberOfSections(in: self), to: CountLimits.sections)
            counts.reserveCapacity(sectionCount)
            for section in 0..<sectionCount {
                try titles.ask(dataSource, of: self, section: section)
                counts.append(
                    CountLimits.clamp(
                        try dataSource.tableView(self, numberOfRowsInSection: section),
                        to: CountLimits.itemsPerSection))
            }
        }
        rowCounts = counts
        sectionTitles = titles
        measuredHeights = try heightProviders.isEmpty ? nil : measure(counts)
        recordCounts(counts)
        return counts
    }

    /// Where a row sits, from the row counts already asked (never asking the data source again, which would
    /// add calls the learner's code can see); nil when they are not known.
    func knownFrame(ofRowAt indexPath: IndexPath, in known: SectionTable? = nil) -> Rect? {
        guard let table = known ?? knownSectionTable(), table.sections.indices.contains(indexPath.section) else { return nil }
        return frameOfRow(indexPath.item, in: table.sections[indexPath.section])
    }

    /// Outside a layout pass, only for tables of reasonable section counts: the geometry is for the timeline's
    /// picture, and must not make every snapshot of a million-section table walk all of them.
    func knownSectionTable() -> SectionTable? {
        if let layoutTable { return layoutTable }
        guard let rowCounts, rowCounts.count <= CountLimits.sectionsDrawn else { return nil }
        return try? currentSectionTable()
    }

    /// Every row's and section's height from the delegate (the rest from the table's properties).
    private func measure(_ counts: [Int]) throws -> MeasuredHeights {
        var sections: [SectionGeometry] = []
        var y = nonNegative(tableHeaderHeight)
        for (section, rows) in counts.enumerated() {
            let top = y
            let header =
                try heightProviders.header.map { headerFooterHeight(answered: try $0(section), footer: false) }
                ?? headerHeightWithoutDelegate
            let footer =
                try heightProviders.footer.map { headerFooterHeight(answered: try $0(section), footer: true) }
                ?? footerHeightWithoutDelegate
            var starts: [Double]? = nil
            var rowsHeight = Double(rows) * effectiveRowHeight
            if let rowHeight = heightProviders.row, rows <= MeasuredHeights.rowLimit {
                var list = [0.0]
                list.reserveCapacity(rows + 1)
                for row in 0..<rows {
                    let height = try rowHeight(IndexPath(row: row, section: section))
                    list.append(list[row] + (height.isFinite && height >= 0 ? height : effectiveRowHeight))
                }
                rowsHeight = list[rows]
                starts = list
            }
            let rowsTop = top + header
            y = rowsTop + rowsHeight + footer
            sections.append(SectionGeometry(top: top, rowsTop: rowsTop, rows: rows, bottom: y, rowStarts: starts))
        }
        let table = SectionTable(sections: sections, top: nonNegative(tableHeaderHeight), tableFooter: nonNegative(tableFooterHeight))
        return MeasuredHeights(table: table)
    }

    func frameOfRow(_ row: Int, in section: SectionGeometry) -> Rect {
        if let starts = section.rowStarts {
            return Rect(x: 0, y: section.rowsTop + starts[row], width: frame.width, height: starts[row + 1] - starts[row])
        }
        return Rect(x: 0, y: section.rowsTop + Double(row) * effectiveRowHeight, width: frame.width, height: effectiveRowHeight)
    }

    /// Rows of a measured section overlapping `from..<to`: a binary search for the first, then row by row.
    private func measuredRows(_ starts: [Double], rowsTop: Double, from: Double, to: Double) -> [Int] {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high) / 2
            if rowsTop + starts[middle + 1] <= from { low = middle + 1 } else { high = middle }
        }
        var rows: [Int] = []
        var row = low
        while row < starts.count - 1, rowsTop + starts[row] < to, rows.count < CountLimits.visibleElements {
            if starts[row + 1] > starts[row], rowsTop + starts[row + 1] > from { rows.append(row) }
            row += 1
        }
        return rows
    }

    /// Rows whose frames overlap the bounds, found by arithmetic: O(sections + visible rows).
    private func visibleIndexPaths(in table: SectionTable) -> [IndexPath] {
        let viewport = bounds
        // Rows span the table's width: nothing shows when the bounds miss it sideways (or the frame is empty).
        guard viewport.minX < frame.width, 0 < viewport.maxX, viewport.height > 0,
            viewport.minY.isFinite, viewport.maxY.isFinite
        else { return [] }
        let height = effectiveRowHeight
        var result: [IndexPath] = []
        // Sections are in ascending order: skip those that end above the bounds.
        var sectionIndex = VisibleRange.firstEnding(after: viewport.minY, count: table.sections.count) { table.sections[$0].bottom }
        while sectionIndex < table.sections.count, table.sections[sectionIndex].top < viewport.maxY,
            result.count < CountLimits.visibleElements
        {
            let section = table.sections[sectionIndex]
            if let starts = section.rowStarts {
                let room = CountLimits.visibleElements - result.count
                let rows = measuredRows(starts, rowsTop: section.rowsTop, from: viewport.minY, to: viewport.maxY)
                for row in rows.prefix(room) { result.append(IndexPath(row: row, section: sectionIndex)) }
            } else if let rows = VisibleRange.of(
                count: section.rows, firstTop: section.rowsTop, pitch: height, extent: height,
                from: viewport.minY, to: viewport.maxY)
            {
                let room = CountLimits.visibleElements - result.count
                for row in rows.prefix(room) { result.append(IndexPath(row: row, section: sectionIndex)) }
            }
            sectionIndex += 1
        }
        return result
    }

    func cellFromDataSource(at indexPath: IndexPath) throws -> SimView {
        guard let dataSource else {
            throw simulation.raise(.tableFailedToObtainCell(table: uikitDescription, dataSource: "(null)"))
        }
        simulation.enterCellRequest(collection: false)
        cellRequests.append((indexPath, false))
        defer {
            cellRequests.removeLast()
            simulation.leaveCellRequest(collection: false)
        }
        guard let cell = try dataSource.tableView(self, cellForRowAt: indexPath) else {
            throw simulation.raise(.tableFailedToObtainCell(table: uikitDescription, dataSource: simulation.describe(dataSource)))
        }
        simulation.record(.displayed(view: eventName, cell: cell.simLabel, indexPath: indexPath, frame: knownFrame(ofRowAt: indexPath)))
        return cell
    }
}

/// The delegate's height questions, as closures the language layer sets.
public struct HeightProviders {
    public var row: ((IndexPath) throws -> Double)?
    public var header: ((Int) throws -> Double)?
    public var footer: ((Int) throws -> Double)?
    public init() {}
    var isEmpty: Bool { row == nil && header == nil && footer == nil }
}

/// Heights measured at the last count request.
struct MeasuredHeights {
    /// A section with more rows than this keeps the uniform height (its delegate is not asked row by row).
    static let rowLimit = 1_000_000
    var table: TableView.SectionTable
    var contentHeight: Double { table.contentHeight }
}
