// Work handed to DispatchQueue runs when the run loop turns (here: after the script's code has run), so a slow image for row 0 arrives after its cell was reused for row 10 and shows there; checking which row the cell shows now keeps the late image out.
import UIKit

final class ThumbnailCell: UITableViewCell {
    var showsRow: Int?
    var picture: String?
    override func prepareForReuse() {
        super.prepareForReuse()
        picture = nil
    }
}

final class Thumbnails: NSObject, UITableViewDataSource {
    var checksTheRow = false
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Thumb", for: indexPath) as! ThumbnailCell
        let row = indexPath.row
        cell.showsRow = row
        cell.textLabel?.text = "row \(row)"
        let checksTheRow = checksTheRow
        DispatchQueue.global().async {
            let image = "picture \(row)"
            // Earlier rows load more slowly: row 0 takes 500 ms, row 10 takes 400 ms.
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500 - 10 * row)) { [weak cell] in
                guard let cell else { return }
                if checksTheRow && cell.showsRow != row { return }
                cell.picture = image
            }
        }
        return cell
    }
}

let thumbnails = Thumbnails()
let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
table.register(ThumbnailCell.self, forCellReuseIdentifier: "Thumb")
table.dataSource = thumbnails
table.layoutIfNeeded()
table.contentOffset = CGPoint(x: 0, y: 440)
table.layoutIfNeeded()
print(table.visibleCells.map { $0.textLabel?.text ?? "-" })
print(table.visibleCells.map { ($0 as! ThumbnailCell).picture ?? "no picture yet" })
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print(table.visibleCells.map { ($0 as! ThumbnailCell).picture ?? "-" })
    thumbnails.checksTheRow = true
    table.reloadData()
    table.layoutIfNeeded()
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        print(table.visibleCells.map { ($0 as! ThumbnailCell).picture ?? "-" })
    }
}
// expect: ["row 10", "row 11"]
// expect: ["no picture yet", "no picture yet"]
// expect: ["picture 0", "picture 1"]
// expect: ["picture 10", "picture 11"]
