// Labels that fit no overload: swiftc blames the overload its recovery scores best, here the extra argument.
import UIKit

let tableView = UITableView()
let indexPath = IndexPath(row: 0, section: 0)
// The collection view's first label and a made-up second one: the one-argument dequeue wins, `at:` is extra.
let cell = tableView.dequeueReusableCell(withReuseIdentifier: "Feed", at: indexPath)
// expect-error: extra argument 'at' in call
print("never printed")
