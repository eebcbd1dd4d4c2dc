// A compositional layout whose configuration scrolls horizontally lays its sections side by side (interSectionSpacing apart) and its groups across each section; fractional sizes follow the collection view's size, and the prefetching data source is told about the items about to come in from the right.
import UIKit

final class ShelfCell: UICollectionViewCell {}

final class Library: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Shelf", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        print("prefetch", indexPaths.map { "\($0.section).\($0.item)" })
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        print("cancel", indexPaths.map { "\($0.section).\($0.item)" })
    }
}

let book = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3)))
let column = NSCollectionLayoutGroup.vertical(
    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)), subitems: [book])
let section = NSCollectionLayoutSection(group: column)
let configuration = UICollectionViewCompositionalLayoutConfiguration()
configuration.scrollDirection = .horizontal
configuration.interSectionSpacing = 20
let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)

let library = Library()
let shelves = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
shelves.register(ShelfCell.self, forCellWithReuseIdentifier: "Shelf")
shelves.dataSource = library
shelves.prefetchDataSource = library
shelves.layoutIfNeeded()
print(shelves.indexPathsForVisibleItems.count, shelves.contentSize)
for indexPath in [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 1)] {
    print(indexPath, shelves.layoutAttributesForItem(at: indexPath)!.frame)
}

shelves.contentOffset = CGPoint(x: 500, y: 0)
shelves.layoutIfNeeded()
print(shelves.indexPathsForVisibleItems.map { "\($0.section).\($0.item)" })
print(layout.configuration.scrollDirection == .horizontal, layout.configuration.interSectionSpacing)
// expect: prefetch ["0.9", "0.10", "0.11", "1.0", "1.1", "1.2", "1.3", "1.4", "1.5"]
// expect: 9 (1220.0, 300.0)
// expect: [0, 0] (0.0, 0.0, 150.0, 100.0)
// expect: [0, 2] (0.0, 200.0, 150.0, 100.0)
// expect: [0, 3] (150.0, 0.0, 150.0, 100.0)
// expect: [1, 0] (620.0, 0.0, 150.0, 100.0)
// expect: prefetch ["1.6", "1.7", "1.8", "1.9", "1.10", "1.11"]
// expect: ["0.9", "0.10", "0.11", "1.0", "1.1", "1.2", "1.3", "1.4", "1.5"]
// expect: true 20.0
