// A collection view cell registered with a nib comes from the nib and carries the registered identifier.
import UIKit

final class PhotoTile: UICollectionViewCell {}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
collectionView.register(UINib(nibName: "PhotoTile", bundle: nil), forCellWithReuseIdentifier: "PhotoTile")
let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoTile", for: IndexPath(item: 0, section: 0))
print(type(of: cell), cell is PhotoTile)
// expect: PhotoTile true
print(cell.reuseIdentifier)
// expect: Optional("PhotoTile")
