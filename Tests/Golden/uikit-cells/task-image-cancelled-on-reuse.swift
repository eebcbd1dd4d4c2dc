// A cell that starts a Task in configure to load its thumbnail: the task sleeps like a download, so the cell is reused for another row before the picture lands. Without cancelling, the old row's picture lands in the reused cell; cancelling the task in prepareForReuse keeps it out, and the cancelled tasks go on (and print) only once the script's code suspends, as on the main actor.
import UIKit

final class ThumbnailCell: UITableViewCell {
    static var cancelsOnReuse = false
    var picture: String?
    private var loading: Task<Void, Never>?

    func configure(row: Int) {
        textLabel?.text = "row \(row)"
        loading = Task { [weak self] in
            // Earlier rows load more slowly: row 0 takes 500 ms, row 10 takes 400 ms.
            do {
                try await Task.sleep(for: .milliseconds(500 - 10 * row))
            } catch {
                print("row \(row): download cancelled")
                return
            }
            self?.picture = "picture \(row)"
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        picture = nil
        if ThumbnailCell.cancelsOnReuse { loading?.cancel() }
    }
}

final class Thumbnails: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Thumb", for: indexPath) as! ThumbnailCell
        cell.configure(row: indexPath.row)
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
try await Task.sleep(for: .seconds(1))
print(table.visibleCells.map { ($0 as! ThumbnailCell).picture ?? "-" })

ThumbnailCell.cancelsOnReuse = true
table.contentOffset = CGPoint(x: 0, y: 0)
table.layoutIfNeeded()
table.contentOffset = CGPoint(x: 0, y: 880)
table.layoutIfNeeded()
print(table.visibleCells.map { $0.textLabel?.text ?? "-" })
try await Task.sleep(for: .seconds(1))
print(table.visibleCells.map { ($0 as! ThumbnailCell).picture ?? "-" })
// expect: ["row 10", "row 11"]
// expect: ["picture 0", "picture 1"]
// expect: ["row 20", "row 21"]
// expect: row 0: download cancelled
// expect: row 1: download cancelled
// expect: ["picture 20", "picture 21"]
