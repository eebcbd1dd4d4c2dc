// The afternoon's opening demo: `reuselab demo Workshops/example/demo.swift --present`, then `:timeline`
// after the last entry. Each block between `// ---` lines is one entry.
import UIKit

// A photo feed: 30 rows of 44 points in a window 220 points high, so five rows fit.
final class PhotoCell: UITableViewCell {}

final class Feed: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
        cell.textLabel?.text = "Photo \(indexPath.row)"
        return cell
    }
}
// ---
// Register, connect, lay out: five cells are made for the five rows on screen.
let feed = Feed()
let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 220), style: .plain)
tableView.register(PhotoCell.self, forCellReuseIdentifier: "Photo")
tableView.dataSource = feed
tableView.layoutIfNeeded()
// ---
// Scroll all the way down, one row at a time: 25 more rows, and not one more cell.
for row in 1...25 {
    tableView.contentOffset = CGPoint(x: 0, y: CGFloat(row * 44))
    tableView.layoutIfNeeded()
}
print("\(tableView.visibleCells.count) cells on screen, 30 rows shown")
