// A collection view's section updates move the headers with their sections; deleting a section that is not there is UIKit's exception, raised before the data source is believed.
import UIKit

final class Header: UICollectionReusableView {}

final class Shelves: NSObject, UICollectionViewDataSource {
    var shelves = [3, 2, 4]
    func numberOfSections(in collectionView: UICollectionView) -> Int { shelves.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { shelves[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        print("header for section \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 100)
layout.headerReferenceSize = CGSize(width: 320, height: 30)
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
collectionView.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
let shelves = Shelves()
collectionView.dataSource = shelves
collectionView.layoutIfNeeded()
let firstHeader = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))

shelves.shelves.insert(1, at: 0)
collectionView.insertSections(IndexSet(integer: 0))
print(collectionView.numberOfSections)
print(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) === firstHeader)

shelves.shelves.removeLast()
collectionView.deleteSections(IndexSet(integer: 4))
print("not reached")
// expect: header for section 0
// expect: header for section 1
// expect: header for section 2
// expect: header for section 0
// expect: 4
// expect: true
// expect-crash: reason: 'attempt to delete section 4, but there are only 4 sections before the update'
