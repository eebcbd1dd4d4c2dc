// A cell does not know its row; the table does. A cell that reports a tap hands itself back, and the data source
// asks the table where that cell is now: scrolled away, the same cell comes back from the pool in another row,
// and a cell that is not on screen is in none.
import UIKit

final class LikeCell: UITableViewCell {
    var onLike: ((LikeCell) -> Void)?
    func tapLike() { onLike?(self) }
}

final class Feed: NSObject, UITableViewDataSource {
    var likes = Array(repeating: 0, count: 40)
    weak var table: UITableView?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { likes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Like", for: indexPath) as! LikeCell
        cell.onLike = { [weak self] tapped in self?.like(tapped) }
        return cell
    }
    func like(_ cell: LikeCell) {
        guard let indexPath = table?.indexPath(for: cell) else {
            print("that cell is not on screen")
            return
        }
        likes[indexPath.row] += 1
        print("row \(indexPath.row) has \(likes[indexPath.row]) like(s)")
    }
}

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
table.register(LikeCell.self, forCellReuseIdentifier: "Like")
let feed = Feed()
feed.table = table
table.dataSource = feed
table.layoutIfNeeded()

let third = table.cellForRow(at: IndexPath(row: 2, section: 0)) as! LikeCell
third.tapLike()
third.tapLike()
print(table.indexPath(for: third)!)

table.contentOffset = CGPoint(x: 0, y: 44 * 20)
table.layoutIfNeeded()
print(table.indexPath(for: third).map { "\($0.row)" } ?? "none")
third.tapLike()
print(table.indexPath(for: UITableViewCell()) == nil)
// expect: row 2 has 1 like(s)
// expect: row 2 has 2 like(s)
// expect: [0, 2]
// expect: 22
// expect: row 22 has 1 like(s)
// expect: true
