// Force-unwrapping nil traps at run time with the Swift runtime's message.
import UIKit

let tableView = UITableView()
let cell = tableView.dequeueReusableCell(withIdentifier: "NeverRegistered")
print("dequeued")
// expect: dequeued
print(cell!.reuseIdentifier ?? "nil")
// expect-crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value
print("never printed")
