// A compositional grid follows its sizes: items a third of the width show three per row, so a screen holds more
// cells than a list does and scrolling creates only a screenful plus a row. Nested groups place items as UIKit does.
import UIKit

final class PhotoCell: UICollectionViewCell {
    static var made = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        PhotoCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class Photos: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 300 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

func gridLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3.0)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

let photos = Photos()
let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: gridLayout())
grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
grid.dataSource = photos
grid.layoutIfNeeded()
print("grid shows", grid.indexPathsForVisibleItems.count, "cells")
print(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame)
let bottom = grid.contentSize.height - 844
var offset = 0.0
while offset < bottom {
    offset += 60
    if offset > bottom { offset = bottom }
    grid.contentOffset = CGPoint(x: 0, y: offset)
    grid.layoutIfNeeded()
}
print("scrolled to", grid.indexPathsForVisibleItems.last!, "made", PhotoCell.made, "content", grid.contentSize.height)

// Apple's nested-group shape: a large item beside a column of two small ones, the group repeated down the section;
// only the items that overlap the screen are shown (the last column's lower item is below it).
let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
let column = NSCollectionLayoutGroup.vertical(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
    subitem: small, count: 2)
let nested = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
    subitems: [large, column])
let section = NSCollectionLayoutSection(group: nested)
section.interGroupSpacing = 10
let mosaic = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 500), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
mosaic.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
mosaic.dataSource = photos
mosaic.layoutIfNeeded()
for item in [0, 1, 2, 3] {
    print(item, mosaic.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame)
}
print("mosaic shows", mosaic.indexPathsForVisibleItems.count, "cells")
// expect: grid shows 21 cells
// expect: (132.0, 132.0, 126.0, 126.0)
// expect: scrolled to [0, 299] made 24 content 13000.0
// expect: 0 (0.0, 0.0, 280.0, 200.0)
// expect: 1 (280.0, 0.0, 120.0, 100.0)
// expect: 2 (280.0, 100.0, 120.0, 100.0)
// expect: 3 (0.0, 210.0, 280.0, 200.0)
// expect: mosaic shows 8 cells
