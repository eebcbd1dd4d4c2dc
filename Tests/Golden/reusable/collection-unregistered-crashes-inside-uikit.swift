// An unregistered type crashes inside UIKit, before Reusable's own fatalError can run.
import UIKit
import Reusable

final class PhotoCell: UICollectionViewCell, Reusable {}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
let photo: PhotoCell = collectionView.dequeueReusableCell(for: IndexPath(item: 0, section: 0))
// expect-crash: could not dequeue a view of kind: UICollectionElementKindCell with identifier PhotoCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard
