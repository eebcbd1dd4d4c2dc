// A header dequeued under the wrong class fails at the as! cast, not at the dequeue.
import UIKit

final class TitleHeader: UITableViewHeaderFooterView {}
class CountHeader: UITableViewHeaderFooterView {}

let tableView = UITableView()
tableView.register(TitleHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
print(header is TitleHeader)
// expect: true
let counted = header as! CountHeader
// expect-crash: Could not cast value of type
