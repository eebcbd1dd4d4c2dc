// ReuseLab prelude: trait collections. The simulated device is an iPhone in portrait, in light mode, at the
// default text size, and its traits never change: every view and view controller reports the same collection,
// and `traitCollectionDidChange(_:)` is never called (there is no dark mode switch or rotation to cause it).

public enum UIUserInterfaceStyle {
    case unspecified
    case light
    case dark
}

public enum UIUserInterfaceSizeClass {
    case unspecified
    case compact
    case regular
}

public enum UIUserInterfaceIdiom {
    case unspecified
    case phone
    case pad
    case tv
    case carPlay
    case mac
    case vision
}

open class UITraitCollection: NSObject {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public init(
        _style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
        idiom: UIUserInterfaceIdiom, scale: CGFloat
    ) {
        userInterfaceStyle = _style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
    }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(_style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0)
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(_style: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified, scale: 0)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(_style: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified, scale: 0)
    }
    /// The simulated iPhone's: light, compact width, regular height, 3x.
    public static let current: UITraitCollection = UITraitCollection(_style: .light, horizontal: .compact, vertical: .regular, idiom: .phone, scale: 3)
    /// Whether colours could resolve differently: the interface styles differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return userInterfaceStyle != other.userInterfaceStyle
    }
}
