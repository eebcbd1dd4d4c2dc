/// The checks UIKit makes when it first instantiates a registered nib (at dequeue time, not at registration).
enum NibValidation {
    /// The UIKit class a registered nib's single top-level object must be, per role.
    static func requiredClass(for role: ViewRole) -> String {
        switch role {
        case .tableCell: return "UITableViewCell"
        // Inferred: no public log shows this one; UIKit's table view checks header/footer nibs the same way.
        case .tableHeaderFooter: return "UITableViewHeaderFooterView"
        case .collectionCell, .collectionSupplementary: return "UICollectionReusableView"
        }
    }

    /// Interface Builder elements whose objects are instances of the required class.
    static func acceptedElements(for role: ViewRole) -> Set<String> {
        switch role {
        case .tableCell: return ["tableViewCell"]
        case .tableHeaderFooter: return ["tableViewHeaderFooterView"]
        case .collectionCell, .collectionSupplementary: return ["collectionViewCell", "collectionReusableView"]
        }
    }

    /// The one top-level object to instantiate, or the exception UIKit raises (without recording it).
    static func objectToInstantiate(
        from document: NibDocument, for key: ReuseKey,
        host: SimHost
    ) -> Result<IBObject, UIKitException> {
        let required = requiredClass(for: key.role)
        let objects = document.topLevelObjects
        guard objects.count == 1, let object = objects.first,
            isInstance(object, of: required, role: key.role, host: host)
        else {
            return .failure(.invalidNib(identifier: key.identifier, requiredClass: required))
        }
        // An empty or missing identifier in the nib is accepted (UIKit then uses the registered one).
        if let nibIdentifier = object.reuseIdentifier, !nibIdentifier.isEmpty, nibIdentifier != key.identifier {
            switch key.role {
            case .tableCell, .tableHeaderFooter:
                return .failure(.tableNibIdentifierMismatch(inNib: nibIdentifier, registered: key.identifier))
            case .collectionCell, .collectionSupplementary:
                return .failure(.collectionNibIdentifierMismatch(inNib: nibIdentifier, registered: key.identifier))
            }
        }
        return .success(object)
    }

    private static func isInstance(_ object: IBObject, of required: String, role: ViewRole, host: SimHost) -> Bool {
        // The object is an instance of its custom class whenever the app defines that class, whatever the
        // element: a <tableViewCell customClass="UIViewController"> is a view controller, and refused. A plain
        // <view customClass="MyHeader"> is fine when MyHeader inherits from the required class.
        if let customClass = object.customClass {
            if host.isClass(named: customClass, subclassOf: required) { return true }
            // A class the app knows (every class is its own subclass) that is not a cell: refused whatever the element.
            if host.isClass(named: customClass, subclassOf: customClass) { return false }
        }
        return acceptedElements(for: role).contains(object.elementName)
    }
}
