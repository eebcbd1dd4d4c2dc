// A supplementary view of the wrong class under the identifier trips Reusable's fatalError.
import UIKit
import Reusable

final class BannerView: UICollectionReusableView, Reusable {}
final class OtherView: UICollectionReusableView {}

let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
collectionView.register(OtherView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "BannerView")
let banner: BannerView = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, for: IndexPath(item: 0, section: 0))
// expect-crash: Fatal error: Failed to dequeue a supplementary view with identifier BannerView matching type BannerView. Check that the reuseIdentifier is set properly in your XIB/Storyboard and that you registered the supplementary view beforehand
