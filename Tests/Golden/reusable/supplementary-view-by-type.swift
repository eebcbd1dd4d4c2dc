// Reusable registers and dequeues supplementary views by type, for any kind.
import UIKit
import Reusable

final class CodeHeaderView: UICollectionReusableView, Reusable {}
final class NibHeaderView: UICollectionReusableView, NibReusable {}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
collectionView.register(supplementaryViewType: CodeHeaderView.self, ofKind: UICollectionView.elementKindSectionHeader)
collectionView.register(supplementaryViewType: NibHeaderView.self, ofKind: UICollectionView.elementKindSectionFooter)
let header: CodeHeaderView = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, for: IndexPath(item: 0, section: 0))
let footer = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, for: IndexPath(item: 0, section: 0), viewType: NibHeaderView.self)
print(type(of: header), type(of: footer))
// expect: CodeHeaderView NibHeaderView
print(header.reuseIdentifier ?? "nil", footer.reuseIdentifier ?? "nil")
// expect: CodeHeaderView NibHeaderView
