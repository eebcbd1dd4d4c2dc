// A storyboard makes every scene as its class: a tab bar controller holding a navigation controller whose root is a table view controller, whose prototype cell is registered under its identifier.
import UIKit

final class ProductCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel?
    override func awakeFromNib() {
        super.awakeFromNib()
        print("awakeFromNib")
    }
}

final class ProductList: UITableViewController {
    let products = ["Kettle", "Teapot"]
    override func viewDidLoad() {
        super.viewDidLoad()
        print("ProductList.viewDidLoad")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return products.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Product", for: indexPath) as! ProductCell
        cell.nameLabel?.text = products[indexPath.row]
        return cell
    }
}

final class AboutScreen: UIViewController {
    @IBOutlet weak var versionLabel: UILabel?
    @IBOutlet weak var checkButton: UIButton?
    @IBAction func checkTapped(_ sender: UIButton) {
        print("tapped \(sender.currentTitle ?? "")")
    }
}

let storyboard = UIStoryboard(name: "Shop", bundle: nil)
let tabs = storyboard.instantiateInitialViewController() as! UITabBarController
print(tabs.viewControllers?.count ?? 0)
// expect: 2
let navigation = tabs.viewControllers![0] as! UINavigationController
let list = navigation.topViewController as! ProductList
print(list.title ?? "", list.navigationController === navigation, list.isViewLoaded)
// expect: Products true false

let table = list.tableView!
// expect: ProductList.viewDidLoad
print(table.dataSource === list)
// expect: true
table.layoutIfNeeded()
// expect: awakeFromNib
// expect: awakeFromNib
for cell in table.visibleCells {
    let product = cell as! ProductCell
    print(product.nameLabel?.text ?? "", product.accessoryType == .disclosureIndicator, product.reuseIdentifier ?? "")
}
// expect: Kettle true Product
// expect: Teapot true Product

let about = tabs.viewControllers![1] as! AboutScreen
print(about.versionLabel == nil)
// expect: true
about.loadViewIfNeeded()
print(about.versionLabel?.text ?? "", about.view?.subviews.count ?? 0)
// expect: Version 1.0 2
about.checkButton?.sendActions(for: .touchUpInside)
// expect: tapped Check for updates
