// 'as' only converts upwards: a dequeued UITableViewCell is not a PhotoCell until 'as!' checks it at run time.
import UIKit

final class PhotoCell: UITableViewCell {}

let tableView = UITableView()
tableView.register(PhotoCell.self, forCellReuseIdentifier: "PhotoCell")
let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: IndexPath(row: 0, section: 0)) as PhotoCell

// expect-error: 'UITableViewCell' is not convertible to 'PhotoCell'
// expect-note: did you mean to use 'as!' to force downcast?
