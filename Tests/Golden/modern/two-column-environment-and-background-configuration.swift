// A section provider reads the container's effective width to choose its columns (two on a phone, three when wider), cells take a UIBackgroundConfiguration (kept as a value, not drawn), and the header shown is among visibleSupplementaryViews(ofKind:).
import UIKit

enum Shelf: Hashable { case books }

func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { (_: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
        let columns = environment.container.effectiveContentSize.width > 500 ? 3 : 2
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: columns)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }
}

let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
    var content = cell.defaultContentConfiguration()
    content.text = "Book \(number)"
    cell.contentConfiguration = content
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = .systemTeal
    background.cornerRadius = 8
    background.strokeColor = .systemGray2
    background.strokeWidth = 1
    cell.backgroundConfiguration = background
}
let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
    var content = header.defaultContentConfiguration()
    content.text = "Shelf \(indexPath.section)"
    header.contentConfiguration = content
}

for width in [390.0, 820.0] {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 300), collectionViewLayout: makeLayout())
    let dataSource = UICollectionViewDiffableDataSource<Shelf, Int>(collectionView: view) { collectionView, indexPath, number in
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Shelf, Int>()
    snapshot.appendSections([.books])
    snapshot.appendItems(Array(1...30))
    dataSource.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
    let second = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
    print(width, view.indexPathsForVisibleItems.count, second)
    let shown = view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
    let title = (shown.first as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
    print(shown.count, view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader), title?.text ?? "-")
    let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
    let background = first?.backgroundConfiguration
    print(background?.cornerRadius ?? -1, background?.backgroundColor != nil, background?.strokeWidth ?? -1)
}
// expect: 390.0 10 (199.0, 48.0, 183.0, 50.0)
// expect: 1 [[0, 0]] Shelf 0
// expect: 8.0 true 1.0
// expect: 820.0 15 (278.6666666666667, 48.0, 262.6666666666667, 50.0)
// expect: 1 [[0, 0]] Shelf 0
// expect: 8.0 true 1.0
