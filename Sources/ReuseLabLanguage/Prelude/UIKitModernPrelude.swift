/// What UIKit did after the articles (UIKitModern.swift, and the compositional layout in
/// UIKitCompositionalLayout.swift): diffable data sources and their snapshots, list cells and content
/// configurations, the list layout, supplementary registrations, batch updates, selection and the table
/// delegate. Plain Swift in the subset; the Simulator moves the shown cells when a snapshot is applied
/// (`_applySnapshotChanges`) and checks batch updates against the data source.
enum UIKitModernPrelude {
    static let files = [
        "UIKitModern.swift", "UIKitDiffable.swift", "UIKitSectionSnapshots.swift", "UIKitCompositionalLayout.swift",
        "UIKitSections.swift", "UIKitOutlines.swift", "UIKitDiffableOutlines.swift", "UIKitSwipeActions.swift", "UIKitTraits.swift",
        "UIKitRefreshControl.swift",
    ]
}
