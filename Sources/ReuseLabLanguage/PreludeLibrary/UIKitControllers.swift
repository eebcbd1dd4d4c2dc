// ReuseLab prelude: UIKitControllers. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here. `@_native` members are implemented in Run/Natives*.swift.

open class UINavigationItem: NSObject {
    public var title: String? = nil
    public var prompt: String? = nil
    // The bar's items (UIKitBarItems.swift): kept, not drawn.
    public var leftBarButtonItems: [UIBarButtonItem]? = nil
    public var rightBarButtonItems: [UIBarButtonItem]? = nil
    public var backBarButtonItem: UIBarButtonItem? = nil
    public var titleView: UIView? = nil
    public var hidesBackButton: Bool = false
    public var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    public init(title: String) {
        self.title = title
    }
    public override init() {}
}

open class UIViewController: UIResponder, _WindowRoot {
    /// The simulated iPhone's traits, which never change (UIKitTraits.swift).
    open var traitCollection: UITraitCollection { return UITraitCollection.current }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    public var _view: UIView? = nil
    public var _title: String? = nil
    public let navigationItem: UINavigationItem = UINavigationItem()
    public weak var _parent: UIViewController? = nil
    public var _children: [UIViewController] = []
    /// Read-only, as in UIKit: `addChild(_:)` and `removeFromParent()` change it.
    public var children: [UIViewController] { return _children }
    public var presentedViewController: UIViewController? = nil
    public weak var presentingViewController: UIViewController? = nil
    public var _nibName: String? = nil
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _nibName = nibNameOrNil
    }
    public required init?(coder: NSCoder) {}
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }
    /// Loaded on first access, as UIKit does: `loadView()`, then `viewDidLoad()`.
    public var view: UIView! {
        get {
            if _view == nil {
                loadView()
                if _view == nil { _view = UIView(frame: UIScreen.main.bounds) }
                viewDidLoad()
            }
            return _view
        }
        set { _view = newValue }
    }
    public var viewIfLoaded: UIView? { return _view }
    public var isViewLoaded: Bool { return _view != nil }
    public func loadViewIfNeeded() {
        _ = view
    }
    public var nibName: String? { return _nibName }
    public var isEditing: Bool = false
    public var toolbarItems: [UIBarButtonItem]? = nil
    public var _editButtonItem: UIBarButtonItem? = nil
    /// One item for the controller's life, titled Edit, or Done while editing, as UIKit's is.
    public var editButtonItem: UIBarButtonItem {
        if let item = _editButtonItem { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: nil)
        _editButtonItem = item
        _updateEditButtonItem()
        return item
    }
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        _updateEditButtonItem()
    }
    public func _updateEditButtonItem() {
        guard let item = _editButtonItem else { return }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }
    public var title: String? {
        get { return _title }
        set {
            _title = newValue
            navigationItem.title = newValue
        }
    }
    public var parent: UIViewController? { return _parent }
    public var navigationController: UINavigationController? {
        var current: UIViewController? = _parent
        while let c = current {
            if let n = c as? UINavigationController { return n }
            current = c._parent
        }
        return nil
    }
    public var tabBarController: UITabBarController? {
        var current: UIViewController? = _parent
        while let c = current {
            if let t = c as? UITabBarController { return t }
            current = c._parent
        }
        return nil
    }
    /// The storyboard scene's view (and its outlets) when the controller came from one; a plain view otherwise.
    open func loadView() {
        _loadStoryboardView()
        if _view == nil { _view = UIView(frame: UIScreen.main.bounds) }
    }
    @_native public func _loadStoryboardView()
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        _children.append(childController)
        childController._parent = self
    }
    open func removeFromParent() {
        guard let parent = _parent else { return }
        var i = 0
        while i < parent._children.count {
            if parent._children[i] === self { parent._children.remove(at: i) } else { i += 1 }
        }
        _parent = nil
        didMove(toParent: nil)
    }
    /// As a window's root (`UIWindow.makeKeyAndVisible()`): its view fills the window, then it appears.
    public func _show(in window: UIWindow) {
        let rootView: UIView = view!
        rootView.frame = window.bounds
        window.addSubview(rootView)
        _appear()
    }
    public func _appear() {
        _ = view
        viewWillAppear(false)
        viewDidAppear(false)
        _appearChildren()
    }
    open func _appearChildren() {}
    public func _disappear() {
        viewWillDisappear(false)
        viewDidDisappear(false)
    }
    /// Presents at once (nothing animates): the presented controller's view loads and appears, then `completion` runs.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent._appear()
        completion?()
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented._disappear()
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            _disappear()
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}

