// Registering a view for headers does not register it for footers: the kind is part of the key.
import UIKit

final class SectionTitle: UICollectionReusableView {}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
collectionView.register(SectionTitle.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "SectionTitle")
let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "SectionTitle", for: IndexPath(item: 0, section: 0))
print(type(of: header))
// expect: SectionTitle
let footer = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "SectionTitle", for: IndexPath(item: 0, section: 0))
// expect-crash: could not dequeue a view of kind: UICollectionElementKindSectionFooter with identifier SectionTitle - must register a nib or a class for the identifier or connect a prototype cell in a storyboard
