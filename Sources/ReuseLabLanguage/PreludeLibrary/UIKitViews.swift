// ReuseLab prelude: UIKitViews. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here. `@_native` members are implemented in Run/Natives*.swift.

open class CGColor {
    public let _color: UIColor
    public init(_color: UIColor) {
        self._color = _color
    }
}

open class CALayer: NSObject {
    public var cornerRadius: CGFloat = 0
    public var masksToBounds: Bool = false
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = nil
    public var backgroundColor: CGColor? = nil
    public var shadowColor: CGColor? = nil
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public lazy var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    public var opacity: Float = 1
    public var sublayers: [CALayer]? = nil
    /// Kept and never drawn.
    public lazy var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public override init() {}
    public func addSublayer(_ layer: CALayer) {
        var all = sublayers ?? []
        all.append(layer)
        sublayers = all
    }
}

public struct CACornerMask: OptionSet {
    public var rawValue: Int
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
    public static let layerMinXMinYCorner: CACornerMask = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner: CACornerMask = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner: CACornerMask = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner: CACornerMask = CACornerMask(rawValue: 8)
}

public struct UIRectCorner: OptionSet {
    public var rawValue: Int
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
    public static let topLeft: UIRectCorner = UIRectCorner(rawValue: 1)
    public static let topRight: UIRectCorner = UIRectCorner(rawValue: 2)
    public static let bottomLeft: UIRectCorner = UIRectCorner(rawValue: 4)
    public static let bottomRight: UIRectCorner = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = UIRectCorner(rawValue: 15)
}

