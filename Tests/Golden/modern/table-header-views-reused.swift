// Section header views come from the delegate's viewForHeaderInSection, dequeued from their own queue and
// parked there again when their section scrolls away, as cells are.
import UIKit

final class TitleHeader: UITableViewHeaderFooterView {}

final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 20 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        header?.textLabel?.text = "Section \(section)"
        print("header for section \(section)")
        return header
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
}

let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .grouped)
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
tableView.register(TitleHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
let sections = Sections()
tableView.dataSource = sections
tableView.delegate = sections
tableView.layoutIfNeeded()
print(tableView.headerView(forSection: 0)?.textLabel?.text ?? "none")
print(tableView.headerView(forSection: 2) == nil)
let first = tableView.headerView(forSection: 0)
tableView.contentOffset = CGPoint(x: 0, y: 400)
tableView.layoutIfNeeded()
print(tableView.headerView(forSection: 0) == nil)
print(tableView.headerView(forSection: 3) === first)
print(tableView.headerView(forSection: 3)?.textLabel?.text ?? "none")
// expect: header for section 0
// expect: header for section 1
// expect: Section 0
// expect: true
// expect: header for section 3
// expect: header for section 4
// expect: true
// expect: true
// expect: Section 3
