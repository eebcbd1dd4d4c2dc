// A prefetching data source is told about the rows one screen ahead of the visible ones, in the direction of the scroll, and told to cancel those it no longer needs; the distance is ReuseLab's choice (UIKit does not document it).
import UIKit

final class Photos: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        print("prefetch", indexPaths.map(\.row))
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        print("cancel", indexPaths.map(\.row))
    }
}

let photos = Photos()
let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 176), style: .plain)
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Photo")
tableView.dataSource = photos
tableView.prefetchDataSource = photos
tableView.layoutIfNeeded()
print(tableView.indexPathsForVisibleRows?.map(\.row) ?? [])
tableView.contentOffset = CGPoint(x: 0, y: 88)
tableView.layoutIfNeeded()
tableView.contentOffset = CGPoint(x: 0, y: 44)
tableView.layoutIfNeeded()
print(tableView.prefetchDataSource === photos)
// expect: prefetch [4, 5, 6, 7]
// expect: [0, 1, 2, 3]
// expect: prefetch [8, 9]
// expect: cancel [6, 7, 8, 9]
// expect: prefetch [0]
// expect: true
