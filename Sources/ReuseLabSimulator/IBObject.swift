/// One object in a .xib or .storyboard: a cell, a view, a view controller, with what Interface Builder
/// put inside it (subviews, the cell's content view, a controller's view, prototype cells) and its
/// connections (outlets, actions, a container controller's relationships).
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
    /// The role the object plays for its parent: `contentView` for a cell's content view, `view` for a controller's.
    public var key: String? = nil
    /// The element's attributes as written (`text`, `tag`, `hidden`, `placeholder`, `image`, …), plus `title`
    /// for a button (from its `<state key="normal" title="…">`).
    public var attributes: [String: String] = [:]
    /// `<subviews>` in order: back to front.
    public var subviews: [IBObject] = []
    /// Objects held under a key (a cell's `contentView`, a controller's `view`).
    public var keyedObjects: [IBObject] = []
    /// A storyboard table or collection view's prototype cells.
    public var prototypes: [IBObject] = []
    public var outlets: [IBOutletConnection] = []
    public var actions: [IBActionConnection] = []
    /// `relationship` segues of container controllers: `rootViewController`, `viewControllers`.
    public var relationships: [IBRelationship] = []

    public init(
        elementName: String, id: String, customClass: String? = nil, reuseIdentifier: String? = nil,
        storyboardIdentifier: String? = nil, uikitClassName: String? = nil
    ) {
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
        case "tableViewCellContentView", "collectionViewCellContentView": return "UIView"
        case "placeholder": return "NSObject"
        default:
            guard let first = elementName.first else { return "UIView" }
            // The rest made a String first: `String + Substring` is generic code, whose first use asks the
            // run time for type facts (a twentieth of a `run` of a script with a nib).
            return "UI" + first.uppercased() + String(elementName.dropFirst())
        }
    }

    /// Storyboard scenes hold view controllers: every such element name ends in `Controller`.
    var isViewController: Bool { elementName.hasSuffix("Controller") }

    /// The object under `key` (`contentView`, `view`), if Interface Builder wrote one.
    public func keyedObject(_ key: String) -> IBObject? {
        keyedObjects.first { $0.key == key }
    }
}

/// `<outlet property="titleLabel" destination="abc-12-xyz"/>`: the owner of the connection gets the destination
/// object assigned to its property `property` (by key-value coding, so a missing property raises).
public struct IBOutletConnection: Equatable {
    public var property: String
    public var destination: String
    public init(property: String, destination: String) {
        self.property = property
        self.destination = destination
    }
}

/// `<action selector="tapped:" destination="-1" eventType="touchUpInside"/>` on a control.
public struct IBActionConnection: Equatable {
    public var selector: String
    public var destination: String
    public var eventType: String
    public init(selector: String, destination: String, eventType: String) {
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
    }
}

/// `<segue destination="…" kind="relationship" relationship="rootViewController"/>`.
public struct IBRelationship: Equatable {
    public var relationship: String
    public var destination: String
    public init(relationship: String, destination: String) {
        self.relationship = relationship
        self.destination = destination
    }
}
