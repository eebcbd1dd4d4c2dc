// A profile header built in code: `UIStackView()` filled with `addArrangedSubview`, a view inserted at an index,
// `removeArrangedSubview` leaving the view a subview (only `removeFromSuperview()` takes it out of both), and a
// spinner made with `UIActivityIndicatorView()`.
import UIKit

final class ProfileHeaderView: UIView {
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let spinner = UIActivityIndicatorView()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.addArrangedSubview(nameLabel)
        stack.addArrangedSubview(bioLabel)
        stack.insertArrangedSubview(spinner, at: 0)
        addSubview(stack)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func finishLoading(name: String, bio: String) {
        nameLabel.text = name
        bioLabel.text = bio
        spinner.stopAnimating()
        stack.removeArrangedSubview(spinner)
    }

    var arrangedCount: Int { stack.arrangedSubviews.count }
    var subviewCount: Int { stack.subviews.count }
    var spinnerIsFirst: Bool { stack.arrangedSubviews.first === spinner }
}

let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
header.spinner.startAnimating()
print(header.arrangedCount, header.subviewCount, header.spinnerIsFirst, header.spinner.isAnimating)
header.finishLoading(name: "Ada", bio: "Counts cells")
print(header.arrangedCount, header.subviewCount, header.spinner.superview != nil)
header.spinner.removeFromSuperview()
print(header.arrangedCount, header.subviewCount, header.nameLabel.text ?? "")
// expect: 3 3 true true
// expect: 2 3 true
// expect: 2 2 Ada
