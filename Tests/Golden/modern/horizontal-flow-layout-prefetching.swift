// A flow layout with `scrollDirection = .horizontal` fills each column from the top down and scrolls across: cells are created for the columns on screen, reused as columns leave on the left, and the prefetching data source is told about the columns about to appear (one screen ahead, ReuseLab's choice), then to cancel them when the scroll turns back.
import UIKit

final class CoverCell: UICollectionViewCell {}

final class Covers: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cover", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        print("prefetch", indexPaths.map(\.item))
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        print("cancel", indexPaths.map(\.item))
    }
}

let layout = UICollectionViewFlowLayout()
layout.scrollDirection = .horizontal
layout.itemSize = CGSize(width: 100, height: 80)
layout.minimumLineSpacing = 10
layout.minimumInteritemSpacing = 10
let covers = Covers()
let shelf = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
shelf.register(CoverCell.self, forCellWithReuseIdentifier: "Cover")
shelf.dataSource = covers
shelf.prefetchDataSource = covers
shelf.layoutIfNeeded()
print(shelf.indexPathsForVisibleItems.map(\.item), shelf.contentSize)
for item in [0, 1, 2, 7] {
    print(item, shelf.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame)
}

shelf.contentOffset = CGPoint(x: 220, y: 0)
shelf.layoutIfNeeded()
print(shelf.indexPathsForVisibleItems.map(\.item))
shelf.contentOffset = CGPoint(x: 110, y: 0)
shelf.layoutIfNeeded()
print(shelf.indexPathsForVisibleItems.map(\.item))

shelf.scrollToItem(at: IndexPath(item: 39, section: 0), at: .right, animated: false)
print(shelf.contentOffset, shelf.indexPathsForVisibleItems.map(\.item))
print(layout.scrollDirection == .horizontal)
// expect: prefetch [8, 9, 10, 11, 12, 13, 14, 15]
// expect: [0, 1, 2, 3, 4, 5, 6, 7] (2190.0, 200.0)
// expect: 0 (0.0, 0.0, 100.0, 80.0)
// expect: 1 (0.0, 120.0, 100.0, 80.0)
// expect: 2 (110.0, 0.0, 100.0, 80.0)
// expect: 7 (330.0, 120.0, 100.0, 80.0)
// expect: prefetch [16, 17, 18, 19]
// expect: [4, 5, 6, 7, 8, 9, 10, 11]
// expect: cancel [12, 13, 14, 15, 16, 17, 18, 19]
// expect: prefetch [1, 0]
// expect: [2, 3, 4, 5, 6, 7, 8, 9]
// expect: cancel [0, 1]
// expect: (1800.0, 0.0) [32, 33, 34, 35, 36, 37, 38, 39]
// expect: true
