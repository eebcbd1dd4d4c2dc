// A collection view cell nib with two top-level cells is rejected when the cell is dequeued.
import UIKit

final class TileCell: UICollectionViewCell {}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
collectionView.register(UINib(nibName: "TwoTiles", bundle: nil), forCellWithReuseIdentifier: "Tile")
print("registered")
// expect: registered
_ = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: IndexPath(item: 0, section: 0))
// expect-crash: invalid nib registered for identifier (Tile) - nib must contain exactly one top level object which must be a UICollectionReusableView instance
