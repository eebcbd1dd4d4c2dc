// A list cell's outline disclosure expands and collapses its item: the header style takes a tap anywhere on the cell (and does not select it), the cell style selects on a tap and toggles only on the accessory; the data source's sectionSnapshotHandlers are asked and told first.
import UIKit

final class Sidebar: NSObject, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        print("selected", indexPath.item)
    }
}

let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
let parents = ["Folders", "Tags"]
let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
    var content = item == "Folders" ? UIListContentConfiguration.header() : cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
    cell.accessories = parents.contains(item) ? [.outlineDisclosure()] : []
}
let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
let sidebar = Sidebar()
collectionView.delegate = sidebar

var handlers = UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>()
handlers.willExpandItem = { item in print("will expand", item) }
handlers.willCollapseItem = { item in print("will collapse", item) }
handlers.shouldCollapseItem = { item in item != "Tags" }
dataSource.sectionSnapshotHandlers = handlers

var tree = NSDiffableDataSourceSectionSnapshot<String>()
tree.append(["Folders", "Tags"])
tree.append(["Work", "Home"], to: "Folders")
tree.append(["Red"], to: "Tags")
dataSource.apply(tree, to: 0, animatingDifferences: false)
collectionView.layoutIfNeeded()
print(dataSource.snapshot().itemIdentifiers)
// expect: ["Folders", "Tags"]

// "Folders" is configured as a header: its automatic style takes any tap, and the cell is not selected.
collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
// expect: will expand Folders
print(dataSource.snapshot().itemIdentifiers, dataSource.snapshot(for: 0).isExpanded("Folders"))
// expect: ["Folders", "Work", "Home", "Tags"] true
print(collectionView.indexPathsForVisibleItems.count, collectionView.indexPathsForSelectedItems ?? [])
// expect: 4 []

// "Tags" is an ordinary cell: a tap selects it, a tap on its accessory toggles.
collectionView.simulateTap(at: IndexPath(item: 3, section: 0))
// expect: selected 3
collectionView.simulateTapOnOutlineDisclosure(at: IndexPath(item: 3, section: 0))
// expect: will expand Tags
print(dataSource.snapshot().itemIdentifiers)
// expect: ["Folders", "Work", "Home", "Tags", "Red"]

// shouldCollapseItem keeps "Tags" open; "Folders" collapses.
collectionView.simulateTapOnOutlineDisclosure(at: IndexPath(item: 3, section: 0))
collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
// expect: will collapse Folders
print(dataSource.snapshot().itemIdentifiers)
// expect: ["Folders", "Tags", "Red"]
