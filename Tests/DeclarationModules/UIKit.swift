// ReuseLab's declaration-only stand-in for the part of UIKit that the simulator models.
// Only the shapes matter: the differential test hands this module to the real `swiftc -typecheck`
// so that golden scripts written for iOS can be checked by the real compiler on Linux.
// Nothing here is ever executed; every body that must return something traps.
@_exported import Foundation

// MARK: - Responders, views and controllers

open class UIResponder: NSObject {
    public override init() { super.init() }
    // On iOS declared on NSObject (UINibLoadingAdditions); here where Linux swiftc lets subclasses override it.
    open func awakeFromNib() {}
    open var canBecomeFirstResponder: Bool { fatalError() }
    open var canResignFirstResponder: Bool { fatalError() }
    open var isFirstResponder: Bool { fatalError() }
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
}

open class CGColor {}

open class CALayer: NSObject {
    public override init() { super.init() }
    open var cornerRadius: CGFloat { get { fatalError() } set {} }
    open var masksToBounds: Bool { get { fatalError() } set {} }
    open var borderWidth: CGFloat { get { fatalError() } set {} }
    open var borderColor: CGColor? { get { fatalError() } set {} }
    open var backgroundColor: CGColor? { get { fatalError() } set {} }
    open var shadowColor: CGColor? { get { fatalError() } set {} }
    open var shadowOpacity: Float { get { fatalError() } set {} }
    open var shadowRadius: CGFloat { get { fatalError() } set {} }
    open var shadowOffset: CGSize { get { fatalError() } set {} }
    open var opacity: Float { get { fatalError() } set {} }
    open var sublayers: [CALayer]? { get { fatalError() } set {} }
    open var maskedCorners: CACornerMask { get { fatalError() } set {} }
    open func addSublayer(_ layer: CALayer) {}
}

public struct CACornerMask: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var layerMinXMinYCorner: CACornerMask { fatalError() }
    public static var layerMaxXMinYCorner: CACornerMask { fatalError() }
    public static var layerMinXMaxYCorner: CACornerMask { fatalError() }
    public static var layerMaxXMaxYCorner: CACornerMask { fatalError() }
}

public struct UIRectCorner: OptionSet {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var topLeft: UIRectCorner { fatalError() }
    public static var topRight: UIRectCorner { fatalError() }
    public static var bottomLeft: UIRectCorner { fatalError() }
    public static var bottomRight: UIRectCorner { fatalError() }
    public static var allCorners: UIRectCorner { fatalError() }
}

open class UIColor: NSObject {
    open override func isEqual(_ object: Any?) -> Bool { fatalError() }
    open override var hash: Int { fatalError() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { super.init() }
    open var cgColor: CGColor { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var systemRed: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open class var systemYellow: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var systemPink: UIColor { fatalError() }
    open class var systemPurple: UIColor { fatalError() }
    open class var systemTeal: UIColor { fatalError() }
    open class var systemIndigo: UIColor { fatalError() }
    open class var systemBrown: UIColor { fatalError() }
    open class var systemMint: UIColor { fatalError() }
    open class var systemCyan: UIColor { fatalError() }
    open class var systemGray2: UIColor { fatalError() }
    open class var systemGray3: UIColor { fatalError() }
    open class var systemGray4: UIColor { fatalError() }
    open class var systemGray5: UIColor { fatalError() }
    open class var systemGray6: UIColor { fatalError() }
    open class var tertiarySystemBackground: UIColor { fatalError() }
    open class var systemGroupedBackground: UIColor { fatalError() }
    open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
    open class var tertiaryLabel: UIColor { fatalError() }
    open class var quaternaryLabel: UIColor { fatalError() }
    open class var placeholderText: UIColor { fatalError() }
    open class var link: UIColor { fatalError() }
    open class var opaqueSeparator: UIColor { fatalError() }
    open class var systemFill: UIColor { fatalError() }
    open class var secondarySystemFill: UIColor { fatalError() }
    open class var tertiarySystemFill: UIColor { fatalError() }
    open class var quaternarySystemFill: UIColor { fatalError() }
    open class var separator: UIColor { fatalError() }
    open class var tintColor: UIColor { fatalError() }
}

open class UIFont: NSObject {
    public struct Weight: Hashable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
    public struct TextStyle: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
    open var fontName: String { fatalError() }
    open var familyName: String { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
}

open class UIImage: NSObject {
    public override init() { super.init() }
    public init?(named name: String) { super.init() }
    public init?(systemName name: String) { super.init() }
    open var size: CGSize { fatalError() }
}

public enum NSTextAlignment: Int {
    case left, center, right, justified, natural
}

public struct UILayoutPriority: Hashable, RawRepresentable {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case notAnAttribute = 0
    }
    public enum Relation: Int {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }
    public enum Axis: Int {
        case horizontal, vertical
    }
    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) { fatalError() }
    open var firstItem: AnyObject? { fatalError() }
    open var firstAttribute: NSLayoutConstraint.Attribute { fatalError() }
    open var relation: NSLayoutConstraint.Relation { fatalError() }
    open var secondItem: AnyObject? { fatalError() }
    open var secondAttribute: NSLayoutConstraint.Attribute { fatalError() }
    open var multiplier: CGFloat { fatalError() }
    open var constant: CGFloat { get { fatalError() } set {} }
    open var priority: UILayoutPriority { get { fatalError() } set {} }
    open var identifier: String? { get { fatalError() } set {} }
    open var isActive: Bool { get { fatalError() } set {} }
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
}

open class UILayoutGuide: NSObject {
    public override init() { super.init() }
    open weak var owningView: UIView? { get { fatalError() } set {} }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

open class UIView: UIResponder {
    open var traitCollection: UITraitCollection { fatalError() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    public enum ContentMode: Int {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }
    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }
    public struct AnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let allowUserInteraction = AnimationOptions(rawValue: 2)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 4)
        public static let curveEaseIn = AnimationOptions(rawValue: 65536)
        public static let curveEaseOut = AnimationOptions(rawValue: 131072)
        public static let curveLinear = AnimationOptions(rawValue: 196608)
    }
    public override init() { super.init() }
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { fatalError() }

