// A chat screen: a cell's like button calls back through a closure holding `[weak self]`; the controller changes its
// model and reloads the row on the main queue, which runs when the run loop turns (after the script). Laying out the
// controller's view lays out the table inside it, as in UIKit.
import UIKit

struct Message {
    let id: Int
    let text: String
    var isLiked = false
}

final class MessageCell: UITableViewCell {
    static let identifier = "MessageCell"
    private let bubble = UILabel()
    private let likeButton = UIButton(type: .system)
    var likeTapped: (() -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(bubble)
        contentView.addSubview(likeButton)
        bubble.numberOfLines = 0
        likeButton.addTarget(self, action: #selector(didTapLike), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        likeTapped = nil
        bubble.text = nil
    }

    func configure(_ message: Message) {
        bubble.text = message.text
        likeButton.setTitle(message.isLiked ? "♥" : "♡", for: .normal)
    }

    @objc private func didTapLike() { likeTapped?() }

    func tapLike() { likeButton.sendActions(for: .touchUpInside) }
}

final class ChatViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var messages: [Message] = (1...30).map { Message(id: $0, text: "Message \($0)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.frame = CGRect(x: 0, y: 0, width: 375, height: 440)
        tableView.rowHeight = 44
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier, for: indexPath) as! MessageCell
        let message = messages[indexPath.row]
        cell.configure(message)
        cell.likeTapped = { [weak self] in
            guard let self = self else { return }
            self.toggleLike(id: message.id)
        }
        return cell
    }

    private func toggleLike(id: Int) {
        guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[index].isLiked.toggle()
        DispatchQueue.main.async { [weak self] in
            self?.tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none)
            print("reloaded row \(index), liked: \(self?.messages[index].isLiked ?? false)")
        }
    }

    func tapLike(row: Int) {
        (tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? MessageCell)?.tapLike()
    }

    func scroll(to y: CGFloat) {
        tableView.contentOffset = CGPoint(x: 0, y: y)
        tableView.layoutIfNeeded()
    }
}

let chat = ChatViewController()
chat.loadViewIfNeeded()
chat.view.layoutIfNeeded()
chat.tapLike(row: 2)
chat.scroll(to: 600)
chat.tapLike(row: 15)
// expect: reloaded row 2, liked: true
// expect: reloaded row 15, liked: true
