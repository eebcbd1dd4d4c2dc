// A list layout lays items out as full-width rows; with headerMode .supplementary each section asks the diffable data source's supplementaryViewProvider, which dequeues with a SupplementaryRegistration.
import UIKit

final class TitleHeader: UICollectionReusableView {
    var title = ""
}

var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
configuration.headerMode = .supplementary
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600),
                                      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
    var content = cell.defaultContentConfiguration()
    content.text = name
    cell.contentConfiguration = content
}
let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(elementKind: UICollectionView.elementKindSectionHeader) { header, kind, indexPath in
    header.title = "Section \(indexPath.section)"
    print("header \(header.title)")
}
let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, name in
    collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: name)
}
dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
    collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
}

var snapshot = NSDiffableDataSourceSnapshot<String, String>()
snapshot.appendSections(["Fruit", "Vegetables"])
snapshot.appendItems(["apple", "pear"], toSection: "Fruit")
snapshot.appendItems(["leek"], toSection: "Vegetables")
dataSource.apply(snapshot)
collectionView.layoutIfNeeded()
print(collectionView.visibleCells.count, dataSource.sectionIdentifier(for: 1) ?? "-")
if let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame {
    print(frame.origin.y, frame.size.width, frame.size.height)
}
// expect: header Section 0
// expect: header Section 1
// expect: 3 Vegetables
// expect: 88.0 300.0 44.0