    open var frame: CGRect { get { fatalError() } set {} }
    open var bounds: CGRect { get { fatalError() } set {} }
    open var center: CGPoint { get { fatalError() } set {} }
    open var backgroundColor: UIColor? { get { fatalError() } set {} }
    open var tintColor: UIColor! { get { fatalError() } set {} }
    open var isHidden: Bool { get { fatalError() } set {} }
    open var alpha: CGFloat { get { fatalError() } set {} }
    open var transform: CGAffineTransform { get { fatalError() } set {} }
    open var clipsToBounds: Bool { get { fatalError() } set {} }
    open var isOpaque: Bool { get { fatalError() } set {} }
    open var isUserInteractionEnabled: Bool { get { fatalError() } set {} }
    open var contentMode: UIView.ContentMode { get { fatalError() } set {} }
    open var tag: Int { get { fatalError() } set {} }
    open var accessibilityLabel: String? { get { fatalError() } set {} }
    open var accessibilityHint: String? { get { fatalError() } set {} }
    open var accessibilityValue: String? { get { fatalError() } set {} }
    open var accessibilityIdentifier: String? { get { fatalError() } set {} }
    open var isAccessibilityElement: Bool { get { fatalError() } set {} }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }
    open var autoresizingMask: UIView.AutoresizingMask { get { fatalError() } set {} }
    open var layoutMargins: UIEdgeInsets { get { fatalError() } set {} }
    open var layer: CALayer { fatalError() }

    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func removeFromSuperview() {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func isDescendant(of view: UIView) -> Bool { fatalError() }
    open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
    open func didMoveToSuperview() {}
    open func prepareForInterfaceBuilder() {}

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() {}
    open var intrinsicContentSize: CGSize { fatalError() }
    public class var noIntrinsicMetric: CGFloat { fatalError() }
    public class var layoutFittingCompressedSize: CGSize { fatalError() }

    open var constraints: [NSLayoutConstraint] { fatalError() }
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func removeConstraint(_ constraint: NSLayoutConstraint) {}
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

open class UILabel: UIView {
    open var text: String? { get { fatalError() } set {} }
    open var font: UIFont! { get { fatalError() } set {} }
    open var textColor: UIColor! { get { fatalError() } set {} }
    open var textAlignment: NSTextAlignment { get { fatalError() } set {} }
    open var numberOfLines: Int { get { fatalError() } set {} }
    open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set {} }
    open var adjustsFontForContentSizeCategory: Bool { get { fatalError() } set {} }
    open var isEnabled: Bool { get { fatalError() } set {} }
}

open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public override init() { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { fatalError() }
    open var image: UIImage? { get { fatalError() } set {} }
    open var highlightedImage: UIImage? { get { fatalError() } set {} }
    open var isHighlighted: Bool { get { fatalError() } set {} }
}

open class UIAction: NSObject {
    public convenience init(title: String = "", handler: @escaping (UIAction) -> Void) { fatalError() }
    open var title: String { fatalError() }
}

open class UIControl: UIView {
    public struct State: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1)
        public static let disabled = State(rawValue: 2)
        public static let selected = State(rawValue: 4)
    }
    public struct Event: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1)
        public static let touchUpInside = Event(rawValue: 64)
        public static let touchUpOutside = Event(rawValue: 128)
        public static let valueChanged = Event(rawValue: 4096)
        public static let primaryActionTriggered = Event(rawValue: 8192)
        public static let editingDidBegin = Event(rawValue: 65536)
        public static let editingChanged = Event(rawValue: 131072)
        public static let editingDidEnd = Event(rawValue: 262144)
        public static let editingDidEndOnExit = Event(rawValue: 524288)
    }
    open var isEnabled: Bool { get { fatalError() } set {} }
    open var isSelected: Bool { get { fatalError() } set {} }
    open var isHighlighted: Bool { get { fatalError() } set {} }
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
}

/// Objective-C's `Selector`, which Linux swiftc lacks.
public struct Selector: Equatable, CustomStringConvertible {
    public init(_ name: String) {}
    public var description: String { fatalError() }
}

/// What `#selector(m)` becomes for Linux swiftc, which has no Objective-C runtime (see `DifferentialTests.asIOSCode`):
/// the method reference is still resolved, by name and labels, as swiftc resolves it inside `#selector`.
public func _selector<T>(_ method: T) -> Selector { fatalError() }
/// `#selector(getter: p)` / `#selector(setter: p)` inside the type: the property is still resolved.
public func _selector<T>(getter property: T) -> Selector { fatalError() }
public func _selector<T>(setter property: T) -> Selector { fatalError() }