/// Prints as UIKit prints a colour: `UIExtendedSRGBColorSpace 1 0 0 1`, `UIExtendedGrayColorSpace 0.5 1`,
/// or a system colour's `<UIDynamicSystemColor: 0x…; name = systemBlueColor>`.
open class UIColor: NSObject {
    public let _red: CGFloat
    public let _green: CGFloat
    public let _blue: CGFloat
    public let _alpha: CGFloat
    public let _isGray: Bool
    public let _systemName: String?
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _red = red
        _green = green
        _blue = blue
        _alpha = alpha
        _isGray = false
        _systemName = nil
    }
    public init(white: CGFloat, alpha: CGFloat) {
        _red = white
        _green = white
        _blue = white
        _alpha = alpha
        _isGray = true
        _systemName = nil
    }
    public init(_systemName: String, red: CGFloat, green: CGFloat, blue: CGFloat) {
        _red = red
        _green = green
        _blue = blue
        _alpha = 1
        _isGray = false
        self._systemName = _systemName
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let sector = hue * 6
        let whole = Int(sector)
        let f = sector - Double(whole)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let v = brightness
        let i = whole % 6
        if i == 0 { self.init(red: v, green: t, blue: p, alpha: alpha) }
        else if i == 1 { self.init(red: q, green: v, blue: p, alpha: alpha) }
        else if i == 2 { self.init(red: p, green: v, blue: t, alpha: alpha) }
        else if i == 3 { self.init(red: p, green: q, blue: v, alpha: alpha) }
        else if i == 4 { self.init(red: t, green: p, blue: v, alpha: alpha) }
        else { self.init(red: v, green: p, blue: q, alpha: alpha) }
    }
    public var cgColor: CGColor { return CGColor(_color: self) }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if _isGray { return UIColor(white: _red, alpha: alpha) }
        return UIColor(red: _red, green: _green, blue: _blue, alpha: alpha)
    }
    @_native public static func _component(_ value: CGFloat) -> String
    override public var description: String {
        if let name = _systemName { return "<UIDynamicSystemColor: \(_address); name = \(name)>" }
        if _isGray { return "UIExtendedGrayColorSpace \(UIColor._component(_red)) \(UIColor._component(_alpha))" }
        return "UIExtendedSRGBColorSpace \(UIColor._component(_red)) \(UIColor._component(_green)) \(UIColor._component(_blue)) \(UIColor._component(_alpha))"
    }
    @_native public var _address: String { get }
    /// Equal when UIKit would say so: the same colour space and components (`.red` equals
    /// `UIColor(red: 1, green: 0, blue: 0, alpha: 1)`, not the grey-space `.white` an RGB white), and a dynamic
    /// system colour only equals itself by name.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if _systemName != nil || other._systemName != nil { return _systemName == other._systemName }
        return _isGray == other._isGray && _red == other._red && _green == other._green && _blue == other._blue
            && _alpha == other._alpha
    }
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(_systemName ?? "")
        hasher.combine(_red)
        hasher.combine(_green)
        hasher.combine(_blue)
        hasher.combine(_alpha)
        return hasher.finalize()
    }

    public static let black: UIColor = UIColor(white: 0, alpha: 1)
    public static let darkGray: UIColor = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray: UIColor = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white: UIColor = UIColor(white: 1, alpha: 1)
    public static let gray: UIColor = UIColor(white: 0.5, alpha: 1)
    public static let red: UIColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green: UIColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue: UIColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan: UIColor = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow: UIColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta: UIColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange: UIColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple: UIColor = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown: UIColor = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear: UIColor = UIColor(white: 0, alpha: 0)
    public static let systemRed: UIColor = UIColor(_systemName: "systemRedColor", red: 1, green: 59.0 / 255.0, blue: 48.0 / 255.0)
    public static let systemGreen: UIColor = UIColor(_systemName: "systemGreenColor", red: 52.0 / 255.0, green: 199.0 / 255.0, blue: 89.0 / 255.0)
    public static let systemBlue: UIColor = UIColor(_systemName: "systemBlueColor", red: 0, green: 122.0 / 255.0, blue: 1)
    public static let systemOrange: UIColor = UIColor(_systemName: "systemOrangeColor", red: 1, green: 149.0 / 255.0, blue: 0)
    public static let systemYellow: UIColor = UIColor(_systemName: "systemYellowColor", red: 1, green: 204.0 / 255.0, blue: 0)
    public static let systemGray: UIColor = UIColor(_systemName: "systemGrayColor", red: 142.0 / 255.0, green: 142.0 / 255.0, blue: 147.0 / 255.0)
    public static let systemBackground: UIColor = UIColor(_systemName: "systemBackgroundColor", red: 1, green: 1, blue: 1)
    public static let secondarySystemBackground: UIColor = UIColor(_systemName: "secondarySystemBackgroundColor", red: 242.0 / 255.0, green: 242.0 / 255.0, blue: 247.0 / 255.0)
    public static let label: UIColor = UIColor(_systemName: "labelColor", red: 0, green: 0, blue: 0)
    public static let secondaryLabel: UIColor = UIColor(_systemName: "secondaryLabelColor", red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0)
    public static let separator: UIColor = UIColor(_systemName: "separatorColor", red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0)
    // The rest of iOS's semantic and system colours, by their light-mode components.
    public static let systemPink: UIColor = UIColor(_systemName: "systemPinkColor", red: 1, green: 45.0 / 255.0, blue: 85.0 / 255.0)
    public static let systemPurple: UIColor = UIColor(_systemName: "systemPurpleColor", red: 175.0 / 255.0, green: 82.0 / 255.0, blue: 222.0 / 255.0)
    public static let systemTeal: UIColor = UIColor(_systemName: "systemTealColor", red: 48.0 / 255.0, green: 176.0 / 255.0, blue: 199.0 / 255.0)
    public static let systemIndigo: UIColor = UIColor(_systemName: "systemIndigoColor", red: 88.0 / 255.0, green: 86.0 / 255.0, blue: 214.0 / 255.0)
    public static let systemBrown: UIColor = UIColor(_systemName: "systemBrownColor", red: 162.0 / 255.0, green: 132.0 / 255.0, blue: 94.0 / 255.0)
    public static let systemMint: UIColor = UIColor(_systemName: "systemMintColor", red: 0, green: 199.0 / 255.0, blue: 190.0 / 255.0)
    public static let systemCyan: UIColor = UIColor(_systemName: "systemCyanColor", red: 50.0 / 255.0, green: 173.0 / 255.0, blue: 230.0 / 255.0)
    public static let systemGray2: UIColor = UIColor(_systemName: "systemGray2Color", red: 174.0 / 255.0, green: 174.0 / 255.0, blue: 178.0 / 255.0)
    public static let systemGray3: UIColor = UIColor(_systemName: "systemGray3Color", red: 199.0 / 255.0, green: 199.0 / 255.0, blue: 204.0 / 255.0)
    public static let systemGray4: UIColor = UIColor(_systemName: "systemGray4Color", red: 209.0 / 255.0, green: 209.0 / 255.0, blue: 214.0 / 255.0)
    public static let systemGray5: UIColor = UIColor(_systemName: "systemGray5Color", red: 229.0 / 255.0, green: 229.0 / 255.0, blue: 234.0 / 255.0)
    public static let systemGray6: UIColor = UIColor(_systemName: "systemGray6Color", red: 242.0 / 255.0, green: 242.0 / 255.0, blue: 247.0 / 255.0)
    public static let tertiarySystemBackground: UIColor = UIColor(_systemName: "tertiarySystemBackgroundColor", red: 1, green: 1, blue: 1)
    public static let systemGroupedBackground: UIColor = UIColor(_systemName: "systemGroupedBackgroundColor", red: 242.0 / 255.0, green: 242.0 / 255.0, blue: 247.0 / 255.0)
    public static let secondarySystemGroupedBackground: UIColor = UIColor(_systemName: "secondarySystemGroupedBackgroundColor", red: 1, green: 1, blue: 1)
    public static let tertiarySystemGroupedBackground: UIColor = UIColor(_systemName: "tertiarySystemGroupedBackgroundColor", red: 242.0 / 255.0, green: 242.0 / 255.0, blue: 247.0 / 255.0)
    public static let tertiaryLabel: UIColor = UIColor(_systemName: "tertiaryLabelColor", red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0)
    public static let quaternaryLabel: UIColor = UIColor(_systemName: "quaternaryLabelColor", red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0)
    public static let placeholderText: UIColor = UIColor(_systemName: "placeholderTextColor", red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0)
    public static let link: UIColor = UIColor(_systemName: "linkColor", red: 0, green: 122.0 / 255.0, blue: 1)
    public static let opaqueSeparator: UIColor = UIColor(_systemName: "opaqueSeparatorColor", red: 198.0 / 255.0, green: 198.0 / 255.0, blue: 200.0 / 255.0)
    public static let systemFill: UIColor = UIColor(_systemName: "systemFillColor", red: 120.0 / 255.0, green: 120.0 / 255.0, blue: 128.0 / 255.0)
    public static let secondarySystemFill: UIColor = UIColor(_systemName: "secondarySystemFillColor", red: 120.0 / 255.0, green: 120.0 / 255.0, blue: 128.0 / 255.0)
    public static let tertiarySystemFill: UIColor = UIColor(_systemName: "tertiarySystemFillColor", red: 118.0 / 255.0, green: 118.0 / 255.0, blue: 128.0 / 255.0)
    public static let quaternarySystemFill: UIColor = UIColor(_systemName: "quaternarySystemFillColor", red: 116.0 / 255.0, green: 116.0 / 255.0, blue: 128.0 / 255.0)
    public static let tintColor: UIColor = UIColor(_systemName: "tintColor", red: 0, green: 122.0 / 255.0, blue: 1)
}

