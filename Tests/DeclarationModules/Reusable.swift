// ReuseLab's declaration-only stand-in for the public API of the Reusable library (4.1.2),
// written from its documented signatures. Only the shapes matter: the real compiler type-checks
// golden scripts against it. Default implementations exist only where the library provides a
// default (so that conformances type-check exactly as they would); no body is ever executed.
import UIKit

// MARK: - Protocols

public protocol Reusable: AnyObject {
    static var reuseIdentifier: String { get }
}

public protocol NibLoadable: AnyObject {
    static var nib: UINib { get }
}

public typealias NibReusable = Reusable & NibLoadable

public protocol NibOwnerLoadable: AnyObject {
    static var nib: UINib { get }
}

public protocol StoryboardBased: AnyObject {
    static var sceneStoryboard: UIStoryboard { get }
}

public protocol StoryboardSceneBased: AnyObject {
    static var sceneStoryboard: UIStoryboard { get }
    static var sceneIdentifier: String { get }
}

// MARK: - Defaults

extension Reusable {
    public static var reuseIdentifier: String { fatalError() }
}

extension NibLoadable {
    public static var nib: UINib { fatalError() }
}

extension NibLoadable where Self: UIView {
    public static func loadFromNib() -> Self { fatalError() }
}

extension NibOwnerLoadable {
    public static var nib: UINib { fatalError() }
}

extension NibOwnerLoadable where Self: UIView {
    public func loadNibContent() { fatalError() }
}

extension StoryboardBased {
    public static var sceneStoryboard: UIStoryboard { fatalError() }
}

extension StoryboardBased where Self: UIViewController {
    public static func instantiate() -> Self { fatalError() }
}

extension StoryboardSceneBased {
    public static var sceneIdentifier: String { fatalError() }
}

extension StoryboardSceneBased where Self: UIViewController {
    public static func instantiate() -> Self { fatalError() }
}

// MARK: - Table views

extension UITableView {
    public final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable & NibLoadable { fatalError() }
    public final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable { fatalError() }
    public final func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T where T: Reusable { fatalError() }

    public final func register<T: UITableViewHeaderFooterView>(headerFooterViewType: T.Type) where T: Reusable & NibLoadable { fatalError() }
    public final func register<T: UITableViewHeaderFooterView>(headerFooterViewType: T.Type) where T: Reusable { fatalError() }
    public final func dequeueReusableHeaderFooterView<T: UITableViewHeaderFooterView>(_ viewType: T.Type = T.self) -> T? where T: Reusable { fatalError() }
}

// MARK: - Collection views

extension UICollectionView {
    public final func register<T: UICollectionViewCell>(cellType: T.Type) where T: Reusable & NibLoadable { fatalError() }
    public final func register<T: UICollectionViewCell>(cellType: T.Type) where T: Reusable { fatalError() }
    public final func dequeueReusableCell<T: UICollectionViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T where T: Reusable { fatalError() }

    public final func register<T: UICollectionReusableView>(supplementaryViewType: T.Type, ofKind elementKind: String) where T: Reusable & NibLoadable { fatalError() }
    public final func register<T: UICollectionReusableView>(supplementaryViewType: T.Type, ofKind elementKind: String) where T: Reusable { fatalError() }
    public final func dequeueReusableSupplementaryView<T: UICollectionReusableView>(ofKind elementKind: String, for indexPath: IndexPath, viewType: T.Type = T.self) -> T where T: Reusable { fatalError() }
}