open class UIButton: UIControl {
    public enum ButtonType: Int {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }
    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    open var buttonType: UIButton.ButtonType { fatalError() }
    open var titleLabel: UILabel? { fatalError() }
    open var currentTitle: String? { fatalError() }
    open var currentImage: UIImage? { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { fatalError() }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func titleColor(for state: UIControl.State) -> UIColor? { fatalError() }
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func image(for state: UIControl.State) -> UIImage? { fatalError() }
}

open class UISwitch: UIControl {
    open var isOn: Bool { get { fatalError() } set {} }
    open var onTintColor: UIColor? { get { fatalError() } set {} }
    open func setOn(_ on: Bool, animated: Bool) {}
}

open class UIStepper: UIControl {
    open var value: Double { get { fatalError() } set {} }
    open var minimumValue: Double { get { fatalError() } set {} }
    open var maximumValue: Double { get { fatalError() } set {} }
    open var stepValue: Double { get { fatalError() } set {} }
}

open class UISlider: UIControl {
    open var value: Float { get { fatalError() } set {} }
    open var minimumValue: Float { get { fatalError() } set {} }
    open var maximumValue: Float { get { fatalError() } set {} }
    open func setValue(_ value: Float, animated: Bool) {}
}

open class UITextField: UIControl {
    public enum BorderStyle: Int {
        case none, line, bezel, roundedRect
    }
    open var text: String? { get { fatalError() } set {} }
    open var placeholder: String? { get { fatalError() } set {} }
    open var font: UIFont? { get { fatalError() } set {} }
    open var textColor: UIColor? { get { fatalError() } set {} }
    open var textAlignment: NSTextAlignment { get { fatalError() } set {} }
    open var borderStyle: UITextField.BorderStyle { get { fatalError() } set {} }
    open var isSecureTextEntry: Bool { get { fatalError() } set {} }
    public enum ViewMode: Int {
        case never, whileEditing, unlessEditing, always
    }
    open var keyboardType: UIKeyboardType { get { fatalError() } set {} }
    open var returnKeyType: UIReturnKeyType { get { fatalError() } set {} }
    open var autocapitalizationType: UITextAutocapitalizationType { get { fatalError() } set {} }
    open var autocorrectionType: UITextAutocorrectionType { get { fatalError() } set {} }
    open var clearButtonMode: UITextField.ViewMode { get { fatalError() } set {} }
    weak open var delegate: UITextFieldDelegate? { get { fatalError() } set {} }
    open var isEditing: Bool { fatalError() }
    // ReuseLab's own helpers (not UIKit API), declared so that scripts using them type-check.
    open func simulateTyping(_ text: String) {}
    open func simulateReturnKey() {}
}

public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
}
extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

