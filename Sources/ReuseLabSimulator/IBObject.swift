/// One object in a .xib or .storyboard: a cell, a view, a view controller.
public struct IBObject: Equatable {
    /// The XML element: tableViewCell, collectionViewCell, collectionReusableView, tableViewHeaderFooterView, view,
    /// viewController, tableViewController, collectionViewController, navigationController, …
    public var elementName: String
    public var id: String
    public var customClass: String?
    public var reuseIdentifier: String?
    public var storyboardIdentifier: String?
    /// The UIKit class the element stands for: UITableViewCell for tableViewCell, UIView for view, …
    public var uikitClassName: String

    public init(elementName: String, id: String, customClass: String? = nil, reuseIdentifier: String? = nil,
                storyboardIdentifier: String? = nil, uikitClassName: String? = nil) {
        self.elementName = elementName
        self.id = id
        self.customClass = customClass
        self.reuseIdentifier = reuseIdentifier
        self.storyboardIdentifier = storyboardIdentifier
        self.uikitClassName = uikitClassName ?? IBObject.uikitClassName(forElement: elementName)
    }

    /// The class that gets instantiated: the custom class when Interface Builder names one.
    public var className: String { customClass ?? uikitClassName }

    /// Interface Builder spells a UIKit class as its name without `UI`, first letter lowered
    /// (`tableViewCell` is UITableViewCell), except for a few elements.
    public static func uikitClassName(forElement elementName: String) -> String {
        switch elementName {
        case "customObject": return "NSObject"
        case "tableViewCellContentView": return "UITableViewCellContentView"
        default:
            guard let first = elementName.first else { return "UIView" }
            return "UI" + first.uppercased() + elementName.dropFirst()
        }
    }

    /// Storyboard scenes hold view controllers: every such element name ends in `Controller`.
    var isViewController: Bool { elementName.hasSuffix("Controller") }
}
