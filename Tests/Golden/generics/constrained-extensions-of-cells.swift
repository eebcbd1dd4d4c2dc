// Constrained extensions over cells: an Array of cells, and a protocol extension constrained by Self: UITableViewCell (the Reusable library's shape).
import UIKit

protocol Identified: AnyObject {
    static var identifier: String { get }
}

extension Identified where Self: UITableViewCell {
    static var identifier: String { String(describing: self) }
    static func register(in table: UITableView) {
        table.register(self, forCellReuseIdentifier: identifier)
    }
}

extension UITableView {
    func dequeue<T: UITableViewCell>(_ type: T.Type, for indexPath: IndexPath) -> T where T: Identified {
        guard let cell = dequeueReusableCell(withIdentifier: T.identifier, for: indexPath) as? T else {
            fatalError("no \(T.identifier)")
        }
        return cell
    }
}

final class SongCell: UITableViewCell, Identified {
    var title = ""
}

extension Array where Element: UITableViewCell {
    func highlightAll() { forEach { $0.isHighlighted = true } }
    var highlightedCount: Int { filter { $0.isHighlighted }.count }
}

extension Array where Element == SongCell {
    var titles: [String] { map { $0.title } }
}

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
SongCell.register(in: table)
print(SongCell.identifier)
var cells: [SongCell] = []
for row in 0..<3 {
    let cell = table.dequeue(SongCell.self, for: IndexPath(row: row, section: 0))
    cell.title = "song \(row)"
    cells.append(cell)
}
cells.highlightAll()
print(cells.highlightedCount, cells.titles)
let plain: [UITableViewCell] = cells
print(plain.highlightedCount)
// expect: SongCell
// expect: 3 ["song 0", "song 1", "song 2"]
// expect: 3