public enum UIKeyboardType: Int {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UIReturnKeyType: Int {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int {
    case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int {
    case `default`, no, yes
}

open class UIStackView: UIView {
    public enum Distribution: Int {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: Int {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: UIStackView.Alignment { .leading }
        public static var bottom: UIStackView.Alignment { .trailing }
    }
    // As UIKit declares them: `init(frame:)` and `init(coder:)` designated, `init(arrangedSubviews:)` a convenience
    // initializer, and NSObject's `init()` inherited (`UIStackView()`).
    public override init() { super.init(frame: .zero) }
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { fatalError() }
    open var arrangedSubviews: [UIView] { fatalError() }
    open var axis: NSLayoutConstraint.Axis { get { fatalError() } set {} }
    open var spacing: CGFloat { get { fatalError() } set {} }
    open var distribution: UIStackView.Distribution { get { fatalError() } set {} }
    open var alignment: UIStackView.Alignment { get { fatalError() } set {} }
    open func addArrangedSubview(_ view: UIView) {}
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
    open func removeArrangedSubview(_ view: UIView) {}
}

open class UIActivityIndicatorView: UIView {
    public enum Style: Int {
        case medium = 100, large = 101
    }
    // NSObject's `init()` is inherited in UIKit (`UIActivityIndicatorView()` is a medium one).
    public override init() { super.init(frame: .zero) }
    public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { fatalError() }
    open var style: UIActivityIndicatorView.Style { get { fatalError() } set {} }
    open var color: UIColor! { get { fatalError() } set {} }
    open var isAnimating: Bool { fatalError() }
    open var hidesWhenStopped: Bool { get { fatalError() } set {} }
    open func startAnimating() {}
    open func stopAnimating() {}
}

open class UIScreen: NSObject {
    open class var main: UIScreen { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var scale: CGFloat { fatalError() }
}

open class UIWindow: UIView {
    open var isKeyWindow: Bool { fatalError() }
    open var rootViewController: UIViewController? { get { fatalError() } set {} }
    open func makeKeyAndVisible() {}
    open func makeKey() {}
}

open class UINavigationItem: NSObject {
    public init(title: String) { super.init() }
    public override init() { super.init() }
    open var title: String? { get { fatalError() } set {} }
    open var prompt: String? { get { fatalError() } set {} }
    public enum LargeTitleDisplayMode: Int {
        case automatic, always, never
    }
    open var leftBarButtonItem: UIBarButtonItem? { get { fatalError() } set {} }
    open var rightBarButtonItem: UIBarButtonItem? { get { fatalError() } set {} }
    open var leftBarButtonItems: [UIBarButtonItem]? { get { fatalError() } set {} }
    open var rightBarButtonItems: [UIBarButtonItem]? { get { fatalError() } set {} }
    open var backBarButtonItem: UIBarButtonItem? { get { fatalError() } set {} }
    open var titleView: UIView? { get { fatalError() } set {} }
    open var hidesBackButton: Bool { get { fatalError() } set {} }
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get { fatalError() } set {} }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {}
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {}
}

open class UIBarItem: NSObject {
    public override init() { super.init() }
    open var isEnabled: Bool { get { fatalError() } set {} }
    open var title: String? { get { fatalError() } set {} }
    open var image: UIImage? { get { fatalError() } set {} }
    open var tag: Int { get { fatalError() } set {} }
}

open class UIBarButtonItem: UIBarItem {
    public enum Style: Int {
        case plain, bordered, done
    }
    public enum SystemItem: Int {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }
    public override init() { super.init() }
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.init() }
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { self.init() }
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) { self.init() }
    public convenience init(customView: UIView) { self.init() }
    open var style: UIBarButtonItem.Style { get { fatalError() } set {} }
    open var width: CGFloat { get { fatalError() } set {} }
    open var customView: UIView? { get { fatalError() } set {} }
    open var action: Selector? { get { fatalError() } set {} }
    open var target: AnyObject? { get { fatalError() } set {} }
    open var tintColor: UIColor? { get { fatalError() } set {} }
}

open class UIViewController: UIResponder {
    open var traitCollection: UITraitCollection { fatalError() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { fatalError() }
    open var view: UIView! { get { fatalError() } set {} }
    open var viewIfLoaded: UIView? { fatalError() }
    open var isViewLoaded: Bool { fatalError() }
    open func loadViewIfNeeded() {}
    open var nibName: String? { fatalError() }
    open var isEditing: Bool { get { fatalError() } set {} }
    open var toolbarItems: [UIBarButtonItem]? { get { fatalError() } set {} }
    open var editButtonItem: UIBarButtonItem { fatalError() }
    open func setEditing(_ editing: Bool, animated: Bool) {}
    open var title: String? { get { fatalError() } set {} }
    open var navigationItem: UINavigationItem { fatalError() }
    open var parent: UIViewController? { fatalError() }
    open var children: [UIViewController] { fatalError() }
    open var navigationController: UINavigationController? { fatalError() }
    open var tabBarController: UITabBarController? { fatalError() }
    open var presentedViewController: UIViewController? { fatalError() }
    open var presentingViewController: UIViewController? { fatalError() }
    open func loadView() {}
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
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    open var refreshControl: UIRefreshControl? { get { fatalError() } set {} }
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { fatalError() }
    open var tableView: UITableView! { get { fatalError() } set {} }
    open var clearsSelectionOnViewWillAppear: Bool { get { fatalError() } set {} }
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    // Optional protocol methods Swift imports into the controller (a subclass writes `override`).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { fatalError() }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { fatalError() }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { fatalError() }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { fatalError() }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { fatalError() }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { fatalError() }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { fatalError() }
}

open class UIContextualAction: NSObject {
    public enum Style: Int {
        case normal, destructive
    }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) { fatalError() }
    open var style: UIContextualAction.Style { fatalError() }
    open var handler: UIContextualAction.Handler { fatalError() }
    open var title: String? { get { fatalError() } set {} }
    open var backgroundColor: UIColor! { get { fatalError() } set {} }
    open var image: UIImage? { get { fatalError() } set {} }
}

open class UISwipeActionsConfiguration: NSObject {
    public init(actions: [UIContextualAction]) { fatalError() }
    open var actions: [UIContextualAction] { fatalError() }
    open var performsFirstActionWithFullSwipe: Bool { get { fatalError() } set {} }
}

open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public init(collectionViewLayout layout: UICollectionViewLayout) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { fatalError() }
    open var collectionView: UICollectionView! { get { fatalError() } set {} }
    open var collectionViewLayout: UICollectionViewLayout { fatalError() }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    // Optional protocol methods Swift imports into the controller (a subclass writes `override`).
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView { fatalError() }
}

open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { fatalError() }
    open var viewControllers: [UIViewController] { get { fatalError() } set {} }
    open var topViewController: UIViewController? { fatalError() }
    open var visibleViewController: UIViewController? { fatalError() }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
}

open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? { get { fatalError() } set {} }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
    open var selectedIndex: Int { get { fatalError() } set {} }
    open var selectedViewController: UIViewController? { get { fatalError() } set {} }
}

// MARK: - Resources

open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { super.init() }
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] { fatalError() }
}

extension Bundle {
    public func loadNibNamed(_ name: String, owner: Any?, options: [String: Any]? = nil) -> [Any]? { fatalError() }
}

open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { super.init() }
    open func instantiateInitialViewController() -> UIViewController? { fatalError() }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { fatalError() }
}

// MARK: - Scroll views

open class UIScrollView: UIView {
    open var contentOffset: CGPoint { get { fatalError() } set {} }
    open var contentSize: CGSize { get { fatalError() } set {} }
    open var refreshControl: UIRefreshControl? { get { fatalError() } set {} }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    public enum KeyboardDismissMode: Int {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get { fatalError() } set {} }
    open var showsVerticalScrollIndicator: Bool { get { fatalError() } set {} }
    open var showsHorizontalScrollIndicator: Bool { get { fatalError() } set {} }
    open var bounces: Bool { get { fatalError() } set {} }
    open var alwaysBounceVertical: Bool { get { fatalError() } set {} }
    open var alwaysBounceHorizontal: Bool { get { fatalError() } set {} }
}

// MARK: - Table views

public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    // Optional requirements of the Objective-C protocol, modelled as defaults.
    public func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
}

// UIKit's delegate methods are optional (Objective-C); declared here as requirements with empty defaults.
public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
}
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