/// `UIFont.systemFont(ofSize: 17)`: a name and a size; nothing is measured with it.
open class UIFont: NSObject {
    public let fontName: String
    public let pointSize: CGFloat
    public init(_name: String, size: CGFloat) {
        fontName = _name
        pointSize = size
    }
    public var familyName: String { return ".AppleSystemUIFont" }
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        return UIFont(_name: ".SFUI-Regular", size: fontSize)
    }
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        if weight == .bold { return UIFont(_name: ".SFUI-Bold", size: fontSize) }
        if weight == .semibold { return UIFont(_name: ".SFUI-Semibold", size: fontSize) }
        if weight == .medium { return UIFont(_name: ".SFUI-Medium", size: fontSize) }
        return UIFont(_name: ".SFUI-Regular", size: fontSize)
    }
    /// The system font with figures of one width (prices and counters that do not jitter): the same face here.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        return systemFont(ofSize: fontSize, weight: weight)
    }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        return UIFont(_name: ".SFUI-Semibold", size: fontSize)
    }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        return UIFont(_name: ".SFUI-RegularItalic", size: fontSize)
    }
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        return UIFont(_name: fontName, size: fontSize)
    }
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        if style == .largeTitle { return UIFont(_name: ".SFUI-Regular", size: 34) }
        if style == .title1 { return UIFont(_name: ".SFUI-Regular", size: 28) }
        if style == .title2 { return UIFont(_name: ".SFUI-Regular", size: 22) }
        if style == .title3 { return UIFont(_name: ".SFUI-Regular", size: 20) }
        if style == .headline { return UIFont(_name: ".SFUI-Semibold", size: 17) }
        if style == .subheadline { return UIFont(_name: ".SFUI-Regular", size: 15) }
        if style == .body { return UIFont(_name: ".SFUI-Regular", size: 17) }
        if style == .callout { return UIFont(_name: ".SFUI-Regular", size: 16) }
        if style == .footnote { return UIFont(_name: ".SFUI-Regular", size: 13) }
        if style == .caption1 { return UIFont(_name: ".SFUI-Regular", size: 12) }
        if style == .caption2 { return UIFont(_name: ".SFUI-Regular", size: 11) }
        return UIFont(_name: ".SFUI-Regular", size: 17)
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UIFont {
    public struct Weight: Equatable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }
        public static let ultraLight: UIFont.Weight = UIFont.Weight(rawValue: -0.8)
        public static let thin: UIFont.Weight = UIFont.Weight(rawValue: -0.6)
        public static let light: UIFont.Weight = UIFont.Weight(rawValue: -0.4)
        public static let regular: UIFont.Weight = UIFont.Weight(rawValue: 0)
        public static let medium: UIFont.Weight = UIFont.Weight(rawValue: 0.23)
        public static let semibold: UIFont.Weight = UIFont.Weight(rawValue: 0.3)
        public static let bold: UIFont.Weight = UIFont.Weight(rawValue: 0.4)
        public static let heavy: UIFont.Weight = UIFont.Weight(rawValue: 0.56)
        public static let black: UIFont.Weight = UIFont.Weight(rawValue: 0.62)
    }
    /// Dynamic Type styles, at the sizes of the default ("Large") content size category: ReuseLab simulates
    /// one reader, who never changes the text size.
    public struct TextStyle: Equatable {
        public var rawValue: String
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
        public static let largeTitle: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2: UIFont.TextStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

/// An image by name: `UIImage(named:)` finds NAME.png (or .jpg, or an asset catalog's NAME.imageset) in the
/// bundle and is nil otherwise; `UIImage(systemName:)` gives an SF Symbol for any name (ReuseLab has no list).
open class UIImage: NSObject {
    public let _name: String?
    public init(_named name: String?) {
        _name = name
    }
    public override init() {
        _name = nil
    }
    @_native public init?(named name: String)
    @_native public init?(systemName name: String)
    public var size: CGSize { return CGSize(width: 24, height: 24) }
}

public enum NSTextAlignment {
    case left
    case center
    case right
    case justified
    case natural
}

public struct UILayoutPriority: Equatable {
    public var rawValue: Float
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }
    public static let required: UILayoutPriority = UILayoutPriority(1000)
    public static let defaultHigh: UILayoutPriority = UILayoutPriority(750)
    public static let defaultLow: UILayoutPriority = UILayoutPriority(250)
    public static let fittingSizeLevel: UILayoutPriority = UILayoutPriority(50)
}

