// A diffable data source with a cell registration and list cells: applying a snapshot keeps the cells of items that stay, a reconfigured item keeps its cell (no prepareForReuse), a reloaded one goes through its queue.
import UIKit

enum Section {
    case fruit
}

final class FruitCell: UICollectionViewListCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        print("prepareForReuse")
    }
}

let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), collectionViewLayout: layout)
let registration = UICollectionView.CellRegistration<FruitCell, String> { cell, indexPath, fruit in
    var content = cell.defaultContentConfiguration()
    content.text = fruit
    cell.contentConfiguration = content
    print("configure \(fruit) at \(indexPath)")
}
let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, fruit in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
}

var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
snapshot.appendSections([.fruit])
snapshot.appendItems(["apple", "banana", "cherry", "date"], toSection: .fruit)
dataSource.apply(snapshot, animatingDifferences: false)
collectionView.layoutIfNeeded()
print(collectionView.visibleCells.count, snapshot.numberOfItems, snapshot.indexOfItem("cherry") ?? -1)

var next = dataSource.snapshot()
next.insertItems(["avocado"], afterItem: "apple")
next.reconfigureItems(["banana"])
let bananaCell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
dataSource.apply(next)
print(dataSource.snapshot().itemIdentifiers)
print(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === bananaCell)

var third = dataSource.snapshot()
third.reloadItems(["apple"])
dataSource.apply(third)
for cell in collectionView.visibleCells {
    print((cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "-")
}
print(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) ?? "none", dataSource.indexPath(for: "date") ?? IndexPath(item: -1, section: -1))
// expect: configure apple at [0, 0]
// expect: configure banana at [0, 1]
// expect: configure cherry at [0, 2]
// expect: 3 4 2
// expect: prepareForReuse
// expect: configure avocado at [0, 1]
// expect: configure banana at [0, 2]
// expect: ["apple", "avocado", "banana", "cherry", "date"]
// expect: true
// expect: prepareForReuse
// expect: configure apple at [0, 0]
// expect: apple
// expect: avocado
// expect: banana
// expect: avocado [0, 4]