open class UITableViewCell: UIView {
    public enum CellStyle: Int {
        case `default`, value1, value2, subtitle
    }
    public enum AccessoryType: Int {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    public enum SeparatorStyle: Int {
        case none, singleLine
    }
    public enum SelectionStyle: Int {
        case none, blue, gray, `default`
    }
    public enum EditingStyle: Int {
        case none, delete, insert
    }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil) }
    public override convenience init() { self.init(style: .default, reuseIdentifier: nil) }
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? { get { fatalError() } set {} }
    open var configurationState: UICellConfigurationState { fatalError() }
    open func updateConfiguration(using state: UICellConfigurationState) {}
    open func setNeedsUpdateConfiguration() {}
    open var reuseIdentifier: String? { fatalError() }
    open var contentView: UIView { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var detailTextLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open var accessoryType: UITableViewCell.AccessoryType { get { fatalError() } set {} }
    open var accessoryView: UIView? { get { fatalError() } set {} }
    open var selectionStyle: UITableViewCell.SelectionStyle { get { fatalError() } set {} }
    open var selectedBackgroundView: UIView? { get { fatalError() } set {} }
    open var backgroundView: UIView? { get { fatalError() } set {} }
    open var separatorInset: UIEdgeInsets { get { fatalError() } set {} }
    open var isEditing: Bool { get { fatalError() } set {} }
    open var isSelected: Bool { get { fatalError() } set {} }
    open var isHighlighted: Bool { get { fatalError() } set {} }
    open func setSelected(_ selected: Bool, animated: Bool) {}
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {}
    open func setEditing(_ editing: Bool, animated: Bool) {}
    open func prepareForReuse() {}
}

open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) { super.init(frame: .zero) }
    public override convenience init(frame: CGRect) { self.init(reuseIdentifier: nil) }
    public required init?(coder: NSCoder) { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var contentView: UIView { fatalError() }
    open func prepareForReuse() {}
}

open class UITableView: UIScrollView {
    public enum Style: Int {
        case plain, grouped, insetGrouped
    }
    public enum ScrollPosition: Int {
        case none, top, middle, bottom
    }
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public convenience override init() { self.init(frame: .zero, style: .plain) }
    public required init?(coder: NSCoder) { fatalError() }

    open var style: UITableView.Style { fatalError() }
    open weak var dataSource: UITableViewDataSource? { get { fatalError() } set {} }
    open weak var delegate: UITableViewDelegate? { get { fatalError() } set {} }
    open var rowHeight: CGFloat { get { fatalError() } set {} }
    open var estimatedRowHeight: CGFloat { get { fatalError() } set {} }
    open var separatorStyle: UITableViewCell.SeparatorStyle { get { fatalError() } set {} }
    open var separatorColor: UIColor? { get { fatalError() } set {} }
    open var separatorInset: UIEdgeInsets { get { fatalError() } set {} }
    open var sectionHeaderHeight: CGFloat { get { fatalError() } set {} }
    open var estimatedSectionHeaderHeight: CGFloat { get { fatalError() } set {} }
    open var estimatedSectionFooterHeight: CGFloat { get { fatalError() } set {} }
    open var sectionFooterHeight: CGFloat { get { fatalError() } set {} }

    // Registration: a class or a nib per identifier; nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    // Dequeuing.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { fatalError() }

    // Data and layout.
    open func reloadData() {}
    open var numberOfSections: Int { fatalError() }
    open func numberOfRows(inSection section: Int) -> Int { fatalError() }
    open var visibleCells: [UITableViewCell] { fatalError() }
    open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { fatalError() }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
}

// MARK: - Collection views

public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
}

public protocol UICollectionViewDelegate: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}
extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

// Its methods are optional (Objective-C): the learner's implementations are plain methods here.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
}
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
}

open class UICollectionReusableView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() {}
}

open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { fatalError() }
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? { get { fatalError() } set {} }
    open var configurationState: UICellConfigurationState { fatalError() }
    open func updateConfiguration(using state: UICellConfigurationState) {}
    open func setNeedsUpdateConfiguration() {}
    open var isSelected: Bool { get { fatalError() } set {} }
    open var isHighlighted: Bool { get { fatalError() } set {} }
    open var backgroundView: UIView? { get { fatalError() } set {} }
    open var selectedBackgroundView: UIView? { get { fatalError() } set {} }
}

open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
}

open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect { get { fatalError() } set {} }
    open var indexPath: IndexPath { get { fatalError() } set {} }
}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize: CGSize { get { fatalError() } set {} }
    open var headerReferenceSize: CGSize { get { fatalError() } set {} }
    open var footerReferenceSize: CGSize { get { fatalError() } set {} }
    open var minimumLineSpacing: CGFloat { get { fatalError() } set {} }
    open var minimumInteritemSpacing: CGFloat { get { fatalError() } set {} }
    open var sectionInset: UIEdgeInsets { get { fatalError() } set {} }
    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError() } set {} }
}

/// Core Graphics' affine transform (Linux's Foundation has none).
public struct CGAffineTransform: Equatable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { fatalError() }
    public var isIdentity: Bool { fatalError() }
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
}

public struct UIEdgeInsets: Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static var zero: UIEdgeInsets { fatalError() }
}

