// A reuse identifier made from the class's name: `NSStringFromClass` gives the name with its module (`main.` in a script, the app's name in an app), `String(describing:)` the bare name; both register and dequeue alike.
import UIKit

protocol ReusableView: AnyObject {
    static var defaultReuseIdentifier: String { get }
}

extension ReusableView where Self: UIView {
    static var defaultReuseIdentifier: String {
        return NSStringFromClass(self)
    }
}

extension UICollectionViewCell: ReusableView {}

extension UICollectionView {
    func register<T: UICollectionViewCell>(_: T.Type) {
        register(T.self, forCellWithReuseIdentifier: T.defaultReuseIdentifier)
    }

    func dequeueReusableCell<T: UICollectionViewCell>(forIndexPath indexPath: IndexPath) -> T {
        guard let cell = dequeueReusableCell(withReuseIdentifier: T.defaultReuseIdentifier, for: indexPath) as? T else {
            fatalError("Could not dequeue cell with identifier: \(T.defaultReuseIdentifier)")
        }
        return cell
    }
}

final class ColorSwatchCell: UICollectionViewCell {}

final class Swatches: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { return 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell: ColorSwatchCell = collectionView.dequeueReusableCell(forIndexPath: indexPath)
        return cell
    }
}

print(ColorSwatchCell.defaultReuseIdentifier, String(describing: ColorSwatchCell.self))
// expect: main.ColorSwatchCell ColorSwatchCell
let layout = UICollectionViewFlowLayout()
layout.itemSize = CGSize(width: 50, height: 50)
let swatches = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
swatches.register(ColorSwatchCell.self)
let source = Swatches()
swatches.dataSource = source
swatches.layoutIfNeeded()
print(swatches.visibleCells.count, swatches.visibleCells[0].reuseIdentifier ?? "-")
// expect: 3 main.ColorSwatchCell
