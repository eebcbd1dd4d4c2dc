/// The scrolling benchmark's program, in the Swift that a learner would write: a table whose data source
/// is a Swift class, ten 44-point rows on screen, scrolled from top to bottom one row at a time.
enum ScrollScript {
    static let rowHeight = 44
    static let visibleRows = 10

    /// With `roundTrip`, the table is scrolled back up to the top the same way, and the first visible
    /// row is printed after the last one.
    static func source(rows: Int, roundTrip: Bool = false) -> String {
        """
        import UIKit

        final class RowCell: UITableViewCell {}

        final class RowsDataSource: NSObject, UITableViewDataSource {
            let rows: Int
            init(rows: Int) { self.rows = rows }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return rows
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                cell.textLabel?.text = "Row \\(indexPath.row)"
                return cell
            }
        }

        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: \(rowHeight * visibleRows)), style: .plain)
        tableView.rowHeight = \(rowHeight)
        tableView.register(RowCell.self, forCellReuseIdentifier: "Row")
        let dataSource = RowsDataSource(rows: \(rows))
        tableView.dataSource = dataSource
        tableView.reloadData()
        tableView.layoutIfNeeded()
        for row in 0...(\(rows) - \(visibleRows)) {
            tableView.contentOffset = CGPoint(x: 0, y: CGFloat(row) * tableView.rowHeight)
            tableView.layoutIfNeeded()
        }
        print(tableView.indexPathsForVisibleRows!.last!.row)
        """
            + (roundTrip
                ? """

                for row in stride(from: \(rows) - \(visibleRows), through: 0, by: -1) {
                    tableView.contentOffset = CGPoint(x: 0, y: CGFloat(row) * tableView.rowHeight)
                    tableView.layoutIfNeeded()
                }
                print(tableView.indexPathsForVisibleRows!.first!.row)
                """ : "")
    }
}