open class UICollectionView: UIScrollView {
    open var backgroundView: UIView? { get { fatalError() } set {} }
    public struct ScrollPosition: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1)
        public static let centeredVertically = ScrollPosition(rawValue: 2)
        public static let bottom = ScrollPosition(rawValue: 4)
        public static let left = ScrollPosition(rawValue: 8)
        public static let centeredHorizontally = ScrollPosition(rawValue: 16)
        public static let right = ScrollPosition(rawValue: 32)
    }
    public enum ScrollDirection: Int {
        case vertical
        case horizontal
    }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {}
    public static var elementKindSectionHeader: String { fatalError() }
    public static var elementKindSectionFooter: String { fatalError() }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { fatalError() }

    open var collectionViewLayout: UICollectionViewLayout { get { fatalError() } set {} }
    open weak var dataSource: UICollectionViewDataSource? { get { fatalError() } set {} }
    open weak var delegate: UICollectionViewDelegate? { get { fatalError() } set {} }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView { fatalError() }

    // iOS 14 registrations.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { fatalError() }
        public init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { fatalError() }
    }
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) { fatalError() }
    }
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell { fatalError() }
    public func dequeueConfiguredReusableSupplementary<T>(using registration: UICollectionView.SupplementaryRegistration<T>, for indexPath: IndexPath) -> T where T: UICollectionReusableView { fatalError() }

    open func reloadData() {}
    open var numberOfSections: Int { fatalError() }
    open func numberOfItems(inSection section: Int) -> Int { fatalError() }
    open var visibleCells: [UICollectionViewCell] { fatalError() }
    open var indexPathsForVisibleItems: [IndexPath] { fatalError() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { fatalError() }
}

// MARK: - Index paths (UIKit's additions to Foundation's IndexPath)

extension IndexPath {
    public init(row: Int, section: Int) { fatalError() }
    public init(item: Int, section: Int) { fatalError() }
    public var section: Int { get { fatalError() } set {} }
    public var row: Int { get { fatalError() } set {} }
    public var item: Int { get { fatalError() } set {} }
}


// MARK: - What UIKit did next (iOS 13–15): diffable data sources, list cells, the list layout, batch updates,
// selection. Real signatures; the `Sendable` requirements newer SDKs add to identifiers are left out.

extension UITableView {
    public enum RowAnimation: Int {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }
    public var allowsSelection: Bool { get { fatalError() } set {} }
    public var allowsMultipleSelection: Bool { get { fatalError() } set {} }
    public var indexPathForSelectedRow: IndexPath? { fatalError() }
    public var indexPathsForSelectedRows: [IndexPath]? { fatalError() }
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    public func reconfigureRows(at indexPaths: [IndexPath]) {}
    public func beginUpdates() {}
    public func endUpdates() {}
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    /// ReuseLab's own helper, not UIKit API: a simulated tap on a row (selects it, then calls didSelectRowAt).
    public func simulateTap(at indexPath: IndexPath) {}
    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    public func moveSection(_ section: Int, toSection newSection: Int) {}
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { fatalError() }
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { fatalError() }
    public weak var prefetchDataSource: UITableViewDataSourcePrefetching? { get { fatalError() } set {} }
    public var tableHeaderView: UIView? { get { fatalError() } set {} }
    public var tableFooterView: UIView? { get { fatalError() } set {} }
    public var backgroundView: UIView? { get { fatalError() } set {} }
}

extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) {}
    public func deleteItems(at indexPaths: [IndexPath]) {}
    public func reloadItems(at indexPaths: [IndexPath]) {}
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    public func reconfigureItems(at indexPaths: [IndexPath]) {}
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    public var allowsSelection: Bool { get { fatalError() } set {} }
    public var allowsMultipleSelection: Bool { get { fatalError() } set {} }
    public var indexPathsForSelectedItems: [IndexPath]? { fatalError() }
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {}
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    /// ReuseLab's own helper, not UIKit API: a simulated tap on an item (asks shouldSelectItemAt, selects it, then
    /// calls didSelectItemAt).
    public func simulateTap(at indexPath: IndexPath) {}
    public func simulateTapOnOutlineDisclosure(at indexPath: IndexPath) {}
    public func insertSections(_ sections: IndexSet) {}
    public func deleteSections(_ sections: IndexSet) {}
    public func reloadSections(_ sections: IndexSet) {}
    public func moveSection(_ section: Int, toSection newSection: Int) {}
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? { fatalError() }
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] { fatalError() }
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] { fatalError() }
    public weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? { get { fatalError() } set {} }
}

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
    public init() {}
    public var numberOfItems: Int { fatalError() }
    public var numberOfSections: Int { fatalError() }
    public var sectionIdentifiers: [SectionIdentifierType] { fatalError() }
    public var itemIdentifiers: [ItemIdentifierType] { fatalError() }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { fatalError() }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { fatalError() }
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { fatalError() }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { fatalError() }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { fatalError() }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { fatalError() }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { fatalError() }
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {}
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {}
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func deleteAllItems() {}
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {}
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {}
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {}
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {}
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {}
}

open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    public init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) { fatalError() }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError() }
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {}
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError() }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError() }
    open var defaultRowAnimation: UITableView.RowAnimation { get { fatalError() } set {} }
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { fatalError() }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { fatalError() }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?
    public init(collectionView: UICollectionView, cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) { fatalError() }
    open var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider? { get { fatalError() } set {} }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError() }
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {}
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError() }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError() }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView { fatalError() }
}

extension UICollectionViewDiffableDataSource {
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { fatalError() }
    // UIKit names the parameter ItemIdentifierType too, shadowing the class's (a warning in this module).
    public struct SectionSnapshotHandlers<Item> where Item: Hashable {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }
    public var sectionSnapshotHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers<ItemIdentifierType> { get { fatalError() } set {} }
}

