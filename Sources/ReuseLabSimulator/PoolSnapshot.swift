/// A plain-data picture of the simulation, for the shell's pool diagram and for lessons.
///
/// The Simulator makes it (`Simulation.snapshot()`); the shell draws it and compares two of them to mark
/// what an entry changed. Nothing here refers back to live objects.
public struct PoolSnapshot: Equatable, Sendable {
    public var views: [ViewSnapshot]

    public init(views: [ViewSnapshot]) {
        self.views = views
    }
}

/// One table or collection view.
public struct ViewSnapshot: Equatable, Sendable {
    /// Equal when what the pool diagram shows is equal: `geometry` (where rows sit on screen) is left out.
    public static func == (lhs: ViewSnapshot, rhs: ViewSnapshot) -> Bool {
        lhs.name == rhs.name && lhs.className == rhs.className && lhs.registrations == rhs.registrations
            && lhs.visible == rhs.visible && lhs.queues == rhs.queues && lhs.cellsCreated == rhs.cellsCreated
            && lhs.cellsReused == rhs.cellsReused && lhs.held == rhs.held
    }

    /// How the learner knows it: a variable name when the language layer knows one, else `UITableView 0x…`.
    public var name: String
    /// `UITableView` or `UICollectionView`.
    public var className: String
    /// Registrations in the order they were made: identifier → what it creates.
    public var registrations: [RegistrationSnapshot]
    /// Visible cells in index-path order.
    public var visible: [VisibleCellSnapshot]
    /// One queue per identifier that has ever had a cell in it, in identifier order.
    public var queues: [QueueSnapshot]
    public var cellsCreated: Int
    public var cellsReused: Int
    /// Cells the program dequeued outside layout and still holds (`MyCell#3`), by instance number: neither
    /// visible nor queued, they are the learner's.
    public var held: [String] = []
    /// Bounds and frames, for the timeline's phone; nil when the view was never laid out.
    public var geometry: ViewGeometry?

    public init(
        name: String, className: String, registrations: [RegistrationSnapshot], visible: [VisibleCellSnapshot],
        queues: [QueueSnapshot], cellsCreated: Int, cellsReused: Int
    ) {
        self.name = name
        self.className = className
        self.registrations = registrations
        self.visible = visible
        self.queues = queues
        self.cellsCreated = cellsCreated
        self.cellsReused = cellsReused
    }
}

public struct RegistrationSnapshot: Equatable, Sendable {
    /// `cell`, `header/footer`, or a supplementary kind such as `UICollectionElementKindSectionHeader`.
    public var role: String
    public var identifier: String
    /// `class MyCell` or `nib "MyCell"`.
    public var source: String

    public init(role: String, identifier: String, source: String) {
        self.role = role
        self.identifier = identifier
        self.source = source
    }
}

public struct VisibleCellSnapshot: Equatable, Sendable {
    /// `[0, 3]`: section, then row or item.
    public var indexPath: String
    /// `MyCell#2`: the class and a per-session instance number, so reuse shows as the same number.
    public var cell: String

    public init(indexPath: String, cell: String) {
        self.indexPath = indexPath
        self.cell = cell
    }
}

public struct QueueSnapshot: Equatable, Sendable {
    public var identifier: String
    /// Cells waiting in the queue, oldest first, as `MyCell#2`.
    public var cells: [String]

    public init(identifier: String, cells: [String]) {
        self.identifier = identifier
        self.cells = cells
    }
}

/// Where things are on a view's screen: its bounds, and the frames of the cells and supplementary views it
/// shows, in the content's coordinates. Only the timeline's phone draws it; it is not part of a snapshot's
/// equality, so scrolling without a layout (a new `bounds`) does not count as a change of the pool.
public struct ViewGeometry: Sendable {
    public struct Supplementary: Sendable, Equatable {
        /// `UICollectionElementKindSectionHeader` or `…Footer`.
        public var kind: String
        public var indexPath: String
        public var view: String
        public var frame: Rect?
    }

    public var bounds: Rect
    /// By index path (`[0, 3]`).
    public var cellFrames: [String: Rect] = [:]
    public var supplementaries: [Supplementary] = []
    /// A table's section headers and footers with a height, each with its title when asked (`SectionBand`).
    public var sectionBands: [SectionBand] = []

    public init(bounds: Rect) {
        self.bounds = bounds
    }
}
