// A crash in a diffable data source's supplementaryViewProvider, asked for headers during layout, names the provider as UIKit calling back.
import UIKit

final class TitleHeader: UICollectionReusableView {
    var title = ""
}

let sectionTitles = ["Fruit"]
var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
configuration.headerMode = .supplementary
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600),
                                      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
    var content = cell.defaultContentConfiguration()
    content.text = name
    cell.contentConfiguration = content
}
let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
    header.title = sectionTitles[indexPath.section]
    print("header \(header.title)")
}
let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
    collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: name)
}
dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
    collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
}

var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0, 1])
snapshot.appendItems(["apple"], toSection: 0)
snapshot.appendItems(["leek"], toSection: 1)
dataSource.apply(snapshot)
collectionView.layoutIfNeeded()
// expect: header Fruit
// expect-crash: Fatal error: Index out of range
// expect-chain: in a closure
// expect-chain: called by UIKit from a closure at crash-in-supplementary-view-provider-shows-the-chain.swift:26:5
// expect-chain: called by UIKit from crash-in-supplementary-view-provider-shows-the-chain.swift:33:1