public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> where ItemIdentifierType: Hashable {
    public init() {}
    public var items: [ItemIdentifierType] { fatalError() }
    public var visibleItems: [ItemIdentifierType] { fatalError() }
    public var rootItems: [ItemIdentifierType] { fatalError() }
    public func contains(_ item: ItemIdentifierType) -> Bool { fatalError() }
    public func index(of item: ItemIdentifierType) -> Int? { fatalError() }
    public func level(of item: ItemIdentifierType) -> Int { fatalError() }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { fatalError() }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { fatalError() }
    public func isVisible(_ item: ItemIdentifierType) -> Bool { fatalError() }
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {}
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {}
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {}
    public mutating func delete(_ items: [ItemIdentifierType]) {}
    public mutating func deleteAll() {}
    public mutating func expand(_ items: [ItemIdentifierType]) {}
    public mutating func collapse(_ items: [ItemIdentifierType]) {}
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { fatalError() }
}

// UIKit's protocol also requires makeContentView() and updated(for:); left out here (declarations only).
public protocol UIContentConfiguration {}

public protocol UIConfigurationState {}

public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var isSelected: Bool { get { fatalError() } set {} }
    public var isHighlighted: Bool { get { fatalError() } set {} }
    public var isEditing: Bool { get { fatalError() } set {} }
    public var isDisabled: Bool { get { fatalError() } set {} }
    public var isFocused: Bool { get { fatalError() } set {} }
    public var isSwiped: Bool { get { fatalError() } set {} }
    public var isExpanded: Bool { get { fatalError() } set {} }
    public var isReordering: Bool { get { fatalError() } set {} }
}

public struct UIListContentConfiguration: UIContentConfiguration {
    public struct TextProperties {
        public enum TextAlignment: Int {
            case natural, center, justified
        }
        public var font: UIFont { get { fatalError() } set {} }
        public var color: UIColor { get { fatalError() } set {} }
        public var numberOfLines: Int { get { fatalError() } set {} }
        public var alignment: UIListContentConfiguration.TextProperties.TextAlignment { get { fatalError() } set {} }
    }
    public struct ImageProperties {
        public var tintColor: UIColor? { get { fatalError() } set {} }
        public var cornerRadius: CGFloat { get { fatalError() } set {} }
    }
    public static func cell() -> UIListContentConfiguration { fatalError() }
    public static func subtitleCell() -> UIListContentConfiguration { fatalError() }
    public static func valueCell() -> UIListContentConfiguration { fatalError() }
    public static func header() -> UIListContentConfiguration { fatalError() }
    public static func footer() -> UIListContentConfiguration { fatalError() }
    public static func groupedHeader() -> UIListContentConfiguration { fatalError() }
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { fatalError() }
    public var text: String? { get { fatalError() } set {} }
    public var secondaryText: String? { get { fatalError() } set {} }
    public var image: UIImage? { get { fatalError() } set {} }
    public var textProperties: UIListContentConfiguration.TextProperties { get { fatalError() } set {} }
    public var secondaryTextProperties: UIListContentConfiguration.TextProperties { get { fatalError() } set {} }
    public var imageProperties: UIListContentConfiguration.ImageProperties { get { fatalError() } set {} }
    public var prefersSideBySideTextAndSecondaryText: Bool { get { fatalError() } set {} }
}

extension UITableViewCell {
    public var contentConfiguration: UIContentConfiguration? { get { fatalError() } set {} }
    public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    public var backgroundConfiguration: UIBackgroundConfiguration? { get { fatalError() } set {} }
    public var automaticallyUpdatesContentConfiguration: Bool { get { fatalError() } set {} }
    public var automaticallyUpdatesBackgroundConfiguration: Bool { get { fatalError() } set {} }
}

extension UICollectionViewCell {
    public var contentConfiguration: UIContentConfiguration? { get { fatalError() } set {} }
    public var backgroundConfiguration: UIBackgroundConfiguration? { get { fatalError() } set {} }
    public var automaticallyUpdatesContentConfiguration: Bool { get { fatalError() } set {} }
    public var automaticallyUpdatesBackgroundConfiguration: Bool { get { fatalError() } set {} }
}

public struct UIBackgroundConfiguration: Hashable {
    public static func clear() -> UIBackgroundConfiguration { fatalError() }
    public static func listPlainCell() -> UIBackgroundConfiguration { fatalError() }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { fatalError() }
    public static func listGroupedCell() -> UIBackgroundConfiguration { fatalError() }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { fatalError() }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { fatalError() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { fatalError() }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { fatalError() }
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration { fatalError() }
    public var customView: UIView? { get { fatalError() } set {} }
    public var cornerRadius: CGFloat { get { fatalError() } set {} }
    public var backgroundInsets: NSDirectionalEdgeInsets { get { fatalError() } set {} }
    public var backgroundColor: UIColor? { get { fatalError() } set {} }
    public var image: UIImage? { get { fatalError() } set {} }
    public var strokeColor: UIColor? { get { fatalError() } set {} }
    public var strokeWidth: CGFloat { get { fatalError() } set {} }
    public var strokeOutset: CGFloat { get { fatalError() } set {} }
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { fatalError() }
}

extension UITableViewHeaderFooterView {
    public var backgroundConfiguration: UIBackgroundConfiguration? { get { fatalError() } set {} }
    public var contentConfiguration: UIContentConfiguration? { get { fatalError() } set {} }
    public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
}

public struct UICellAccessory {
    public static func disclosureIndicator() -> UICellAccessory { fatalError() }
    public static func checkmark() -> UICellAccessory { fatalError() }
    public static func delete() -> UICellAccessory { fatalError() }
    public static func reorder() -> UICellAccessory { fatalError() }
    public enum DisplayedState {
        case always
        case whenEditing
        case whenNotEditing
    }
    public typealias ActionHandler = () -> Void
    public struct OutlineDisclosureOptions {
        public enum Style {
            case automatic
            case header
            case cell
        }
        public var style: UICellAccessory.OutlineDisclosureOptions.Style
        public var isHidden: Bool
        public var tintColor: UIColor?
        public init(style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil, tintColor: UIColor? = nil) { fatalError() }
    }
    public static func outlineDisclosure(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory { fatalError() }
}

extension UICellAccessory {
    public enum Placement {
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { $0.count })
        case trailing(displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { _ in 0 })
        public static func position(before accessory: UICellAccessory) -> UICellAccessory.Placement.Position { fatalError() }
        public static func position(after accessory: UICellAccessory) -> UICellAccessory.Placement.Position { fatalError() }
    }
    public enum LayoutDimension {
        case actual
        case standard
        case custom(CGFloat)
    }
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: UICellAccessory.Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool = false, reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard, tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) { fatalError() }
    }
    public static func customView(configuration: UICellAccessory.CustomViewConfiguration) -> UICellAccessory { fatalError() }
}

