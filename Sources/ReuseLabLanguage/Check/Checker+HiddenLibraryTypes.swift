/// A script's own top-level type may take a library type's name (`struct Task`, `enum Result`, `struct Data`), as
/// swiftc lets a module's type hide another module's: the script's code then means its own type, and the library's
/// code, checked as its units load, still means the library's.
extension Checker {
    /// The top-level type a name means here: in the library's own code, the library's type a script's hides.
    func topLevelType(named name: String) -> NominalDecl? {
        if isPrelude, let hidden = world.shadowedPreludeTypes[name] { return hidden }
        return world.types[name]
    }

    /// Whether a script's type may hide `library`. Not the built-in types and protocols, whose names the checker's
    /// own rules rely on, nor the types it or the run time looks up by name.
    func canHide(_ library: NominalDecl) -> Bool {
        library.kind != .builtin && !library.isProtocol && !Checker.typesLookedUpByName.contains(library.name)
    }

    static let typesLookedUpByName: Set<String> = [
        "Error", "Hasher", "EncodingError", "DecodingError", "IndexPath", "Selector", "ArraySlice", "PartialRangeFrom",
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "NSCoder", "CGSize", "CGRect", "CGPoint",
        "UIEdgeInsets", "UIView", "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewFlowLayout",
        "UICollectionViewLayoutAttributes", "UIImage", "UINib", "UIStoryboard",
    ]
}
