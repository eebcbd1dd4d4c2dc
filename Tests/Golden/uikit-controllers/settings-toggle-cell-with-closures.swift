// A settings screen: a table view controller with a toggle cell whose switch reports through a closure the controller
// sets in cellForRowAt with `[weak self]`, cleared in `prepareForReuse`.
import UIKit

struct SettingItem {
    let title: String
    var isOn: Bool
}

final class ToggleCell: UITableViewCell {
    static let reuseID = "ToggleCell"
    let toggle = UISwitch()
    var onToggle: ((Bool) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
        toggle.addTarget(self, action: #selector(switchChanged(_:)), for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onToggle = nil
    }

    func configure(with item: SettingItem, onToggle: @escaping (Bool) -> Void) {
        textLabel?.text = item.title
        toggle.isOn = item.isOn
        self.onToggle = onToggle
    }

    @objc private func switchChanged(_ sender: UISwitch) {
        onToggle?(sender.isOn)
    }
}

final class SettingsViewController: UITableViewController {
    private var items = [
        SettingItem(title: "Notifications", isOn: true),
        SettingItem(title: "Dark Mode", isOn: false),
        SettingItem(title: "Autoplay", isOn: true),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(ToggleCell.self, forCellReuseIdentifier: ToggleCell.reuseID)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: ToggleCell.reuseID, for: indexPath) as? ToggleCell else {
            return UITableViewCell()
        }
        cell.configure(with: items[indexPath.row]) { [weak self] isOn in
            self?.items[indexPath.row].isOn = isOn
            print("\(self?.items[indexPath.row].title ?? "?") is now \(isOn ? "on" : "off")")
        }
        return cell
    }
}

let settings = SettingsViewController(style: .insetGrouped)
settings.loadViewIfNeeded()
settings.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
settings.tableView.layoutIfNeeded()
if let cell = settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ToggleCell {
    cell.toggle.isOn = true
    cell.toggle.sendActions(for: .valueChanged)
}
print(settings.title ?? "")
// expect: Dark Mode is now on
// expect: Settings
