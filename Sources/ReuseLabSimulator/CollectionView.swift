/// A simulated UICollectionView with a flow or compositional layout, scrolling vertically or horizontally: registrations, reuse queues for cells and
/// supplementary views, cell registrations, and a layout that asks its data source for what scrolls into view.
public final class CollectionView: SnapshotProviding {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public let simulation: Simulation
    public let address: String
    public var frame: Rect
    public var collectionViewLayout: FlowLayout
    public var contentOffset: Point = .zero {
        didSet {
            if contentOffset != oldValue { simulation.record(.scrolled(view: displayName, contentOffset: contentOffset)) }
        }
    }
    /// The delegate's willDisplay and didEndDisplaying (weak, like UIKit's).
    public weak var displayDelegate: DisplayDelegate?
    /// The learner's prefetchDataSource; weak, kept alive by the language layer.
    public weak var prefetchDelegate: PrefetchDelegate?
    var prefetchState = PrefetchState()
    /// The delegate's `collectionView(_:layout:sizeForItemAt:)`, when it has one: asked for every item when the
    /// counts are (see FlowLayout+ItemSizes.swift). Setting it asks for the counts again.
    public var itemSizeProvider: ((IndexPath) throws -> Size)? {
        didSet { itemCounts = nil }
    }
    /// The delegate's per-section insets, spacings and reference sizes, when it answers any of them: asked for
    /// every section when the counts are (see FlowLayout+SectionMetrics.swift). Setting it asks for the counts again.
    public var sectionAnswersProvider: ((Int) throws -> FlowSectionAnswers)? {
        didSet { itemCounts = nil }
    }
    /// Weak like UIKit's: the language layer keeps the data source alive. Setting it asks for counts again.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { itemCounts = nil }
    }

    public var bounds: Rect { Rect(origin: contentOffset, size: frame.size) }
    /// The bounds in the layout's space: transposed when it scrolls horizontally (FlowLayout+Horizontal.swift).
    var layoutBounds: Rect { collectionViewLayout.alongScrolling(bounds) }
    public var cellsCreated: Int { pool.cellsCreated }
    public var cellsReused: Int { pool.cellsReused }

    var assignedName: String?
    var pool: ReusePool!
    /// Items per section from the data source, asked at the first layout after reloadData; nil when stale.
    var itemCounts: [Int]?
    /// The layout of the pass in progress, if any.
    var layoutSections: [FlowLayout.Section]?
    var displayedCells: [IndexPath: SimView] = [:]
    /// While a reconfigured item asks its data source again, the cell it keeps: the dequeue returns it unchanged.
    var reconfiguring: (indexPath: IndexPath, cell: SimView)?
    var displayedSupplementaries: [SupplementaryPlace: SimView] = [:]

    /// Where a header or footer sits: its kind and section (item 0).
    struct SupplementaryPlace: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    init(simulation: Simulation, frame: Rect, layout: FlowLayout) {
        self.simulation = simulation
        self.frame = frame
        self.collectionViewLayout = layout
        self.address = simulation.nextAddress()
        // Unowned: the pool belongs to the view (a weak reference would slow every retain of the view).
        self.pool = ReusePool(simulation: simulation) { [unowned self] in self.displayName }
    }

    /// For the simulation's list of living views, which must not hold the view weakly (see `Liveness`).
    public let liveness = Liveness()
    deinit { liveness.end() }

    /// How snapshots and events name it: its variable name, else `UICollectionView 0x…`.
    public var displayName: String { assignedName ?? "UICollectionView \(address)" }

    // MARK: Registration and dequeuing

    public func register(_ source: RegistrationSource?, forCellWithReuseIdentifier identifier: String) {
        pool.register(source.map { .source($0) }, for: ReuseKey(role: .collectionCell, identifier: identifier))
    }

    public func register(
        _ source: RegistrationSource?, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        pool.register(
            source.map { .source($0) },
            for: ReuseKey(role: .collectionSupplementary(kind: kind), identifier: identifier))
    }

    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> SimView {
        try dequeue(
            ReuseKey(role: .collectionCell, identifier: identifier), kind: ViewRole.collectionCellKind,
            at: indexPath)
    }

    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) throws -> SimView {
        try dequeue(
            ReuseKey(role: .collectionSupplementary(kind: kind), identifier: identifier), kind: kind,
            at: indexPath)
    }

    /// Registers the registration under its own identifier on first use, then dequeues like any cell.
    /// The caller runs the registration's handler afterwards.
    public func dequeueConfiguredReusableCell(
        using registration: CellRegistration,
        for indexPath: IndexPath
    ) throws -> SimView {
        if registration.createdInsideCellProvider {
            throw simulation.raise(.registrationCreatedInsideCellProvider(registration.description))
        }
        let key = ReuseKey(role: .collectionCell, identifier: registration.reuseIdentifier)
        if pool.registration(for: key) == nil {
            pool.register(.cellRegistration(registration), for: key)
        }
        return try dequeue(key, kind: ViewRole.collectionCellKind, at: indexPath)
    }

    private func dequeue(_ key: ReuseKey, kind: String, at indexPath: IndexPath) throws -> SimView {
        if let kept = reconfiguring, kept.indexPath == indexPath, kept.cell.simReuseIdentifier == key.identifier {
            reconfiguring = nil
            return kept.cell
        }
        if let view = try pool.dequeue(key, at: indexPath) { return view }
        throw simulation.raise(.unableToDequeueView(kind: kind, identifier: key.identifier))
    }

    // MARK: Layout

    /// Forgets the visible cells and supplementary views into their queues; counts are asked again at the next layout.
    public func reloadData() throws {
        enqueueDisplayed { _ in true }
        itemCounts = nil
    }

    /// Moves views that left the bounds into their queues, then asks the data source for each newly visible
    /// one, section by section: header, items, footer.
    public func layoutIfNeeded() throws {
        let sections = collectionViewLayout.sections(itemCounts: try currentItemCounts(), width: frame.width, height: frame.height)
        // The pass's geometry, for the frames its `displayed` events carry (worked out once, not per item).
        layoutSections = sections
        defer { layoutSections = nil }
        let visible = visibleElements(in: sections)
        let visibleCells = Set(
            visible.compactMap { element -> IndexPath? in
                if case .cell(let indexPath) = element { return indexPath } else { return nil }
            })
        let visibleSupplementaries = Set(
            visible.compactMap { element -> SupplementaryPlace? in
                if case .supplementary(let place) = element { return place } else { return nil }
            })
        let leaving = enqueueDisplayed { element in
            switch element {
            case .cell(let indexPath): return !visibleCells.contains(indexPath)
            case .supplementary(let place): return !visibleSupplementaries.contains(place)
            }
        }
        for (indexPath, cell) in leaving { try displayDelegate?.didEndDisplaying(cell, at: indexPath) }
        for element in visible {
            switch element {
            case .cell(let indexPath) where displayedCells[indexPath] == nil:
                let cell = try cellFromDataSource(at: indexPath)
                displayedCells[indexPath] = cell
                try simulation.host.cellWillAppear(cell)
                try displayDelegate?.willDisplay(cell, at: indexPath)
            case .supplementary(let place) where displayedSupplementaries[place] == nil:
                if let view = try supplementaryFromDataSource(at: place) {
                    displayedSupplementaries[place] = view
                    simulation.record(
                        .displayed(
                            view: displayName, cell: view.simLabel, indexPath: place.indexPath,
                            frame: knownFrame(of: .supplementary(place)), role: place.kind))
                }
            default:
                break
            }
        }
        for (indexPath, cell) in displayedCells {
            if let cellFrame = knownFrame(of: .cell(indexPath), in: sections) { simulation.host.place(cell, at: cellFrame) }
        }
        for (place, view) in displayedSupplementaries {
            if let viewFrame = knownFrame(of: .supplementary(place), in: sections) { simulation.host.place(view, at: viewFrame) }
        }
        let cells = indexPathsForVisibleItems
        simulation.record(.laidOut(view: displayName, visibleCount: cells.count, first: cells.first, last: cells.last, bounds: bounds))
        // Horizontally, the columns about to appear are prefetched, by how far the view scrolled across.
        try prefetchState.update(visible: cells, counts: itemCounts ?? [], offset: layoutBounds.minY, delegate: prefetchDelegate)
    }

    /// Visible cells in index-path order.
    public var visibleCells: [SimView] {
        displayedCells.sorted { $0.key < $1.key }.map(\.value)
    }

    public var indexPathsForVisibleItems: [IndexPath] {
        displayedCells.keys.sorted()
    }

    /// nil when the item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> SimView? {
        displayedCells[indexPath]
    }

    /// The shown headers or footers of `kind`, by index path.
    public func visibleSupplementaries(ofKind kind: String) -> [(indexPath: IndexPath, view: SimView)] {
        displayedSupplementaries.filter { $0.key.kind == kind }.sorted { $0.key.indexPath < $1.key.indexPath }
            .map { ($0.key.indexPath, $0.value) }
    }

    /// The visible header or footer view of `kind` for a section (item 0), if any.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> SimView? {
        displayedSupplementaries[SupplementaryPlace(kind: kind, indexPath: indexPath)]
    }

    /// Sets contentOffset (clamped to the content) so the item sits at `position`, then lays out.
    /// An index path outside the data is ignored: UIKit logs a warning there rather than raising.
    /// In an orthogonal section, `orthogonally` places the item along the section's own row (top meaning leading).
    public func scrollToItem(
        at indexPath: IndexPath, at position: ScrollPosition, orthogonally: ScrollPosition = .none,
        animated: Bool
    ) throws {
        let counts = try currentItemCounts()
        let sections = collectionViewLayout.sections(itemCounts: counts, width: frame.width, height: frame.height)
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].itemCount
        else { return }
        var section = sections[indexPath.section]
        let view = layoutBounds
        // Horizontally, the collection view scrolls by the horizontal position and orthogonal rows by the vertical one.
        let (along, across) = collectionViewLayout.scrollsHorizontally ? (orthogonally, position) : (position, orthogonally)
        if let c = section.compositional, c.orthogonal {
            section.orthogonalOffset = 0
            collectionViewLayout.scrollOrthogonalSection(
                indexPath.section,
                toShow: collectionViewLayout.layoutFrameOfItem(
                    indexPath.item, in: section), in: section, at: across, viewportWidth: view.width)
        }
        let itemFrame = collectionViewLayout.layoutFrameOfItem(indexPath.item, in: section)
        let y = along.offset(
            elementMinY: itemFrame.minY, elementMaxY: itemFrame.maxY, viewportHeight: view.height,
            currentOffset: view.minY, contentHeight: sections.last?.bottom ?? 0)
        contentOffset = collectionViewLayout.alongScrolling(Point(x: view.minX, y: y))
        try layoutIfNeeded()
    }

    /// The item's frame in the content (UIKit's `layoutAttributesForItem(at:)?.frame`); nil outside the data.
    public func frameOfItem(at indexPath: IndexPath) throws -> Rect? {
        let sections = collectionViewLayout.sections(itemCounts: try currentItemCounts(), width: frame.width, height: frame.height)
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].itemCount
        else { return nil }
        return collectionViewLayout.frameOfItem(indexPath.item, in: sections[indexPath.section])
    }

    public func numberOfSections() throws -> Int {
        try currentItemCounts().count
    }

    /// 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) throws -> Int {
        let counts = try currentItemCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// As of the last layout (or count request).
    public var contentSize: Size {
        let sections = collectionViewLayout.sections(itemCounts: itemCounts ?? [], width: frame.width, height: frame.height)
        let extent = sections.last?.bottom ?? 0
        return collectionViewLayout.scrollsHorizontally
            ? Size(width: extent, height: frame.height) : Size(width: frame.width, height: extent)
    }

    /// `<UICollectionView: 0x…; frame = (0 0; 320 480); …>`, as UIKit's messages describe a collection view.
    public var uikitDescription: String {
        "<UICollectionView: \(address); frame = \(frame.uikitDescription); clipsToBounds = YES; "
            + "contentOffset: \(contentOffset.uikitDescription); contentSize: \(contentSize.uikitDescription); "
            + "adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout: \(address)>>"
    }

    /// Cells waiting under `identifier`, oldest first (for lessons and the shell).
    public func queuedCells(withReuseIdentifier identifier: String) -> [SimView] {
        pool.queuedViews(for: ReuseKey(role: .collectionCell, identifier: identifier))
    }

    // MARK: Snapshot

    func snapshot() -> ViewSnapshot {
        var snapshot = ViewSnapshot(
            name: displayName, className: "UICollectionView",
            registrations: pool.registrations.entries.map {
                RegistrationSnapshot(role: $0.key.role.displayName, identifier: $0.key.identifier, source: $0.displayName)
            },
            visible: displayedCells.sorted { $0.key < $1.key }.map {
                VisibleCellSnapshot(indexPath: $0.key.description, cell: $0.value.simLabel)
            },
            queues: pool.queueSnapshots(), cellsCreated: cellsCreated, cellsReused: cellsReused)
        snapshot.held = pool.heldCellLabels(displayed: Array(displayedCells.values))
        snapshot.geometry = geometry()
        return snapshot
    }

    // MARK: Private

    enum Element: Hashable {
        case cell(IndexPath)
        case supplementary(SupplementaryPlace)
    }

    func currentItemCounts() throws -> [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sectionCount = CountLimits.clamp(try dataSource.numberOfSections(in: self), to: CountLimits.sections)
            counts.reserveCapacity(sectionCount)
            for section in 0..<sectionCount {
                counts.append(
                    CountLimits.clamp(
                        try dataSource.collectionView(self, numberOfItemsInSection: section),
                        to: CountLimits.itemsPerSection))
            }
        }
        try collectionViewLayout.refreshSectionSpecs(sectionCount: counts.count, viewport: frame.size)
        try collectionViewLayout.askSectionAnswers(sectionCount: counts.count, provider: sectionAnswersProvider)
        try collectionViewLayout.measureItemSizes(counts: counts, provider: itemSizeProvider)
        itemCounts = counts
        return counts
    }

    /// What overlaps the bounds, section by section: header, items, footer. O(sections + visible views).
    private func visibleElements(in sections: [FlowLayout.Section]) -> [Element] {
        let viewport = layoutBounds
        guard viewport.width > 0, viewport.height > 0, viewport.minY.isFinite, viewport.maxY.isFinite,
            viewport.minX.isFinite, viewport.maxX.isFinite
        else { return [] }
        var result: [Element] = []
        var sectionIndex = VisibleRange.firstEnding(after: viewport.minY, count: sections.count) { sections[$0].bottom }
        while sectionIndex < sections.count, sections[sectionIndex].top < viewport.maxY,
            result.count < CountLimits.visibleElements
        {
            let section = sections[sectionIndex]
            let place = IndexPath(item: 0, section: sectionIndex)
            if section.headerHeight > 0,
                Rect(x: 0, y: section.top, width: viewport.width, height: section.headerHeight).intersects(viewport)
            {
                result.append(
                    .supplementary(SupplementaryPlace(kind: section.headerKind ?? Self.elementKindSectionHeader, indexPath: place)))
            }
            let items = collectionViewLayout.visibleItems(
                in: section, bounds: viewport,
                limit: CountLimits.visibleElements - result.count)
            result += items.map { .cell(IndexPath(item: $0, section: sectionIndex)) }
            if section.footerHeight > 0,
                Rect(x: 0, y: section.footerTop, width: viewport.width, height: section.footerHeight).intersects(viewport)
            {
                result.append(
                    .supplementary(SupplementaryPlace(kind: section.footerKind ?? Self.elementKindSectionFooter, indexPath: place)))
            }
            sectionIndex += 1
        }
        return result
    }

    /// Moves displayed views for which `leaving` is true into their queues, in index-path order; returns the cells.
    @discardableResult
    private func enqueueDisplayed(where leaving: (Element) -> Bool) -> [(IndexPath, SimView)] {
        var left: [(IndexPath, SimView)] = []
        for (indexPath, cell) in displayedCells.sorted(by: { $0.key < $1.key }) where leaving(.cell(indexPath)) {
            displayedCells[indexPath] = nil
            pool.enqueue(cell, role: .collectionCell, leaving: indexPath)
            left.append((indexPath, cell))
        }
        let supplementaries = displayedSupplementaries.sorted {
            ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind)
        }
        for (place, view) in supplementaries where leaving(.supplementary(place)) {
            displayedSupplementaries[place] = nil
            pool.enqueue(view, role: .collectionSupplementary(kind: place.kind), leaving: place.indexPath)
        }
        return left
    }

    func cellFromDataSource(at indexPath: IndexPath) throws -> SimView {
        guard let dataSource else { throw nilCell(at: indexPath) }
        simulation.enterCellRequest(collection: true)
        defer { simulation.leaveCellRequest(collection: true) }
        guard let cell = try dataSource.collectionView(self, cellForItemAt: indexPath) else {
            throw nilCell(at: indexPath)
        }
        guard cell.simReuseIdentifier != nil else {
            throw simulation.raise(.collectionCellWithoutReuseIdentifier)
        }
        simulation.record(.displayed(view: displayName, cell: cell.simLabel, indexPath: indexPath, frame: knownFrame(of: .cell(indexPath))))
        return cell
    }

    private func nilCell(at indexPath: IndexPath) -> UIKitException {
        simulation.raise(.collectionDataSourceReturnedNoCell(address: simulation.nextAddress(), indexPath: indexPath))
    }

    /// nil when the data source does not provide supplementary views.
    private func supplementaryFromDataSource(at place: SupplementaryPlace) throws -> SimView? {
        guard let dataSource,
            let answer = try dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: place.kind,
                at: place.indexPath)
        else { return nil }
        guard let view = answer, view.simReuseIdentifier != nil else {
            let described = answer.map { simulation.describe($0) } ?? "(null)"
            throw simulation.raise(
                .supplementaryViewNotDequeued(
                    kind: place.kind, address: simulation.nextAddress(), indexPath: place.indexPath, view: described))
        }
        return view
    }
}
