// ReuseLab prelude: UIKit. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here. `@_native` members are implemented in Run/Natives*.swift.

public struct CGPoint: Hashable, CustomStringConvertible, Codable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public init(x: Int, y: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y))
    }
    public static let zero: CGPoint = CGPoint(x: 0, y: 0)
    public var description: String { return "(\(x), \(y))" }
}

public struct CGSize: Hashable, CustomStringConvertible, Codable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    public init(width: Int, height: Int) {
        self.init(width: CGFloat(width), height: CGFloat(height))
    }
    public static let zero: CGSize = CGSize(width: 0, height: 0)
    public var description: String { return "(\(width), \(height))" }
}

public struct CGRect: Hashable, CustomStringConvertible, Codable {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.origin = CGPoint(x: x, y: y)
        self.size = CGSize(width: width, height: height)
    }
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }
    public static let zero: CGRect = CGRect(x: 0, y: 0, width: 0, height: 0)
    public var width: CGFloat { return size.width }
    public var height: CGFloat { return size.height }
    public var minX: CGFloat { return origin.x }
    public var minY: CGFloat { return origin.y }
    public var maxX: CGFloat { return origin.x + size.width }
    public var maxY: CGFloat { return origin.y + size.height }
    public var description: String { return "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

/// The rectangle arithmetic cells do in `layoutSubviews` (Core Graphics' CGRect functions). Rectangles here
/// have non-negative sizes, as frames do.
extension CGRect {
    /// A rectangle that is nowhere: what `insetBy` gives when the inset leaves no room.
    public static let null: CGRect = CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0)
    public var isNull: Bool { return origin.x == CGFloat.infinity || origin.y == CGFloat.infinity }
    public var isEmpty: Bool { return isNull || size.width == 0 || size.height == 0 }
    public var midX: CGFloat { return origin.x + size.width / 2 }
    public var midY: CGFloat { return origin.y + size.height / 2 }
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        let width = size.width - 2 * dx
        let height = size.height - 2 * dy
        if width < 0 || height < 0 { return CGRect.null }
        return CGRect(x: origin.x + dx, y: origin.y + dy, width: width, height: height)
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        return CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    /// UIKit's `inset(by:)`: each edge moved in by its inset.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        if isNull { return self }
        let width = size.width - insets.left - insets.right
        let height = size.height - insets.top - insets.bottom
        if width < 0 || height < 0 { return CGRect.null }
        return CGRect(x: origin.x + insets.left, y: origin.y + insets.top, width: width, height: height)
    }
    public func contains(_ point: CGPoint) -> Bool {
        return !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    /// As Foundation's: rectangles that share an edge intersect (their intersection is empty, not null).
    public func intersects(_ other: CGRect) -> Bool {
        if isNull || other.isNull { return false }
        return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
}

/// A 2-D affine transform, as cells scale or slide their views in animations. Kept on the view; nothing is
/// drawn, and a view's frame does not change with it here.
public struct CGAffineTransform: Equatable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }
    public static let identity: CGAffineTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { return self == CGAffineTransform.identity }
    /// `self` then `t`, as Core Graphics multiplies them.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        return CGAffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        return CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        return CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        return CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

/// No custom description: like UIKit's, it prints as `UIEdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)`.
public struct UIEdgeInsets: Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }
    public static let zero: UIEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct IndexPath: Equatable, Hashable, Comparable, CustomStringConvertible, Codable {
    public var section: Int
    public var item: Int
    public init(row: Int, section: Int) {
        self.section = section
        self.item = row
    }
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }
    public var row: Int { return item }
    public var description: String { return "[\(section), \(item)]" }
    /// Section first, then row, as Foundation orders index paths.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        return lhs.item < rhs.item
    }
}

public protocol NSObjectProtocol: AnyObject {}

/// Equatable and Hashable as Foundation makes it: `==` asks `isEqual(_:)` and hashing uses `hash`, both
/// identity unless a subclass overrides them (UIColor compares its components; an item class of a diffable
/// data source often overrides both).
open class NSObject: NSObjectProtocol, Hashable, CustomStringConvertible {
    public init() {}
    /// `<main.PhotoCell: 0x600000c00030>`: the class's runtime name and the object's (deterministic) address.
    @_native open var description: String { get }
    open var debugDescription: String { return description }
    @_native public func `self`() -> Self
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSObject else { return false }
        return self === other
    }
    open var hash: Int { return ObjectIdentifier(self).hashValue }
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { return lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}