/// A constraint as Auto Layout keeps it: recorded when activated (on the items' nearest common ancestor,
/// as UIKit installs it), never solved; frames come from the table or collection view layout.
open class NSLayoutConstraint: NSObject {
    public let firstItem: AnyObject?
    public let firstAttribute: NSLayoutConstraint.Attribute
    public let relation: NSLayoutConstraint.Relation
    public let secondItem: AnyObject?
    public let secondAttribute: NSLayoutConstraint.Attribute
    public let multiplier: CGFloat
    public var constant: CGFloat
    public var priority: UILayoutPriority = .required
    public var identifier: String? = nil
    public var _active: Bool = false
    public init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as? AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2 as? AnyObject
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }
    public var isActive: Bool {
        get { return _active }
        set {
            if newValue == _active { return }
            _active = newValue
            guard let first = firstItem as? UIView else { return }
            var home: UIView = first
            if let second = secondItem as? UIView, let common = first._commonAncestor(with: second) { home = common }
            if newValue { home._constraints.append(self) } else { home._removeConstraint(self) }
        }
    }
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension NSLayoutConstraint {
    public enum Attribute {
        case left
        case right
        case top
        case bottom
        case leading
        case trailing
        case width
        case height
        case centerX
        case centerY
        case notAnAttribute
    }
    public enum Relation {
        case lessThanOrEqual
        case equal
        case greaterThanOrEqual
    }
    public enum Axis {
        case horizontal
        case vertical
    }
}

