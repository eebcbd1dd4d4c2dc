// Dynamic Type fonts come at the default content size, and setContentOffset(_:animated:) scrolls at once.
import UIKit

let title = UILabel()
title.font = .preferredFont(forTextStyle: .headline)
title.adjustsFontForContentSizeCategory = true
print(title.font.pointSize, UIFont.preferredFont(forTextStyle: .caption1).pointSize)
// expect: 17.0 12.0
print(UIFont.TextStyle.body.rawValue, UIFont.TextStyle.largeTitle == .title1)
// expect: UICTFontTextStyleBody false

final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

let rows = Rows()
let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
table.dataSource = rows
table.layoutIfNeeded()
table.setContentOffset(CGPoint(x: 0, y: 440), animated: true)
table.layoutIfNeeded()
print(table.contentOffset.y, table.indexPathsForVisibleRows?.first?.row ?? -1)
// expect: 440.0 10
