// A section snapshot is an outline: children appended under their parents show only while every ancestor is expanded, and applying it to a section shows its visible items.
import UIKit

var outline = NSDiffableDataSourceSectionSnapshot<String>()
outline.append(["Fruit", "Vegetables"])
outline.append(["Apple", "Pear"], to: "Fruit")
outline.append(["Leek"], to: "Vegetables")
outline.append(["Cox", "Gala"], to: "Apple")
print(outline.items)
print(outline.visibleItems)
outline.expand(["Fruit"])
print(outline.visibleItems)
print(outline.level(of: "Gala"), outline.parent(of: "Gala") ?? "none", outline.isVisible("Gala"))
outline.expand(["Apple"])
print(outline.visibleItems)
outline.collapse(["Fruit"])
print(outline.visibleItems, outline.isExpanded("Apple"))
outline.insert(["Berries"], after: "Apple")
print(outline.snapshot(of: "Fruit").items)
outline.delete(["Apple"])
print(outline.items, outline.contains("Cox"))

let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
}
let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
var tree = NSDiffableDataSourceSectionSnapshot<String>()
tree.append(["Inbox", "Folders"])
tree.append(["Work", "Home"], to: "Folders")
dataSource.apply(tree, to: 0, animatingDifferences: false)
collectionView.layoutIfNeeded()
print(collectionView.numberOfItems(inSection: 0), dataSource.snapshot().itemIdentifiers)
tree.expand(["Folders"])
dataSource.apply(tree, to: 0)
print(dataSource.snapshot().itemIdentifiers, dataSource.indexPath(for: "Home")?.item ?? -1)
print(dataSource.snapshot(for: 0).isExpanded("Folders"), dataSource.snapshot(for: 0).level(of: "Work"))
outline.append(["Fig"], to: "Nuts")
print("not reached")
// expect: ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables", "Leek"]
// expect: ["Fruit", "Vegetables"]
// expect: ["Fruit", "Apple", "Pear", "Vegetables"]
// expect: 2 Apple false
// expect: ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables"]
// expect: ["Fruit", "Vegetables"] true
// expect: ["Apple", "Cox", "Gala", "Berries", "Pear"]
// expect: ["Fruit", "Berries", "Pear", "Vegetables", "Leek"] false
// expect: 2 ["Inbox", "Folders"]
// expect: ["Inbox", "Folders", "Work", "Home"] 3
// expect: true 1
// expect-crash: reason: 'ReuseLab: item identifier "Nuts" is not in the section snapshot (UIKit raises NSInternalInconsistencyException here; its exact text is not confirmed)'
