// A flow layout's sectionInset keeps space clear around each section's items: fewer fit on a line and in view.
import UIKit

final class Tile: UICollectionViewCell {}

final class Tiles: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

// 100-point squares, no spacing, in a 300 x 150 view: three to a line.
func makeCollectionView(inset: UIEdgeInsets, footerHeight: CGFloat) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.sectionInset = inset
    layout.footerReferenceSize = CGSize(width: 300, height: footerHeight)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 150), collectionViewLayout: layout)
    view.register(Tile.self, forCellWithReuseIdentifier: "Tile")
    return view
}

print(UICollectionViewFlowLayout().sectionInset)
// expect: UIEdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
print(UIEdgeInsets.zero == UIEdgeInsets(), UIEdgeInsets(top: 40, left: 0, bottom: 10, right: 0) == .zero)
// expect: true false

let tiles = Tiles()
let plain = makeCollectionView(inset: .zero, footerHeight: 0)
plain.dataSource = tiles
plain.layoutIfNeeded()
// Two lines of three, both lines reach into the 150-point-high view.
print(plain.indexPathsForVisibleItems.count, plain.contentSize)
// expect: 6 (300.0, 200.0)

let inset = makeCollectionView(inset: UIEdgeInsets(top: 60, left: 0, bottom: 10, right: 0), footerHeight: 30)
inset.dataSource = tiles
inset.layoutIfNeeded()
// The top inset pushes the second line (y 160...260) below the view; the bottom inset and footer add to the height.
print(inset.indexPathsForVisibleItems.count, inset.contentSize)
// expect: 3 (300.0, 300.0)

let narrow = makeCollectionView(inset: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 50), footerHeight: 0)
narrow.dataSource = tiles
narrow.layoutIfNeeded()
// 200 points between the side insets: two to a line, three lines.
print(narrow.indexPathsForVisibleItems.count, narrow.contentSize)
// expect: 4 (300.0, 300.0)
