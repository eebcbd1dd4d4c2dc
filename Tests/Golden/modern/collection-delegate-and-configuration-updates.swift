// The collection view's delegate hears cells appear and leave (didEndDisplaying is the moment a cell goes to its
// reuse queue), decides with shouldSelectItemAt whether a tap selects, and a cell's configurationUpdateHandler
// runs before the cell appears and again when its selection changes.
import UIKit

final class TagCell: UICollectionViewCell {
    var log: [String] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        log.append(state.isSelected ? "selected" : "plain")
    }
}

final class Tags: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var events: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        cell.configurationUpdateHandler = { cell, state in
            cell.contentView.alpha = state.isSelected ? 0.5 : 1
        }
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("show \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("hide \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.item != 0
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }
}

let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 300, height: 100)
layout.minimumLineSpacing = 0
let tags = Tags()
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
collectionView.dataSource = tags
collectionView.delegate = tags
collectionView.layoutIfNeeded()
print(tags.events)
tags.events = []
collectionView.contentOffset = CGPoint(x: 0, y: 100)
collectionView.layoutIfNeeded()
print(tags.events)

tags.events = []
collectionView.simulateTap(at: IndexPath(item: 1, section: 0))
collectionView.simulateTap(at: IndexPath(item: 3, section: 0))
print(tags.events, collectionView.indexPathsForSelectedItems ?? [])
let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! TagCell
print(cell.log, cell.isSelected, cell.contentView.alpha)
let first = collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as! TagCell
print(first.log, first.contentView.alpha)
// expect: ["show 0", "show 1", "show 2"]
// expect: ["hide 0", "show 3"]
// expect: ["select 1", "select 3"] [[0, 3]]
// expect: ["plain", "selected", "plain"] false 1.0
// expect: ["plain", "plain", "selected"] 0.5
