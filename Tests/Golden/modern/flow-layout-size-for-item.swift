// A flow layout's delegate sizes every item with collectionView(_:layout:sizeForItemAt:): items fill a line while they fit, a line is as tall as its tallest item, and only the items whose frames meet the screen get cells.
import UIKit

final class Tags: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let widths = [100, 100, 250, 80, 80, 80, 300, 50]
    var asked = 0
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        asked += 1
        return CGSize(width: widths[indexPath.item], height: indexPath.item == 2 ? 60 : 40)
    }
}

let layout = UICollectionViewFlowLayout()
layout.minimumInteritemSpacing = 10
layout.minimumLineSpacing = 10
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 130), collectionViewLayout: layout)
collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
let tags = Tags()
collectionView.dataSource = tags
collectionView.delegate = tags
collectionView.layoutIfNeeded()
for indexPath in collectionView.indexPathsForVisibleItems {
    let frame = collectionView.layoutAttributesForItem(at: indexPath)!.frame
    print(indexPath.item, frame.origin.x, frame.origin.y, frame.size.width, frame.size.height)
}
print("asked", tags.asked)
// expect: 0 0.0 0.0 100.0 40.0
// expect: 1 220.0 0.0 100.0 40.0
// expect: 2 35.0 50.0 250.0 60.0
// expect: 3 0.0 120.0 80.0 40.0
// expect: 4 120.0 120.0 80.0 40.0
// expect: 5 240.0 120.0 80.0 40.0
// expect: asked 8
