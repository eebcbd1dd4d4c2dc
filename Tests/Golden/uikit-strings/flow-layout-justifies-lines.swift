// A flow layout spreads each line's leftover width between its items, keeps a short last line in the columns above, centers an item alone on its line, and reads its properties again at every layout pass.
import UIKit

final class Tile: UICollectionViewCell {}

final class Tiles: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

func x(_ view: UICollectionView, _ item: Int) -> CGFloat {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame.origin.x
}

// 80-point items in a 300-point-wide view with 10-point insets: three fit on a line (minimum spacing 10),
// and the 40 points left over make two gaps of 30 (not 10): the last item touches the right inset.
let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 80, height: 50)
layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
view.register(Tile.self, forCellWithReuseIdentifier: "Tile")
let tiles = Tiles()
view.dataSource = tiles
print(x(view, 0), x(view, 1), x(view, 2))
// expect: 10.0 110.0 210.0
// Item 39 is alone on the last line, under column 0.
print(x(view, 39))
// expect: 10.0
print(view.layoutAttributesForItem(at: IndexPath(item: 40, section: 0)) == nil)
// expect: true
view.layoutIfNeeded()
print(view.indexPathsForVisibleItems.count)
// expect: 12

// Changed after the collection view exists, through the layout object or the view's collectionViewLayout:
// the next layout pass uses the new values.
layout.itemSize = CGSize(width: 200, height: 100)
(view.collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing = 0
view.layoutIfNeeded()
print(view.indexPathsForVisibleItems.count)
// expect: 2
// Only one 200-point item fits the 280-point line: it is centered, 40 points in from each inset.
print(x(view, 1))
// expect: 50.0
print((view.collectionViewLayout as! UICollectionViewFlowLayout).itemSize)
// expect: (200.0, 100.0)
