/// The learner's data sources, as the language layer presents them. Optional methods the learner did not
/// write get UIKit's defaults from the language layer (one section).

public protocol TableViewDataSource: AnyObject {
    func numberOfSections(in tableView: TableView) throws -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> SimView?
    /// Optional, as in UIKit: nil by default (`TableView+SectionBands.swift`).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) throws -> String?
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) throws -> String?
}

public protocol CollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: CollectionView) throws -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) throws -> Int
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> SimView?
    /// nil when the data source does not implement viewForSupplementaryElementOfKind (then no supplementary
    /// views are asked for); `.some(nil)` when it returned nil.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) throws -> SimView??
}

/// Counts from a data source are clamped so absurd answers cannot overflow the layout arithmetic
/// or exhaust memory: negative counts are 0.
enum CountLimits {
    /// Sections are stored one entry each, so keep them to a size memory can afford.
    static let sections = 1_000_000
    /// Sections walked to place rows for the timeline's phone outside a layout pass.
    static let sectionsDrawn = 10_000
    /// Rows or items are never stored; 2^40 keeps every offset exact enough in Double.
    static let itemsPerSection = 1 << 40
    /// No layout pass asks for more than this many views, however large the frame.
    static let visibleElements = 100_000

    static func clamp(_ count: Int, to limit: Int) -> Int {
        Swift.min(Swift.max(count, 0), limit)
    }
}
