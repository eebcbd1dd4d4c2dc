// A UICollectionViewController's view is its collection view, with the controller as data source; a collection cell holds its subviews in its content view.
import UIKit

final class TagCell: UICollectionViewCell {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TagGrid: UICollectionViewController {
    let tags = ["swift", "uikit", "reuse"]
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView?.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return tags.count
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! TagCell
        cell.title.text = tags[indexPath.item]
        return cell
    }
}

let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 40)
let grid = TagGrid(collectionViewLayout: layout)
print(grid.collectionView === grid.view, grid.collectionViewLayout === layout)
// expect: true true
grid.collectionView!.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
grid.collectionView!.layoutIfNeeded()
let cells = grid.collectionView!.visibleCells.map { $0 as! TagCell }
print(cells.map { $0.title.text ?? "" }.sorted(by: <))
// expect: ["reuse", "swift", "uikit"]
print(cells[0].title.superview === cells[0].contentView, cells[0].contentView.superview === cells[0], cells[0].isSelected)
// expect: true true false
