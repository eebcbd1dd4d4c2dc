// A collection view register call needs the metatype value ".self", not the bare type name.
import UIKit

final class GridCell: UICollectionViewCell {}

let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
collectionView.register(GridCell, forCellWithReuseIdentifier: "GridCell")
// expect-error: expected member name or initializer call after type name
print("never printed")