open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] { get { fatalError() } set {} }
    open var indentationLevel: Int { get { fatalError() } set {} }
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { fatalError() }
}

public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    public enum HeaderMode: Int {
        case none, supplementary, firstItemInSection
    }
    public enum FooterMode: Int {
        case none, supplementary
    }
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { fatalError() }
    public var appearance: UICollectionLayoutListConfiguration.Appearance { fatalError() }
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode { get { fatalError() } set {} }
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode { get { fatalError() } set {} }
    public var showsSeparators: Bool { get { fatalError() } set {} }
    public var backgroundColor: UIColor? { get { fatalError() } set {} }
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? { get { fatalError() } set {} }
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? { get { fatalError() } set {} }
}

open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(section: NSCollectionLayoutSection) { fatalError() }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { fatalError() }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) { fatalError() }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) { fatalError() }
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { get { fatalError() } set {} }
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout { fatalError() }
}

public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

public struct NSDirectionalEdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public static var zero: NSDirectionalEdgeInsets { fatalError() }
}

open class NSCollectionLayoutDimension: NSObject {
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
    open var isFractionalWidth: Bool { fatalError() }
    open var isFractionalHeight: Bool { fatalError() }
    open var isAbsolute: Bool { fatalError() }
    open var isEstimated: Bool { fatalError() }
    open var dimension: CGFloat { fatalError() }
}

open class NSCollectionLayoutSize: NSObject {
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) { fatalError() }
    open var widthDimension: NSCollectionLayoutDimension { fatalError() }
    open var heightDimension: NSCollectionLayoutDimension { fatalError() }
}

open class NSCollectionLayoutSpacing: NSObject {
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError() }
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError() }
    open var spacing: CGFloat { fatalError() }
    open var isFlexibleSpacing: Bool { fatalError() }
    open var isFixedSpacing: Bool { fatalError() }
}

open class NSCollectionLayoutItem: NSObject {
    public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError() }
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set {} }
    open var layoutSize: NSCollectionLayoutSize { fatalError() }
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { fatalError() }
}

open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    open var interItemSpacing: NSCollectionLayoutSpacing? { get { fatalError() } set {} }
    open var subitems: [NSCollectionLayoutItem] { fatalError() }
}

open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    open var zIndex: Int { get { fatalError() } set {} }
    open var elementKind: String { fatalError() }
}

public enum NSRectAlignment: Int {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) { fatalError() }
    open var extendsBoundary: Bool { get { fatalError() } set {} }
    open var pinToVisibleBounds: Bool { get { fatalError() } set {} }
    open var alignment: NSRectAlignment { fatalError() }
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
}

open class NSCollectionLayoutSection: NSObject {
    public convenience init(group: NSCollectionLayoutGroup) { fatalError() }
    open class func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set {} }
    open var interGroupSpacing: CGFloat { get { fatalError() } set {} }
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { get { fatalError() } set {} }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { get { fatalError() } set {} }
    open var supplementariesFollowContentInsets: Bool { get { fatalError() } set {} }
}

// Spellings Swift 4.2 retired, kept by the SDK so that swiftc can say what replaced them.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(swift, obsoleted: 4.2, message: "'UIEdgeInsetsMake' has been replaced by 'UIEdgeInsets(top:left:bottom:right:)'")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets { fatalError() }

open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError() } set {} }
    open var interSectionSpacing: CGFloat { get { fatalError() } set {} }
    public override init() { fatalError() }
}

public enum UIUserInterfaceStyle: Int {
    case unspecified, light, dark
}

public enum UIUserInterfaceSizeClass: Int {
    case unspecified, compact, regular
}

public enum UIUserInterfaceIdiom: Int {
    case unspecified, phone, pad, tv, carPlay, mac, vision
}

open class UITraitCollection: NSObject {
    public init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    open class var current: UITraitCollection { fatalError() }
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open var displayScale: CGFloat { fatalError() }
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { fatalError() }
}

extension CGRect {
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

open class UIRefreshControl: UIControl {
    open var isRefreshing: Bool { fatalError() }
    open func beginRefreshing() {}
    open func endRefreshing() {}
}
