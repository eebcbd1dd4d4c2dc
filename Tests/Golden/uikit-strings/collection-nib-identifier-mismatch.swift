// A collection view checks the nib's identifier against the registered one when it dequeues, not when it registers.
import UIKit

final class TileCell: UICollectionViewCell {}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
// MislabeledTile.xib sets the cell's Identifier field to "Other".
collectionView.register(UINib(nibName: "MislabeledTile", bundle: nil), forCellWithReuseIdentifier: "Tile")
print("registered")
// expect: registered
_ = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: IndexPath(item: 0, section: 0))
// expect-crash: reuse identifier in nib (Other) does not match the identifier used to register the nib (Tile)
