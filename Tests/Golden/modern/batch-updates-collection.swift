// performBatchUpdates on a collection view checks the data source's new item count against the inserts and deletes it was told about, in UIKit's words.
import UIKit

final class Numbers: NSObject, UICollectionViewDataSource {
    var count = 4
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Number", for: indexPath)
    }
}

let numbers = Numbers()
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Number")
collectionView.dataSource = numbers
collectionView.layoutIfNeeded()
let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))

collectionView.performBatchUpdates({
    numbers.count = 5
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
}, completion: nil)
print(collectionView.visibleCells.count, collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === first)

collectionView.performBatchUpdates({
    numbers.count = 3
    collectionView.deleteItems(at: [IndexPath(item: 4, section: 0)])
}, completion: nil)
print("not reached")
// expect: 5 true
// expect-crash: reason: 'Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'
