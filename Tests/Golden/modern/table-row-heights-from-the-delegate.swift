// Row heights decide how many cells a table shows, and so how many it creates: 88-point rows fill a screen with
// half the cells 44-point rows need; heightForRowAt and section header heights from the delegate count too.
import UIKit

final class CountingCell: UITableViewCell {
    static var made = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row % 2 == 0 ? 100 : 50
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
}

func table(rowHeight: CGFloat) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 880), style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = rowHeight
    return table
}

let rows = Rows()
let short = table(rowHeight: 44)
short.dataSource = rows
short.layoutIfNeeded()
print("44-point rows:", short.visibleCells.count)
let tall = table(rowHeight: 88)
tall.dataSource = rows
tall.layoutIfNeeded()
print("88-point rows:", tall.visibleCells.count)

let estimated = table(rowHeight: UITableView.automaticDimension)
estimated.estimatedRowHeight = 110
estimated.dataSource = rows
estimated.layoutIfNeeded()
print("estimated 110:", estimated.visibleCells.count)

CountingCell.made = 0
let mixed = table(rowHeight: 44)
mixed.dataSource = rows
mixed.delegate = rows
mixed.layoutIfNeeded()
print("heightForRowAt:", mixed.visibleCells.count, "content", mixed.contentSize.height)
mixed.contentOffset = CGPoint(x: 0, y: 3780)
mixed.layoutIfNeeded()
let shown = mixed.indexPathsForVisibleRows ?? []
print(shown.first!, shown.last!, "made", CountingCell.made)
// expect: 44-point rows: 20
// expect: 88-point rows: 10
// expect: estimated 110: 8
// expect: heightForRowAt: 11 content 7560.0
// expect: [1, 0] [1, 10] made 11