open class NSCoder: NSObject {}

open class Bundle: NSObject {
    public static let main: Bundle = Bundle()
    public override init() {}
    public init(for aClass: AnyClass) {}
    @_native public func loadNibNamed(_ name: String, owner: Any?, options: [String: Any]? = nil) -> [Any]?
}

open class UIResponder: NSObject {
    /// Sent to every object a nib or storyboard made, once all its outlets are connected. (UIKit declares it
    /// on NSObject; views and controllers are where it is overridden.)
    open func awakeFromNib() {}

    // The first responder (UIKitTextFields.swift): one object at a time, as in a window. A view becomes it only
    // from inside a window, as UIKit's `becomeFirstResponder()` answers false otherwise.
    public static var _firstResponder: UIResponder? = nil
    open var canBecomeFirstResponder: Bool { return false }
    open var canResignFirstResponder: Bool { return true }
    open var isFirstResponder: Bool { return UIResponder._firstResponder === self }
    open var _isInWindow: Bool { return false }
    @discardableResult open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder && _isInWindow else { return false }
        return _takeFirstResponder()
    }
    public func _takeFirstResponder() -> Bool {
        if let current = UIResponder._firstResponder, !current.resignFirstResponder() { return false }
        UIResponder._firstResponder = self
        return true
    }
    @discardableResult open func resignFirstResponder() -> Bool {
        if UIResponder._firstResponder === self { UIResponder._firstResponder = nil }
        return true
    }
}

