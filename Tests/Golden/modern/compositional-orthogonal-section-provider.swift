// A section provider: a row of cards that scrolls on its own above a two-column grid with a header; each section
// reuses its own cells as it scrolls.
import UIKit

final class CardCell: UICollectionViewCell {
    static var made = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        CardCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError() }
}
final class TileCell: UICollectionViewCell {
    static var made = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        TileCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError() }
}
final class TitleView: UICollectionReusableView {}

let titleKind = "title-kind"

final class Store: NSObject, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 40 : 100
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: indexPath.section == 0 ? "card" : "tile", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        print("header for section \(indexPath.section), kind \(kind)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }
}

let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
    let width = environment.container.effectiveContentSize.width
    if sectionIndex == 0 {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width * 0.4), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
        return section
    }
    let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitem: tile, count: 2)
    row.interItemSpacing = .fixed(8)
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 8
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: titleKind, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return section
}

let store = Store()
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
collectionView.register(TitleView.self, forSupplementaryViewOfKind: titleKind, withReuseIdentifier: "title")
collectionView.dataSource = store
collectionView.layoutIfNeeded()

func shown(_ section: Int) -> [Int] {
    collectionView.indexPathsForVisibleItems.filter { $0.section == section }.map { $0.item }
}
print("cards:", shown(0))
print("tiles:", shown(1).count, shown(1).first!, shown(1).last!)

// The row of cards scrolls sideways on its own: the grid below does not move.
collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .left, animated: false)
print("cards:", shown(0))
print("tiles:", shown(1).count, collectionView.contentOffset.y)
collectionView.scrollToItem(at: IndexPath(item: 39, section: 0), at: .right, animated: false)
print("cards:", shown(0), "made:", CardCell.made)

// Scrolling down the grid: the cards leave, tiles are reused.
for step in 1...20 {
    collectionView.contentOffset = CGPoint(x: 0, y: Double(step) * 100)
    collectionView.layoutIfNeeded()
}
print("tiles:", shown(1).count, shown(1).first!, shown(1).last!, "made:", TileCell.made)
// expect: header for section 1, kind title-kind
// expect: cards: [0, 1, 2]
// expect: tiles: 10 0 9
// expect: cards: [20, 21, 22]
// expect: tiles: 10 0.0
// expect: cards: [37, 38, 39] made: 3
// expect: tiles: 16 32 47 made: 18
