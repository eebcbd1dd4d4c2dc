// A list layout comes from UICollectionViewCompositionalLayout: its section is a list section, and the cells are laid out in full-width rows.
import UIKit

final class RowCell: UICollectionViewListCell {}

final class Rows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! RowCell
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.item)"
        cell.contentConfiguration = content
        return cell
    }
}

var list = UICollectionLayoutListConfiguration(appearance: .plain)
list.showsSeparators = false
let layout: UICollectionViewLayout = UICollectionViewCompositionalLayout.list(using: list)
let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
let rows = Rows()
collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
collectionView.dataSource = rows
collectionView.layoutIfNeeded()
print(collectionView.collectionViewLayout is UICollectionViewCompositionalLayout)
// expect: true
for cell in collectionView.visibleCells.sorted(by: { $0.frame.minY < $1.frame.minY }) {
    let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
    print(text, cell.frame.width)
}
// expect: Row 0 320.0
// expect: Row 1 320.0
// expect: Row 2 320.0
