/// Everything simulated in one session: the host that makes views, the bundle, the table and collection views,
/// the event log, and fake addresses.
public final class Simulation {
    public let host: SimHost
    public let bundle: Bundle
    /// The kept events, oldest first.
    public var events: [SimEvent] { log.ordered }
    /// Every event recorded so far, kept or not: a mark for `events(since:)`.
    public var recordedEventCount: Int { log.total }
    /// Called with each event as it happens.
    public var onEvent: ((SimEvent) -> Void)?
    /// The oldest events are dropped past this many, so a long scrolling loop cannot exhaust memory.
    public var eventLimit: Int {
        get { log.capacity }
        set { if newValue != log.capacity { log.capacity = newValue } }
    }
    private var log = EventLog(capacity: 100_000)
    /// How UIKit's messages describe a learner's object (`<main.NumbersDataSource: 0x600000c00040>`).
    /// Without it the Simulator writes the Swift type name and an address of its own.
    public var describeObject: ((AnyObject) -> String)?

    private var addressCounter = 0
    private var fallbackAddresses: [ObjectIdentifier: String] = [:]
    // Weak: a view lives as long as the program holds it, as in UIKit; the snapshot shows the living ones.
    private var views: [WeakScrollView] = []
    /// How many collection views are inside their data source's cellForItemAt right now.
    private(set) var collectionCellRequestDepth = 0
    /// How many table views are inside their data source's cellForRowAt right now.
    private(set) var tableCellRequestDepth = 0

    public init(host: SimHost, bundle: Bundle) {
        self.host = host
        self.bundle = bundle
    }

    /// True while some collection view is asking its data source for a cell.
    public var isInsideCollectionCellProvider: Bool { collectionCellRequestDepth > 0 }
    /// True while some table view is asking its data source for a cell.
    public var isInsideTableCellProvider: Bool { tableCellRequestDepth > 0 }

    /// Deterministic fake addresses, unique in the session: `0x600000c00010`, `0x600000c00020`, …
    public func nextAddress() -> String {
        addressCounter += 1
        let offset = String(addressCounter &* 16, radix: 16)
        return "0x600000c0" + String(repeating: "0", count: Swift.max(0, 4 - offset.count)) + offset
    }

    public func makeTableView(frame: Rect, style: TableStyle) -> TableView {
        let tableView = TableView(simulation: self, frame: frame, style: style)
        views.append(WeakScrollView(tableView))
        return tableView
    }

    public func makeCollectionView(frame: Rect, layout: FlowLayout) -> CollectionView {
        let collectionView = CollectionView(simulation: self, frame: frame, layout: layout)
        views.append(WeakScrollView(collectionView))
        return collectionView
    }

    /// Remembers whether it was created inside a collection view's cellForItemAt.
    public func makeCellRegistration(source: RegistrationSource) -> CellRegistration {
        CellRegistration(
            address: nextAddress(), source: source,
            createdInsideCellProvider: isInsideCollectionCellProvider)
    }

    /// The language tells the simulation a table or collection view's variable name, for snapshots and events;
    /// nil goes back to the address form (`UITableView 0x…`). Other objects are ignored.
    public func name(_ view: AnyObject, as name: String?) {
        if let tableView = view as? TableView {
            tableView.assignedName = name
        } else if let collectionView = view as? CollectionView {
            collectionView.assignedName = name
        }
    }

    /// The living table and collection views, in the order they were made.
    public func snapshot() -> PoolSnapshot {
        views.removeAll { $0.view == nil }
        return PoolSnapshot(views: views.compactMap { $0.view?.snapshot() })
    }

    /// The kept events recorded after `mark` (a `recordedEventCount` read earlier), oldest first.
    public func events(since mark: Int) -> [SimEvent] {
        log.events(since: mark)
    }

    public func clearEvents() {
        log.removeAll()
    }

    /// The event is only built when it is kept or heard: a batch run that keeps none skips describing
    /// five events per scrolled row.
    func record(_ event: @autoclosure () -> SimEvent) {
        guard log.capacity > 0 || onEvent != nil else {
            log.count()
            return
        }
        let event = event()
        log.append(event)
        onEvent?(event)
    }

    /// Records an exception at the point UIKit raises it, and returns it to be thrown.
    func raise(_ exception: UIKitException) -> UIKitException {
        record(.exception(exception))
        return exception
    }

    /// `<NumbersDataSource: 0x600000c00040>` unless the language layer describes it.
    func describe(_ object: AnyObject) -> String {
        if let describeObject { return describeObject(object) }
        let identifier = ObjectIdentifier(object)
        let address = fallbackAddresses[identifier] ?? nextAddress()
        fallbackAddresses[identifier] = address
        return "<\(String(describing: type(of: object))): \(address)>"
    }

    func enterCellRequest(collection: Bool) {
        if collection { collectionCellRequestDepth += 1 } else { tableCellRequestDepth += 1 }
    }

    func leaveCellRequest(collection: Bool) {
        if collection {
            collectionCellRequestDepth = Swift.max(0, collectionCellRequestDepth - 1)
        } else {
            tableCellRequestDepth = Swift.max(0, tableCellRequestDepth - 1)
        }
    }
}

/// What the simulation needs from its table and collection views for a snapshot.
protocol SnapshotProviding: LivenessReporting {
    func snapshot() -> ViewSnapshot
}

/// Held without a `weak` reference, which would slow every retain of the view (see `Liveness`).
private struct WeakScrollView {
    private unowned(unsafe) let target: any SnapshotProviding
    private let liveness: Liveness

    init(_ view: any SnapshotProviding) {
        target = view
        liveness = view.liveness
    }

    var view: (any SnapshotProviding)? { liveness.isAlive ? target : nil }
}