open class UIView: UIResponder {
    /// The simulated iPhone's traits, which never change (UIKitTraits.swift): UIKit never calls
    /// `traitCollectionDidChange(_:)` here.
    open var traitCollection: UITraitCollection { return UITraitCollection.current }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    // The defaults that take other types to make (a colour, a layer, a transform, insets) are made on first
    // use: a view's first allocation checks every stored property's initial value, and most views never read
    // these.
    public var frame: CGRect = .zero
    public var _subviews: [UIView] = []
    public weak var _superview: UIView? = nil
    public var _constraints: [NSLayoutConstraint] = []
    public var backgroundColor: UIColor? = nil
    public var _tintColor: UIColor? = nil
    /// Set to nil, it is the default again (UIKit's views then inherit their superview's; here every default is blue).
    public var tintColor: UIColor! {
        get { return _tintColor ?? UIColor.systemBlue }
        set { _tintColor = newValue }
    }
    public var isHidden: Bool = false
    public var alpha: CGFloat = 1
    /// Kept, not applied: the view's frame and its subviews' do not move with it here.
    public lazy var transform: CGAffineTransform = CGAffineTransform.identity
    public var clipsToBounds: Bool = false
    public var isOpaque: Bool = true
    public var isUserInteractionEnabled: Bool = true
    public lazy var contentMode: UIView.ContentMode = .scaleToFill
    public var tag: Int = 0
    // What VoiceOver reads: stored as set (a label's text is not its default label here).
    public var accessibilityLabel: String? = nil
    public var accessibilityHint: String? = nil
    public var accessibilityValue: String? = nil
    public var accessibilityIdentifier: String? = nil
    public var isAccessibilityElement: Bool = false
    public var translatesAutoresizingMaskIntoConstraints: Bool = true
    public lazy var autoresizingMask: UIView.AutoresizingMask = UIView.AutoresizingMask(rawValue: 0)
    public lazy var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    public var _layer: CALayer? = nil
    public var layer: CALayer {
        if let layer = _layer { return layer }
        let layer = CALayer()
        _layer = layer
        return layer
    }
    public init(frame: CGRect) {
        self.frame = frame
    }
    public required init?(coder: NSCoder) {}
    public convenience override init() {
        self.init(frame: .zero)
    }
    public var bounds: CGRect {
        get { return CGRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height) }
        set { frame.size = newValue.size }
    }
    public var center: CGPoint {
        get { return CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2) }
        set { frame.origin = CGPoint(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2) }
    }

    // The hierarchy.
    public var superview: UIView? { return _superview }
    public var subviews: [UIView] { return _subviews }
    public var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v._superview
        }
        return nil
    }
    open override var _isInWindow: Bool { return window != nil }
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: _subviews.count)
    }
    public func insertSubview(_ view: UIView, at index: Int) {
        var at = index
        if let old = view._superview {
            if old === self, let i = _indexOfSubview(view), i < at { at -= 1 }
            old._detach(view)
        }
        if at > _subviews.count { at = _subviews.count }
        if at < 0 { at = 0 }
        _subviews.insert(view, at: at)
        view._superview = self
        view.didMoveToSuperview()
    }
    public func removeFromSuperview() {
        guard let parent = _superview else { return }
        parent._detach(self)
        _superview = nil
        didMoveToSuperview()
    }
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = _indexOfSubview(view) else { return }
        _subviews.remove(at: i)
        _subviews.append(view)
    }
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = _indexOfSubview(view) else { return }
        _subviews.remove(at: i)
        _subviews.insert(view, at: 0)
    }
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v._superview
        }
        return false
    }
    /// Depth first, the view itself included, as UIKit searches.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for v in _subviews {
            if let found = v.viewWithTag(tag) { return found }
        }
        return nil
    }
    public func _indexOfSubview(_ view: UIView) -> Int? {
        var i = 0
        while i < _subviews.count {
            if _subviews[i] === view { return i }
            i += 1
        }
        return nil
    }
    public func _detach(_ view: UIView) {
        if let i = _indexOfSubview(view) { _subviews.remove(at: i) }
    }
    public func _commonAncestor(with other: UIView) -> UIView? {
        var current: UIView? = self
        while let v = current {
            if other.isDescendant(of: v) { return v }
            current = v._superview
        }
        return nil
    }
    open func didMoveToSuperview() {}
    open func prepareForInterfaceBuilder() {}

    // Geometry: frames only (bounds origins are always zero here).
    public func _originInWindow() -> CGPoint {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var current: UIView? = self
        while let v = current {
            x += v.frame.origin.x
            y += v.frame.origin.y
            current = v._superview
        }
        return CGPoint(x: x, y: y)
    }
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = _originInWindow()
        let theirs = view?._originInWindow() ?? CGPoint.zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let mine = _originInWindow()
        let theirs = view?._originInWindow() ?? CGPoint.zero
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // Layout: the calls exist and call each other as in UIKit; nothing is measured.
    public var _needsLayout: Bool = false
    open func layoutSubviews() {}
    open func setNeedsLayout() {
        _needsLayout = true
    }
    /// Lays out the subtree, as UIKit does: a table or collection view inside loads the cells it shows.
    open func layoutIfNeeded() {
        if _needsLayout {
            _needsLayout = false
            layoutSubviews()
        }
        for view in _subviews { view.layoutIfNeeded() }
    }
    open func setNeedsDisplay() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        return frame.size
    }
    open func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }
    open var intrinsicContentSize: CGSize {
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize: CGSize = CGSize(width: 0, height: 0)

    // Auto Layout, recorded.
    public var constraints: [NSLayoutConstraint] { return _constraints }
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = false
    }
    public func _removeConstraint(_ constraint: NSLayoutConstraint) {
        var i = 0
        while i < _constraints.count {
            if _constraints[i] === constraint { _constraints.remove(at: i) } else { i += 1 }
        }
    }
    public var topAnchor: NSLayoutYAxisAnchor { return NSLayoutYAxisAnchor(_item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { return NSLayoutYAxisAnchor(_item: self, attribute: .bottom) }
    public var leadingAnchor: NSLayoutXAxisAnchor { return NSLayoutXAxisAnchor(_item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { return NSLayoutXAxisAnchor(_item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { return NSLayoutXAxisAnchor(_item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { return NSLayoutXAxisAnchor(_item: self, attribute: .right) }
    public var widthAnchor: NSLayoutDimension { return NSLayoutDimension(_item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { return NSLayoutDimension(_item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { return NSLayoutXAxisAnchor(_item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { return NSLayoutYAxisAnchor(_item: self, attribute: .centerY) }
    public var safeAreaLayoutGuide: UILayoutGuide {
        let guide = UILayoutGuide()
        guide.owningView = self
        return guide
    }
    public var layoutMarginsGuide: UILayoutGuide {
        let guide = UILayoutGuide()
        guide.owningView = self
        return guide
    }

    /// Runs `animations` at once, then `completion` with `true`: nothing is drawn, so nothing is animated.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UIView {
    public enum ContentMode {
        case scaleToFill
        case scaleAspectFit
        case scaleAspectFill
        case redraw
        case center
        case top
        case bottom
        case left
        case right
    }
    /// Kept and never applied (Auto Layout and autoresizing are recorded, not solved).
    public struct AutoresizingMask: OptionSet {
        public var rawValue: Int
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }
        public static let flexibleLeftMargin: UIView.AutoresizingMask = UIView.AutoresizingMask(rawValue: 1)
        public static let flexibleWidth: UIView.AutoresizingMask = UIView.AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin: UIView.AutoresizingMask = UIView.AutoresizingMask(rawValue: 4)
        public static let flexibleTopMargin: UIView.AutoresizingMask = UIView.AutoresizingMask(rawValue: 8)
        public static let flexibleHeight: UIView.AutoresizingMask = UIView.AutoresizingMask(rawValue: 16)
        public static let flexibleBottomMargin: UIView.AutoresizingMask = UIView.AutoresizingMask(rawValue: 32)
    }
    public struct AnimationOptions: OptionSet {
        public var rawValue: Int
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }
        public static let curveEaseInOut: UIView.AnimationOptions = UIView.AnimationOptions(rawValue: 0)
        public static let allowUserInteraction: UIView.AnimationOptions = UIView.AnimationOptions(rawValue: 2)
        public static let beginFromCurrentState: UIView.AnimationOptions = UIView.AnimationOptions(rawValue: 4)
        public static let curveEaseIn: UIView.AnimationOptions = UIView.AnimationOptions(rawValue: 65536)
        public static let curveEaseOut: UIView.AnimationOptions = UIView.AnimationOptions(rawValue: 131072)
        public static let curveLinear: UIView.AnimationOptions = UIView.AnimationOptions(rawValue: 196608)
    }
}

/// A table cell as UIKit builds one: a content view holding the subviews; `textLabel`, `detailTextLabel` and
/// `imageView` made on first use, by style (`.default` has no detail label, `.value2` no image view);
/// `isSelected` and `isHighlighted` set through `setSelected(_:animated:)` and `setHighlighted(_:animated:)`,
/// so an override of those sees every change.
open class UITableViewCell: UIView {
    public let contentView: UIView = UIView()
    public var _style: UITableViewCell.CellStyle
    public var _textLabel: UILabel? = nil
    public var _detailTextLabel: UILabel? = nil
    public var _imageView: UIImageView? = nil
    public var _isSelected: Bool = false
    public var _isHighlighted: Bool = false
    public lazy var accessoryType: UITableViewCell.AccessoryType = .none
    public var accessoryView: UIView? = nil
    public var contentConfiguration: UIContentConfiguration? = nil
    public var backgroundConfiguration: UIBackgroundConfiguration? = nil
    public var automaticallyUpdatesContentConfiguration: Bool = true
    public var automaticallyUpdatesBackgroundConfiguration: Bool = true
    public lazy var selectionStyle: UITableViewCell.SelectionStyle = .default
    public var selectedBackgroundView: UIView? = nil
    public var backgroundView: UIView? = nil
    public lazy var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    public var isEditing: Bool = false
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        _style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        _adoptReuseIdentifier(reuseIdentifier)
        contentView.frame = bounds
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        _style = .default
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        addSubview(contentView)
    }
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    public convenience override init() {
        self.init(style: .default, reuseIdentifier: nil)
    }
    @_native public var reuseIdentifier: String? { get }
    @_native public func _adoptReuseIdentifier(_ identifier: String?)
    public var textLabel: UILabel? {
        if _textLabel == nil {
            let label = UILabel()
            contentView.addSubview(label)
            _textLabel = label
        }
        return _textLabel
    }
    public var detailTextLabel: UILabel? {
        if _style == .default { return nil }
        if _detailTextLabel == nil {
            let label = UILabel()
            contentView.addSubview(label)
            _detailTextLabel = label
        }
        return _detailTextLabel
    }
    public var imageView: UIImageView? {
        if _style == .value2 { return nil }
        if _imageView == nil {
            let view = UIImageView()
            contentView.addSubview(view)
            _imageView = view
        }
        return _imageView
    }
    public var isSelected: Bool {
        get { return _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    public var isHighlighted: Bool {
        get { return _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selected != _isSelected
        _isSelected = selected
        if changed { _updateConfiguration() }
    }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlighted != _isHighlighted
        _isHighlighted = highlighted
        if changed { _updateConfiguration() }
    }
    public var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? = nil
    public var configurationState: UICellConfigurationState {
        return UICellConfigurationState(_selected: _isSelected, highlighted: _isHighlighted, editing: isEditing)
    }
    /// Called before the cell appears and whenever its selection or highlight changes, then the handler.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// UIKit updates at the next layout pass; ReuseLab updates at once.
    public func setNeedsUpdateConfiguration() { _updateConfiguration() }
    public func _updateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }
    open func prepareForReuse() {}
    /// Interface Builder's `style`, `accessoryType` and `selectionStyle` attributes.
    public func _setStyle(_ name: String) {
        if name == "IBUITableViewCellStyleValue1" { _style = .value1 }
        if name == "IBUITableViewCellStyleValue2" { _style = .value2 }
        if name == "IBUITableViewCellStyleSubtitle" { _style = .subtitle }
    }
    public func _setAccessory(_ name: String) {
        if name == "disclosureIndicator" { accessoryType = .disclosureIndicator }
        if name == "checkmark" { accessoryType = .checkmark }
        if name == "detailButton" { accessoryType = .detailButton }
        if name == "detailDisclosureButton" { accessoryType = .detailDisclosureButton }
    }
    public func _setSelectionStyle(_ name: String) {
        if name == "none" { selectionStyle = .none }
        if name == "blue" { selectionStyle = .blue }
        if name == "gray" { selectionStyle = .gray }
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UITableViewCell {
    public enum CellStyle {
        case `default`
        case value1
        case value2
        case subtitle
    }
    public enum AccessoryType {
        case none
        case disclosureIndicator
        case detailDisclosureButton
        case checkmark
        case detailButton
    }
    /// How a table draws the lines between rows (kept, not drawn).
    public enum SeparatorStyle: Int {
        case none
        case singleLine
    }
    public enum SelectionStyle {
        case none
        case blue
        case gray
        case `default`
    }
    public enum EditingStyle {
        case none
        case delete
        case insert
    }
}

open class UITableViewHeaderFooterView: UIView {
    public let contentView: UIView = UIView()
    public var _textLabel: UILabel? = nil
    public var contentConfiguration: UIContentConfiguration? = nil
    public var backgroundConfiguration: UIBackgroundConfiguration? = nil
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        _adoptReuseIdentifier(reuseIdentifier)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public var textLabel: UILabel? {
        if _textLabel == nil {
            let label = UILabel()
            contentView.addSubview(label)
            _textLabel = label
        }
        return _textLabel
    }
    @_native public var reuseIdentifier: String? { get }
    @_native public func _adoptReuseIdentifier(_ identifier: String?)
    open func prepareForReuse() {}
}

open class UICollectionReusableView: UIView {
    @_native public var reuseIdentifier: String? { get }
    open func prepareForReuse() {}
}

open class UICollectionViewCell: UICollectionReusableView {
    public let contentView: UIView = UIView()
    public var isSelected: Bool = false {
        didSet { if isSelected != oldValue { _updateConfiguration() } }
    }
    public var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { _updateConfiguration() } }
    }
    public var backgroundView: UIView? = nil
    public var selectedBackgroundView: UIView? = nil
    public var contentConfiguration: UIContentConfiguration? = nil
    public var backgroundConfiguration: UIBackgroundConfiguration? = nil
    public var automaticallyUpdatesContentConfiguration: Bool = true
    public var automaticallyUpdatesBackgroundConfiguration: Bool = true
    public var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? = nil
    /// Whether the outline item the cell shows is expanded (set by the diffable data source, UIKitOutlines.swift).
    public var _isExpanded: Bool = false
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(_selected: isSelected, highlighted: isHighlighted, editing: false)
        state.isExpanded = _isExpanded
        return state
    }
    /// Called before the cell appears and whenever its selection or highlight changes, then the handler.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// UIKit updates at the next layout pass; ReuseLab updates at once.
    public func setNeedsUpdateConfiguration() { _updateConfiguration() }
    public func _updateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        addSubview(contentView)
    }
}

open class UINib: NSObject {
    @_native public init(nibName name: String, bundle bundleOrNil: Bundle?)
    @_native public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any]
}

/// Its scenes are view controllers, which load on first use: `instantiateInitialViewController()` and
/// `instantiateViewController(withIdentifier:)` are in UIKitControllers.swift.
open class UIStoryboard: NSObject {
    @_native public init(name: String, bundle storyboardBundleOrNil: Bundle?)
}

open class UIScrollView: UIView {
    @_native public var contentOffset: CGPoint { get set }
    @_native public var contentSize: CGSize { get }
    /// Scrolls at once: the simulation has no animation, so `animated` changes nothing but the wait.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
    /// Kept, never pulled (UIKitRefreshControl.swift).
    open var refreshControl: UIRefreshControl? = nil
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    open var showsVerticalScrollIndicator: Bool = true
    open var showsHorizontalScrollIndicator: Bool = true
    open var bounces: Bool = true
    open var alwaysBounceVertical: Bool = false
    open var alwaysBounceHorizontal: Bool = false
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UIScrollView {
    // Kept and read back: they change how a finger's scroll looks and feels, never which rows are laid out.
    public enum KeyboardDismissMode {
        case none
        case onDrag
        case interactive
        case onDragWithAccessory
        case interactiveWithAccessory
    }
}

public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { return 1 }
}


open class UITableView: UIScrollView {
    public static let automaticDimension: CGFloat = -1
    @_native public init(frame: CGRect, style: UITableView.Style)
    @_native public required init?(coder: NSCoder)
    public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }
    public convenience override init() {
        self.init(frame: .zero, style: .plain)
    }
    @_native public var delegate: UITableViewDelegate? { get set }
    public var allowsSelection: Bool = true
    public var allowsMultipleSelection: Bool = false
    public var _selectedRows: [IndexPath] = []
    // The lines between rows: kept, not drawn.
    public lazy var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    public lazy var separatorColor: UIColor? = UIColor.separator
    public lazy var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    @_native public override var frame: CGRect { get set }
    @_native public var rowHeight: CGFloat { get set }
    /// Rows are laid out at the estimate while rowHeight is automaticDimension: self-sizing is not simulated.
    @_native public var estimatedRowHeight: CGFloat { get set }
    @_native public var sectionHeaderHeight: CGFloat { get set }
    @_native public var sectionFooterHeight: CGFloat { get set }
    /// Above the first section, as tall as its frame when it is set (as in UIKit, changing its frame later
    /// needs the view set again).
    public var tableHeaderView: UIView? = nil {
        didSet { _setHeaderFooterViewHeight(tableHeaderView?.frame.height ?? 0, footer: false) }
    }
    public var tableFooterView: UIView? = nil {
        didSet { _setHeaderFooterViewHeight(tableFooterView?.frame.height ?? 0, footer: true) }
    }
    /// Behind the rows, as big as the table (an empty state's label): kept and sized, not drawn.
    public var backgroundView: UIView? = nil {
        didSet { backgroundView?.frame = bounds }
    }
    @_native public func _setHeaderFooterViewHeight(_ height: CGFloat, footer: Bool)
    @_native public weak var dataSource: UITableViewDataSource? { get set }
    // `@_native("key")`: a class and a nib overload share each `register` name.
    @_native("tableRegisterClass") public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)
    @_native("tableRegisterNib") public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)
    @_native("tableRegisterHeaderFooterClass") public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
    @_native("tableRegisterHeaderFooterNib") public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String)
    @_native public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?
    @_native public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell
    @_native public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?
    @_native public func reloadData()
    @_native public override func layoutIfNeeded()
    @_native public var visibleCells: [UITableViewCell] { get }
    @_native public var indexPathsForVisibleRows: [IndexPath]? { get }
    @_native public func cellForRow(at indexPath: IndexPath) -> UITableViewCell?
    /// Where a cell is shown; nil for a cell that is not on screen (in the reuse queue, or never this table's).
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        return (indexPathsForVisibleRows ?? []).first { cellForRow(at: $0) === cell }
    }
    @_native public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool)
    @_native public func numberOfRows(inSection section: Int) -> Int
    @_native public var numberOfSections: Int { get }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UITableView {
    public enum Style {
        case plain
        case grouped
        case insetGrouped
    }
    public enum ScrollPosition {
        case none
        case top
        case middle
        case bottom
    }
}

public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { return 1 }
}

@objc public protocol UICollectionViewDelegate: NSObjectProtocol {
    @objc optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

open class UICollectionViewLayout: NSObject {}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
    @_native public var itemSize: CGSize { get set }
    @_native public var minimumLineSpacing: CGFloat { get set }
    @_native public var minimumInteritemSpacing: CGFloat { get set }
    @_native public var headerReferenceSize: CGSize { get set }
    @_native public var footerReferenceSize: CGSize { get set }
    @_native public var sectionInset: UIEdgeInsets { get set }
    /// `.horizontal` fills columns from the top down and scrolls across (laid out by the Simulator).
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { _setScrollsHorizontally(scrollDirection == .horizontal) }
    }
    @_native public func _setScrollsHorizontally(_ horizontal: Bool)
}

open class UICollectionViewLayoutAttributes: NSObject {
    public var frame: CGRect = .zero
    public var indexPath: IndexPath = IndexPath(item: 0, section: 0)
}

open class UICollectionView: UIScrollView {
    public static let elementKindSectionHeader: String = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter: String = "UICollectionElementKindSectionFooter"
    /// Behind the items, as big as the collection view: kept and sized, not drawn.
    public var backgroundView: UIView? = nil {
        didSet { backgroundView?.frame = bounds }
    }
    @_native public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)
    @_native public required init?(coder: NSCoder)
    @_native public var delegate: UICollectionViewDelegate? { get set }
    public var allowsSelection: Bool = true
    public var allowsMultipleSelection: Bool = false
    public var _selectedItems: [IndexPath] = []
    @_native public override var frame: CGRect { get set }
    @_native public var collectionViewLayout: UICollectionViewLayout { get set }
    @_native public weak var dataSource: UICollectionViewDataSource? { get set }
    // `@_native("key")`: a class and a nib overload share each `register` name.
    @_native("collectionRegisterClass") public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
    @_native("collectionRegisterNib") public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)
    @_native("collectionRegisterSupplementaryClass") public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)
    @_native("collectionRegisterSupplementaryNib") public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)
    @_native public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell
    @_native public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView
    @_native public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell
    @_native public func reloadData()
    @_native public override func layoutIfNeeded()
    @_native public var visibleCells: [UICollectionViewCell] { get }
    @_native public var indexPathsForVisibleItems: [IndexPath] { get }
    @_native public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?
    /// Where a cell is shown; nil for a cell that is not on screen (in the reuse queue, or never this view's).
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        return indexPathsForVisibleItems.first { cellForItem(at: $0) === cell }
    }
    @_native public func numberOfItems(inSection section: Int) -> Int
    @_native public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    /// Scrolls the collection view, and the row of an orthogonal section, to show the item (the horizontal positions
    /// apply to orthogonal rows, since the collection view itself scrolls vertically).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        _scrollToItem(indexPath, scrollPosition.rawValue)
    }
    @_native public func _scrollToItem(_ indexPath: IndexPath, _ position: Int)
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UICollectionView {
    public struct ScrollPosition: OptionSet {
        public var rawValue: Int
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }
        public static let top: UICollectionView.ScrollPosition = UICollectionView.ScrollPosition(rawValue: 1)
        public static let centeredVertically: UICollectionView.ScrollPosition = UICollectionView.ScrollPosition(rawValue: 2)
        public static let bottom: UICollectionView.ScrollPosition = UICollectionView.ScrollPosition(rawValue: 4)
        public static let left: UICollectionView.ScrollPosition = UICollectionView.ScrollPosition(rawValue: 8)
        public static let centeredHorizontally: UICollectionView.ScrollPosition = UICollectionView.ScrollPosition(rawValue: 16)
        public static let right: UICollectionView.ScrollPosition = UICollectionView.ScrollPosition(rawValue: 32)
    }
    public enum ScrollDirection: Int {
        case vertical
        case horizontal
    }
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public let _handler: (Cell, IndexPath, Item) -> Void
        public let _record: Int
        @_native public init(handler: @escaping (Cell, IndexPath, Item) -> Void)
    }
}
