// A section header view whose height is automaticDimension sizes itself in UIKit; ReuseLab lays it out at estimatedSectionHeaderHeight (28 points without an estimate), so the estimate decides which rows fit below it.
import UIKit

final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
    var answersAutomatic = false
    func numberOfSections(in tableView: UITableView) -> Int { 4 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    }
}

func visibleRows(estimate: CGFloat?) -> String {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .grouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    tableView.sectionHeaderHeight = UITableView.automaticDimension
    if let estimate { tableView.estimatedSectionHeaderHeight = estimate }
    let sections = Sections()
    tableView.dataSource = sections
    tableView.delegate = sections
    tableView.layoutIfNeeded()
    let rows = tableView.indexPathsForVisibleRows ?? []
    return rows.map { "\($0.section).\($0.row)" }.joined(separator: " ")
}

// Headers 50 tall: section 0 ends at 182, section 1's rows start at 232.
print(visibleRows(estimate: 50))
// expect: 0.0 0.1 0.2 1.0 1.1
// No estimate: ReuseLab's 28 points, so section 1's rows start at 188.
print(visibleRows(estimate: nil))
// expect: 0.0 0.1 0.2 1.0 1.1 1.2
