// A table controller with an empty-state background view, row heights, a footer view, a refresh control and
// willDisplay asking for more at the last row; scrolling to the bottom shows the last rows configured.
import UIKit

struct Article: Decodable, Hashable {
    let id: Int
    let title: String
    let author: String?
    let publishedAt: Date?
}

final class ArticleCell: UITableViewCell {
    static let reuseIdentifier = String(describing: ArticleCell.self)
    private var titleLabel: UILabel { textLabel! }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError() }

    func configure(_ article: Article) {
        titleLabel.text = article.title
        detailTextLabel?.text = article.author.map { "by \($0)" } ?? "Anonymous"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        detailTextLabel?.textColor = .secondaryLabel
    }
}

final class ArticlesViewController: UITableViewController {
    private var articles: [Article] = [] {
        didSet { tableView.reloadData() }
    }
    private let emptyLabel: UILabel = {
        let label = UILabel()
        label.text = "No articles"
        label.textAlignment = .center
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ArticleCell.self, forCellReuseIdentifier: ArticleCell.reuseIdentifier)
        tableView.tableFooterView = UIView()
        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        reload()
    }

    private func reload() {
        articles = (1...25).map { Article(id: $0, title: "Story #\($0)", author: $0 % 4 == 0 ? nil : "Writer \($0 % 3)", publishedAt: nil) }
        tableView.backgroundView = articles.isEmpty ? emptyLabel : nil
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        articles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ArticleCell.reuseIdentifier, for: indexPath)
        (cell as? ArticleCell)?.configure(articles[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 88 : 60
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == articles.count - 1 {
            print("load more after \(articles[indexPath.row].id)")
        }
    }
}

let articles = ArticlesViewController()
articles.loadViewIfNeeded()
articles.tableView.layoutIfNeeded()
let visible = articles.tableView.indexPathsForVisibleRows ?? []
print(visible.count, visible.first!, visible.last!)
articles.tableView.scrollToRow(at: IndexPath(row: 24, section: 0), at: .bottom, animated: false)
articles.tableView.layoutIfNeeded()
print(articles.tableView.visibleCells.compactMap { $0.detailTextLabel?.text }.suffix(3))
// expect: 14 [0, 0] [0, 13]
// expect: load more after 25
// expect: ["by Writer 2", "Anonymous", "by Writer 1"]
