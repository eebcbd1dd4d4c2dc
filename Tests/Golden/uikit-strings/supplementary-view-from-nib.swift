// A supplementary view registered with a nib is loaded from that nib on the first dequeue.
import UIKit

final class SectionTitleView: UICollectionReusableView {}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
let nib = UINib(nibName: "SectionTitleView", bundle: nil)
collectionView.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "SectionTitleView")
let view = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "SectionTitleView", for: IndexPath(item: 0, section: 0))
print(type(of: view), view.reuseIdentifier ?? "nil")
// expect: SectionTitleView SectionTitleView
