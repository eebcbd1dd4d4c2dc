// Reusable's collection dequeue stops with a descriptive fatalError when the class under the identifier is not T.
import UIKit
import Reusable

final class PhotoCell: UICollectionViewCell, Reusable {}
final class VideoCell: UICollectionViewCell, Reusable {}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
collectionView.register(VideoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
let video = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: IndexPath(item: 0, section: 0))
print(type(of: video))
// expect: VideoCell
let photo = collectionView.dequeueReusableCell(for: IndexPath(item: 1, section: 0), cellType: PhotoCell.self)
// expect-crash: Fatal error: Failed to dequeue a cell with identifier PhotoCell matching type PhotoCell. Check that the reuseIdentifier is set properly in your XIB/Storyboard and that you registered the cell beforehand