/// Its view is a table view whose data source and delegate are the controller itself.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let _tableStyle: UITableView.Style
    public var clearsSelectionOnViewWillAppear: Bool = true
    /// The table view's, as in UIKit.
    open var refreshControl: UIRefreshControl? {
        get { return tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
    public init(style: UITableView.Style) {
        _tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) {
        _tableStyle = .plain
        super.init(nibName: nil, bundle: nil)
    }
    public var tableView: UITableView! {
        get { return view as? UITableView }
        set { view = newValue }
    }
    open override func loadView() {
        _loadStoryboardView()
        if _view == nil { _view = UITableView(frame: UIScreen.main.bounds, style: _tableStyle) }
        if let table = _view as? UITableView {
            table.dataSource = self
            table.delegate = self
        }
    }
    open func numberOfSections(in tableView: UITableView) -> Int { return 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { return 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    // The optional data-source and delegate methods, as Swift imports them into UIKit's controller: a subclass
    // writes `override func`. `@_mirroredOptional`: UIKit treats the controller as not having the method unless
    // a subclass overrides it (so a table without heightForRowAt uses rowHeight); the bodies answer `super` calls.
    @_mirroredOptional open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { return nil }
    @_mirroredOptional open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { return nil }
    @_mirroredOptional open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { return tableView.rowHeight }
    @_mirroredOptional open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { return tableView.sectionHeaderHeight }
    @_mirroredOptional open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { return tableView.sectionFooterHeight }
    @_mirroredOptional open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { return nil }
    @_mirroredOptional open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { return nil }
    @_mirroredOptional open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { return indexPath }
    @_mirroredOptional open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    // Not simulated: a subclass's override meets the boundary (Checker+UnsimulatedCallbacks.swift).
    @_mirroredOptional open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { return tableView.estimatedRowHeight }
    @_mirroredOptional open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { return true }
    @_mirroredOptional open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    @_mirroredOptional open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { return false }
    @_mirroredOptional open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    @_mirroredOptional open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    @_mirroredOptional open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    // Asked only when the user swipes a row, which ReuseLab never does (UIKitSwipeActions.swift).
    @_mirroredOptional open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { return nil }
    @_mirroredOptional open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { return nil }
}

/// Its view is a collection view whose data source and delegate are the controller itself.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public let _layout: UICollectionViewLayout
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        _layout = UICollectionViewFlowLayout()
        super.init(nibName: nil, bundle: nil)
    }
    public var collectionView: UICollectionView! {
        get { return view as? UICollectionView }
        set { view = newValue }
    }
    public var collectionViewLayout: UICollectionViewLayout { return _layout }
    open override func loadView() {
        _loadStoryboardView()
        if _view == nil { _view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: _layout) }
        if let collection = _view as? UICollectionView {
            collection.dataSource = self
            collection.delegate = self
        }
    }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { return 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { return 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return UICollectionViewCell(frame: .zero)
    }

    // As for UITableViewController: the optional methods a subclass overrides, absent to UIKit until it does.
    @_mirroredOptional open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    @_mirroredOptional open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { return true }
    @_mirroredOptional open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    @_mirroredOptional open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    @_mirroredOptional open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    @_mirroredOptional open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { return true }
    @_mirroredOptional open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        return UICollectionReusableView(frame: .zero)
    }
}

/// A stack of controllers; pushing and popping happen at once and call the appearance methods.
open class UINavigationController: UIViewController {
    public var _stack: [UIViewController] = []
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }
    public var viewControllers: [UIViewController] {
        get { return _stack }
        set { setViewControllers(newValue, animated: false) }
    }
    public var topViewController: UIViewController? { return _stack.last }
    public var visibleViewController: UIViewController? {
        if let presented = topViewController?.presentedViewController { return presented }
        return topViewController
    }
    public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for c in _stack { c.removeFromParent() }
        _stack = []
        for c in viewControllers {
            addChild(c)
            _stack.append(c)
        }
        if isViewLoaded, let top = _stack.last { top._appear() }
    }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let previous = _stack.last
        addChild(viewController)
        _stack.append(viewController)
        if isViewLoaded {
            // As in UIKit, the pushed controller's view loads before the one below starts to disappear.
            viewController.loadViewIfNeeded()
            previous?._disappear()
            viewController._appear()
        }
    }
    open func popViewController(animated: Bool) -> UIViewController? {
        if _stack.count < 2 { return nil }
        let top = _stack.removeLast()
        top.removeFromParent()
        if isViewLoaded {
            top._disappear()
            _stack.last?._appear()
        }
        return top
    }
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while _stack.count > 1 {
            let top = _stack.removeLast()
            top.removeFromParent()
            popped.insert(top, at: 0)
        }
        return popped
    }
    open override func _appearChildren() {
        topViewController?._appear()
    }
}

open class UITabBarController: UIViewController {
    public var _tabs: [UIViewController]? = nil
    public var selectedIndex: Int = 0
    public var viewControllers: [UIViewController]? {
        get { return _tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for c in _tabs ?? [] { c.removeFromParent() }
        _tabs = viewControllers
        for c in viewControllers ?? [] { addChild(c) }
        selectedIndex = 0
    }
    public var selectedViewController: UIViewController? {
        get {
            guard let tabs = _tabs, selectedIndex < tabs.count else { return nil }
            return tabs[selectedIndex]
        }
        set {
            guard let tabs = _tabs, let wanted = newValue else { return }
            var i = 0
            while i < tabs.count {
                if tabs[i] === wanted { selectedIndex = i }
                i += 1
            }
        }
    }
    open override func _appearChildren() {
        selectedViewController?._appear()
    }
}

/// A storyboard's scenes (the Interface Builder document read by Run/Interpreter+UIKit.swift).
extension UIStoryboard {
    @_native public func instantiateInitialViewController() -> UIViewController?
    @_native public func instantiateViewController(withIdentifier identifier: String) -> UIViewController
}

/// The window's root view controller, kept by UIKitViews.swift's window as a `_WindowRoot`.
extension UIWindow {
    public var rootViewController: UIViewController? {
        get { return _root as? UIViewController }
        set {
            if let old = _root as? UIViewController, old.isViewLoaded { old.view!.removeFromSuperview() }
            _root = newValue
            if isKeyWindow, let root = newValue { root._show(in: self) }
        }
    }
}
