// A flow layout's delegate decides each section's inset, spacings and header and footer heights; the layout's own properties fill in what it leaves out, and headers are dequeued as their sections scroll in and reused when they scroll out.
import UIKit

final class ShelfHeader: UICollectionReusableView {
    static var made = 0
    override init(frame: CGRect) {
        ShelfHeader.made += 1
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError() }
}
final class ShelfFooter: UICollectionReusableView {}

final class Shelves: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var headers: [UICollectionReusableView] = []
    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: isHeader ? "Header" : "Footer", for: indexPath)
        print(isHeader ? "header" : "footer", "for section", indexPath.section)
        if isHeader { headers.append(view) }
        return view
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        section == 1 ? UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30) : .zero
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        section == 2 ? 40 : 10
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 0, height: section == 0 ? 0 : 30)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        CGSize(width: 0, height: section == 2 ? 20 : 0)
    }
}

let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 50)
layout.minimumLineSpacing = 5
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Book")
collectionView.register(ShelfHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
collectionView.register(ShelfFooter.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Footer")
let shelves = Shelves()
collectionView.dataSource = shelves
collectionView.delegate = shelves

func printVisibleItems() {
    for indexPath in collectionView.indexPathsForVisibleItems {
        let frame = collectionView.layoutAttributesForItem(at: indexPath)!.frame
        print(indexPath.section, indexPath.item, frame.origin.x, frame.origin.y)
    }
}

collectionView.layoutIfNeeded()
// expect: header for section 1
printVisibleItems()
// expect: 0 0 0.0 0.0
// expect: 0 1 110.0 0.0
// expect: 0 2 220.0 0.0
// expect: 0 3 0.0 55.0
// expect: 0 4 110.0 55.0
// expect: 0 5 220.0 55.0
// expect: 1 0 30.0 155.0
// expect: 1 1 190.0 155.0

collectionView.contentOffset = CGPoint(x: 0, y: 330)
collectionView.layoutIfNeeded()
// expect: header for section 2
// expect: footer for section 2
printVisibleItems()
// expect: 2 0 0.0 365.0
// expect: 2 1 220.0 365.0
// expect: 2 2 0.0 420.0
// expect: 2 3 220.0 420.0
// expect: 2 4 0.0 475.0
// expect: 2 5 220.0 475.0
print("headers made:", ShelfHeader.made, "reused:", shelves.headers[0] === shelves.headers[1])
// expect: headers made: 1 reused: true
