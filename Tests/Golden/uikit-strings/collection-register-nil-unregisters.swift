// Registering nil for a collection view identifier unregisters it.
import UIKit

final class PhotoTile: UICollectionViewCell {}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
collectionView.register(PhotoTile.self, forCellWithReuseIdentifier: "Photo")
let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
print(type(of: cell))
// expect: PhotoTile
collectionView.register(nil as AnyClass?, forCellWithReuseIdentifier: "Photo")
_ = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 1, section: 0))
// expect-crash: could not dequeue a view of kind: UICollectionElementKindCell with identifier Photo - must register a nib or a class for the identifier or connect a prototype cell in a storyboard
