// A shop grid on a flow layout sized by its delegate: two columns from the bounds, a footer, a tap, a scroll.
import UIKit

protocol ConfigurableCell {
    associatedtype Model
    func configure(with model: Model)
}

struct Product {
    let name: String
    let price: Double
    var formattedPrice: String { String(format: "$%.2f", price) }
}

final class ProductCell: UICollectionViewCell, ConfigurableCell {
    static var reuseIdentifier: String { String(describing: Self.self) }
    let titleLabel = UILabel()
    let priceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        [titleLabel, priceLabel].forEach(contentView.addSubview)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        let half = contentView.bounds.height / 2
        titleLabel.frame = CGRect(x: 8, y: 0, width: contentView.bounds.width - 16, height: half)
        priceLabel.frame = titleLabel.frame.offsetBy(dx: 0, dy: half)
    }

    func configure(with model: Product) {
        titleLabel.text = model.name
        priceLabel.text = model.formattedPrice
    }
}

final class SectionFooter: UICollectionReusableView {
    static let reuseIdentifier = "SectionFooter"
    let label = UILabel()
}

final class ShopViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let layout: UICollectionViewFlowLayout = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        return layout
    }()
    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    private let products = (1...40).map { Product(name: "Item \($0)", price: Double($0) * 1.25) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.keyboardDismissMode = .onDrag
        collectionView.showsVerticalScrollIndicator = false
        collectionView.register(ProductCell.self, forCellWithReuseIdentifier: ProductCell.reuseIdentifier)
        collectionView.register(SectionFooter.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: SectionFooter.reuseIdentifier)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        products.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ProductCell.reuseIdentifier, for: indexPath) as! ProductCell
        cell.configure(with: products[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let footer = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: SectionFooter.reuseIdentifier, for: indexPath) as! SectionFooter
        footer.label.text = "\(products.count) products"
        return footer
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let columns: CGFloat = 2
        let flow = collectionViewLayout as! UICollectionViewFlowLayout
        let spacing = flow.minimumInteritemSpacing * (columns - 1) + flow.sectionInset.left + flow.sectionInset.right
        let width = ((collectionView.bounds.width - spacing) / columns).rounded(.down)
        return CGSize(width: width, height: width * 0.75)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) as? ProductCell else { return }
        print("tapped \(cell.titleLabel.text ?? "?") at \(indexPath)")
    }
}

let shop = ShopViewController()
shop.loadViewIfNeeded()
shop.view.layoutIfNeeded()
print(shop.view.subviews.count)
if let cv = shop.view.subviews.first as? UICollectionView {
    print(cv.visibleCells.count, cv.indexPathsForVisibleItems.count)
    shop.collectionView(cv, didSelectItemAt: IndexPath(item: 3, section: 0))
    cv.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
    cv.layoutIfNeeded()
    print(cv.indexPathsForVisibleItems.sorted().first!)
}
// expect: 1
// expect: 12 12
// expect: tapped Item 4 at [0, 3]
// expect: [0, 26]
