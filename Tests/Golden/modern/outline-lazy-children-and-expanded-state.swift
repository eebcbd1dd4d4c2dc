// A parent's children can be loaded as it expands (sectionSnapshotHandlers.snapshotForExpandingParent returns them), a list cell's configuration state says whether its item is expanded, and a custom view accessory keeps its placement and reserved width.
import UIKit

let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
    var content = UIListContentConfiguration.header()
    content.text = item
    cell.contentConfiguration = content
    let badge = UILabel()
    badge.text = "3"
    let badgeConfiguration = UICellAccessory.CustomViewConfiguration(customView: badge, placement: .trailing(displayed: .always), reservedLayoutWidth: .actual)
    cell.accessories = [.outlineDisclosure(), .customView(configuration: badgeConfiguration)]
    cell.configurationUpdateHandler = { cell, state in
        print("configure", item, "expanded:", state.isExpanded)
    }
}
let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
    print("children of", parent, "so far:", children.items)
    var loaded = NSDiffableDataSourceSectionSnapshot<String>()
    loaded.append(["\(parent) 1", "\(parent) 2"])
    return loaded
}

var tree = NSDiffableDataSourceSectionSnapshot<String>()
tree.append(["Albums", "People"])
dataSource.apply(tree, to: 0, animatingDifferences: false)
collectionView.layoutIfNeeded()
// expect: configure Albums expanded: false
// expect: configure People expanded: false

collectionView.simulateTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0))
collectionView.layoutIfNeeded()
print(dataSource.snapshot().itemIdentifiers)
print(dataSource.snapshot(for: 0).isExpanded("Albums"), dataSource.snapshot(for: 0).level(of: "Albums 2"))
// expect: children of Albums so far: []
// expect: configure Albums expanded: true
// expect: configure Albums 1 expanded: false
// expect: configure Albums 2 expanded: false
// expect: ["Albums", "Albums 1", "Albums 2", "People"]
// expect: true 1

if let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell {
    print(cell.configurationState.isExpanded, cell.accessories.count)
}
// expect: true 2