open class NSLayoutAnchor: NSObject {
    public let _item: AnyObject
    public let _attribute: NSLayoutConstraint.Attribute
    public init(_item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self._item = _item
        _attribute = attribute
    }
    public func _constraint(_ other: NSLayoutAnchor?, _ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        if let other { return NSLayoutConstraint(item: _item, attribute: _attribute, relatedBy: relation, toItem: other._item, attribute: other._attribute, multiplier: 1, constant: c) }
        return NSLayoutConstraint(item: _item, attribute: _attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: c)
    }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { return _constraint(anchor, .equal, 0) }
    public func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { return _constraint(anchor, .equal, c) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { return _constraint(anchor, .greaterThanOrEqual, 0) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { return _constraint(anchor, .greaterThanOrEqual, c) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { return _constraint(anchor, .lessThanOrEqual, 0) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { return _constraint(anchor, .lessThanOrEqual, c) }
}

open class NSLayoutYAxisAnchor: NSLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { return _constraint(anchor, .equal, 0) }
    public func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { return _constraint(anchor, .equal, c) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { return _constraint(anchor, .greaterThanOrEqual, 0) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { return _constraint(anchor, .greaterThanOrEqual, c) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { return _constraint(anchor, .lessThanOrEqual, 0) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { return _constraint(anchor, .lessThanOrEqual, c) }
}

open class NSLayoutDimension: NSLayoutAnchor {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { return _constraint(nil, .equal, c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { return _constraint(nil, .greaterThanOrEqual, c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { return _constraint(nil, .lessThanOrEqual, c) }
    public func constraint(equalTo anchor: NSLayoutDimension) -> NSLayoutConstraint { return _constraint(anchor, .equal, 0) }
    public func constraint(equalTo anchor: NSLayoutDimension, constant c: CGFloat) -> NSLayoutConstraint { return _constraint(anchor, .equal, c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        return NSLayoutConstraint(item: _item, attribute: _attribute, relatedBy: .equal, toItem: anchor._item, attribute: anchor._attribute, multiplier: m, constant: 0)
    }
}

open class UILayoutGuide: NSObject {
    public weak var owningView: UIView? = nil
    public override init() {}
    public var topAnchor: NSLayoutYAxisAnchor { return NSLayoutYAxisAnchor(_item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { return NSLayoutYAxisAnchor(_item: self, attribute: .bottom) }
    public var leadingAnchor: NSLayoutXAxisAnchor { return NSLayoutXAxisAnchor(_item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { return NSLayoutXAxisAnchor(_item: self, attribute: .trailing) }
    public var widthAnchor: NSLayoutDimension { return NSLayoutDimension(_item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { return NSLayoutDimension(_item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { return NSLayoutXAxisAnchor(_item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { return NSLayoutYAxisAnchor(_item: self, attribute: .centerY) }
}

open class UILabel: UIView {
    public var text: String? = nil
    public var font: UIFont! = UIFont.systemFont(ofSize: 17)
    public var textColor: UIColor! = UIColor.label
    public var textAlignment: NSTextAlignment = .natural
    public var numberOfLines: Int = 1
    public var adjustsFontSizeToFitWidth: Bool = false
    public var adjustsFontForContentSizeCategory: Bool = false
    public var isEnabled: Bool = true
}

open class UIImageView: UIView {
    public var image: UIImage? = nil
    public var highlightedImage: UIImage? = nil
    public var isHighlighted: Bool = false
    public init(image: UIImage?) {
        super.init(frame: .zero)
        self.image = image
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }
    public convenience override init() {
        self.init(frame: .zero)
    }
    public func _setImageNamed(_ name: String) {
        image = UIImage(named: name)
    }
}

/// `UIAction { _ in … }`: a closure a control runs for its events.
open class UIAction: NSObject {
    public let title: String
    public let handler: (UIAction) -> Void
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

open class UIControl: UIView {
    public var isEnabled: Bool = true
    public var isSelected: Bool = false
    public var isHighlighted: Bool = false
    public var _actions: [UIAction] = []
    public var _actionEvents: [Int] = []
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        _actions.append(action)
        _actionEvents.append(controlEvents.rawValue)
    }
    /// Runs the actions added for these events, as a tap (or a value change) would.
    public func sendActions(for controlEvents: UIControl.Event) {
        var i = 0
        while i < _actions.count {
            if _actionEvents[i] & controlEvents.rawValue != 0 { _actions[i].handler(_actions[i]) }
            i += 1
        }
        _sendTargetActions(controlEvents.rawValue)
    }
    @_native public func _sendTargetActions(_ event: Int)
    /// Target–action: `sendActions(for:)` calls the action on the target, which the control does not retain.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        _addTarget(target, action._name, controlEvents.rawValue)
    }
    @_native public func _addTarget(_ target: Any?, _ selector: String, _ event: Int)
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UIControl {
    public struct State: OptionSet, Hashable {
        public var rawValue: Int
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }
        public static let normal: UIControl.State = UIControl.State(rawValue: 0)
        public static let highlighted: UIControl.State = UIControl.State(rawValue: 1)
        public static let disabled: UIControl.State = UIControl.State(rawValue: 2)
        public static let selected: UIControl.State = UIControl.State(rawValue: 4)
    }
    public struct Event: OptionSet, Hashable {
        public var rawValue: Int
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }
        public static let touchDown: UIControl.Event = UIControl.Event(rawValue: 1)
        public static let touchUpInside: UIControl.Event = UIControl.Event(rawValue: 64)
        public static let touchUpOutside: UIControl.Event = UIControl.Event(rawValue: 128)
        public static let valueChanged: UIControl.Event = UIControl.Event(rawValue: 4096)
        public static let primaryActionTriggered: UIControl.Event = UIControl.Event(rawValue: 8192)
        public static let editingDidBegin: UIControl.Event = UIControl.Event(rawValue: 65536)
        public static let editingChanged: UIControl.Event = UIControl.Event(rawValue: 131072)
        public static let editingDidEnd: UIControl.Event = UIControl.Event(rawValue: 262144)
        public static let editingDidEndOnExit: UIControl.Event = UIControl.Event(rawValue: 524288)
    }
}

/// Objective-C's `Selector`, as UIKit re-exports it: a method's Objective-C name (`#selector(didTap(_:))`
/// is `didTap:`).
public struct Selector: Equatable, CustomStringConvertible {
    public let _name: String
    public init(_ name: String) {
        self._name = name
    }
    public var description: String { return _name }
}

open class UITextField: UIControl {
    public var text: String? = ""
    public var placeholder: String? = nil
    public var font: UIFont? = UIFont.systemFont(ofSize: 17)
    public var textColor: UIColor? = UIColor.label
    public var textAlignment: NSTextAlignment = .natural
    public var borderStyle: UITextField.BorderStyle = .none
    public var isSecureTextEntry: Bool = false
    // Keyboard settings are kept and printed; the simulated keyboard types any text (UIKitTextFields.swift).
    public var keyboardType: UIKeyboardType = .default
    public var returnKeyType: UIReturnKeyType = .default
    public var autocapitalizationType: UITextAutocapitalizationType = .sentences
    public var autocorrectionType: UITextAutocorrectionType = .default
    public var clearButtonMode: UITextField.ViewMode = .never
    public weak var delegate: UITextFieldDelegate? = nil

    open override var canBecomeFirstResponder: Bool { return isEnabled }
    @discardableResult open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder && _isInWindow else { return false }
        return _beginEditing()
    }
    @discardableResult open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if delegate?.textFieldShouldEndEditing?(self) == false { return false }
        UIResponder._firstResponder = nil
        delegate?.textFieldDidEndEditing?(self)
        sendActions(for: .editingDidEnd)
        return true
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UITextField {
    public enum BorderStyle {
        case none
        case line
        case bezel
        case roundedRect
    }
}

public class UIScreen: NSObject {
    public static let main: UIScreen = UIScreen()
    public var bounds: CGRect { return CGRect(x: 0, y: 0, width: 393, height: 852) }
    public var scale: CGFloat { return 3 }
}

/// What a window shows: its root view controller, whose class loads on first use (UIKitControllers.swift,
/// with `rootViewController`).
public protocol _WindowRoot: AnyObject {
    func _show(in window: UIWindow)
}

/// The window a root view controller shows in; `makeKeyAndVisible()` loads the root's view and calls
/// `viewWillAppear(_:)` then `viewDidAppear(_:)` on it.
open class UIWindow: UIView {
    public var isKeyWindow: Bool = false
    public var _root: _WindowRoot? = nil
    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        if let root = _root { root._show(in: self) }
    }
    public func makeKey() {
        isKeyWindow = true
    }
}
