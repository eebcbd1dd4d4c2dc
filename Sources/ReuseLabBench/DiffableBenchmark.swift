import Foundation
import ReuseLabLanguage

/// Issue 13's rows: a 100,000-item diffable list scrolled top to bottom, whose cells created must stay within the
/// visible items plus two, and an `apply` of a snapshot that changes 10% of 10,000 items. Measured inside this
/// process (CPU time); each is met when its count bound holds and it finishes within `ceiling` seconds of CPU.
enum DiffableBenchmark {
    static let ceiling = 60.0

    /// At the default sizes (`scrollRows` 10,000): 100,000 items scrolled, 10,000 applied; smaller in tests.
    static func run(sizes: GoalSizes) -> [GoalResult] {
        [scroll(items: sizes.scrollRows * 10), apply(items: sizes.scrollRows, changedPercent: 10)]
    }

    private static func session() -> Session {
        Session(
            bundleDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            limits: RunLimits(steps: Int.max, eventHistory: 0))
    }

    /// The prefix both scripts share: a list layout, a cell registration and a diffable data source.
    private static let setUp = """
        import UIKit
        final class Cell: UICollectionViewListCell {}
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<Cell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \\(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }

        """

    /// The set-up, then the list filled with `items` items and laid out.
    private static func filled(items: Int) -> String {
        setUp + """
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<\(items)))
            dataSource.apply(snapshot, animatingDifferences: false)
            view.layoutIfNeeded()

            """
    }

    static func scroll(items: Int) -> GoalResult {
        let source =
            filled(items: items) + """
                let visible = view.indexPathsForVisibleItems.count
                let bottom = view.contentSize.height - 844
                var offset = 0.0
                while offset < bottom {
                    offset += 400
                    if offset > bottom { offset = bottom }
                    view.contentOffset = CGPoint(x: 0, y: offset)
                    view.layoutIfNeeded()
                }
                print(visible)
                """
        let session = session()
        var outcome: EntryOutcome?
        let (_, cpu) = Statistics.times { outcome = session.submit(source, displayName: "DiffableScroll.swift") }
        let visible = Int((outcome?.output ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        let created = session.snapshot().views.first?.cellsCreated ?? 0
        let bounded = visible > 0 && created <= visible + 2
        return GoalResult(
            name: "diffable list of \(items) items scrolled top to bottom, cells created ≤ visible + 2",
            seconds: cpu, isCPU: true, goal: ceiling, goalIsRatio: false,
            met: bounded && cpu <= ceiling, note: "\(created) cells created for \(visible) visible")
    }

    static func apply(items: Int, changedPercent: Int) -> GoalResult {
        let changed = items * changedPercent / 100
        let source =
            filled(items: items) + """
                var next = dataSource.snapshot()
                next.deleteItems(Array(0..<\(changed / 2)))
                next.appendItems(Array(\(items)..<\(items + changed / 2)))
                """
        let session = session()
        _ = session.submit(source, displayName: "DiffableApply.swift")
        var outcome: EntryOutcome?
        let (_, cpu) = Statistics.times {
            outcome = session.submit(
                "dataSource.apply(next)\nprint(dataSource.snapshot().numberOfItems)", displayName: "DiffableApply.swift")
        }
        let count = Int((outcome?.output ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        return GoalResult(
            name: "apply of a snapshot changing \(changedPercent)% of \(items) items", seconds: cpu, isCPU: true,
            goal: ceiling, goalIsRatio: false, met: count == items && cpu <= ceiling,
            note: "\(changed / 2) deleted, \(changed / 2) appended, \(count) items after")
    }
}
