// A storyboard collection view's prototype cell is registered under its identifier: dequeuing it loads its content view and outlets.
import UIKit

final class PhotoCell: UICollectionViewCell {
    @IBOutlet weak var caption: UILabel?
}

final class GalleryScreen: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return 2
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
        cell.caption?.text = "Photo \(indexPath.item)"
        return cell
    }
}

let gallery = UIStoryboard(name: "Gallery", bundle: nil).instantiateInitialViewController() as! GalleryScreen
let grid = gallery.collectionView!
grid.layoutIfNeeded()
let cell = grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell
print(cell?.caption?.text ?? "nil", cell?.caption?.superview === cell?.contentView, cell?.reuseIdentifier ?? "nil")
// expect: Photo 1 true Photo
