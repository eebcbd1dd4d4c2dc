// A shown cell's frame is where the layout put it, in the scroll view's content: rows stack at the delegate's
// heights, and a flow layout spreads a row of items across the width.
import UIKit

final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 1 ? 100 : 60
    }
}

final class Tiles: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
let rows = Rows()
table.dataSource = rows
table.delegate = rows
table.layoutIfNeeded()
for cell in table.visibleCells {
    print(cell.frame)
}

let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 100, height: 100)
let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
let tiles = Tiles()
grid.dataSource = tiles
grid.layoutIfNeeded()
print(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame ?? .zero)
print(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.origin ?? .zero)
// expect: (0.0, 0.0, 375.0, 60.0)
// expect: (0.0, 60.0, 375.0, 100.0)
// expect: (0.0, 160.0, 375.0, 60.0)
// expect: (220.0, 0.0, 100.0, 100.0)
// expect: (0.0, 110.0)
