// The table's delegate hears willDisplay and didEndDisplaying as rows scroll in and out (a cell ends displaying as it goes to its queue); selectRow in code does not call didSelectRowAt, a tap (ReuseLab's simulateTap) does.
import UIKit

final class Screen: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 100
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        return tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        print("willDisplay row \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        print("didEndDisplaying row \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("didSelectRowAt \(indexPath)")
    }
}

let screen = Screen()
let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
tableView.dataSource = screen
tableView.delegate = screen
tableView.layoutIfNeeded()
tableView.contentOffset = CGPoint(x: 0, y: 44)
tableView.layoutIfNeeded()

tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
print(tableView.indexPathForSelectedRow ?? IndexPath(row: -1, section: 0), tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected ?? false)
tableView.simulateTap(at: IndexPath(row: 2, section: 0))
print(tableView.indexPathsForSelectedRows ?? [])
tableView.allowsMultipleSelection = true
tableView.simulateTap(at: IndexPath(row: 1, section: 0))
print(tableView.indexPathsForSelectedRows ?? [])
tableView.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
print(tableView.indexPathsForSelectedRows ?? [])
// expect: willDisplay row 0
// expect: willDisplay row 1
// expect: didEndDisplaying row 0
// expect: willDisplay row 2
// expect: [0, 1] true
// expect: didSelectRowAt [0, 2]
// expect: [[0, 2]]
// expect: didSelectRowAt [0, 1]
// expect: [[0, 2], [0, 1]]
// expect: [[0, 1]]
