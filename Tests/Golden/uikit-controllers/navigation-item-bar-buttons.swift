// A controller puts bar button items in its navigation item in viewDidLoad; the edit button item is one item for
// the controller's life, titled Edit, and Done while the controller is editing.
import UIKit

final class InboxViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.leftBarButtonItem = editButtonItem
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose(_:)))
        let filter = UIBarButtonItem(title: "Filter", style: .plain, target: self, action: #selector(filter(_:)))
        navigationItem.rightBarButtonItems = [compose, filter]
        navigationItem.largeTitleDisplayMode = .never
    }
    @objc func compose(_ sender: UIBarButtonItem) {}
    @objc func filter(_ sender: UIBarButtonItem) {}
}

let inbox = InboxViewController(style: .plain)
inbox.loadViewIfNeeded()
let item = inbox.navigationItem
print(item.title ?? "none", item.rightBarButtonItems?.count ?? 0, item.rightBarButtonItem?.action == #selector(InboxViewController.compose(_:)))
print(item.rightBarButtonItems?.last?.title ?? "none", item.rightBarButtonItems?.last?.target === inbox)
print(item.leftBarButtonItem === inbox.editButtonItem, inbox.editButtonItem.title ?? "none")
inbox.setEditing(true, animated: true)
print(inbox.isEditing, inbox.editButtonItem.title ?? "none", inbox.editButtonItem.style == .done)
inbox.setEditing(false, animated: false)
print(inbox.editButtonItem.title ?? "none")
// expect: Inbox 2 true
// expect: Filter true
// expect: true Edit
// expect: true Done true
// expect: Edit
