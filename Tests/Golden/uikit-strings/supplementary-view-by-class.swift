// Supplementary views are registered per kind; the kind constants are plain strings.
import UIKit

final class SectionTitle: UICollectionReusableView {}
final class SectionFooter: UICollectionReusableView {}

print(UICollectionView.elementKindSectionHeader)
// expect: UICollectionElementKindSectionHeader
print(UICollectionView.elementKindSectionFooter)
// expect: UICollectionElementKindSectionFooter

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
collectionView.register(SectionTitle.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Title")
collectionView.register(SectionFooter.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Title")
let header = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Title", for: IndexPath(item: 0, section: 0))
let footer = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Title", for: IndexPath(item: 0, section: 0))
print(type(of: header), type(of: footer))
// expect: SectionTitle SectionFooter
print(header.reuseIdentifier)
// expect: Optional("Title")
