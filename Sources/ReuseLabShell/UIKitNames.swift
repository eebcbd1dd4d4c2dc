/// Names Tab offers even before the language knows anything: the simulated UIKit surface used in
/// the articles, the Reusable library's API, and Swift keywords.
enum UIKitNames {
    static let all: [String] = [
        // Views and controllers
        "UITableView", "UITableViewCell", "UITableViewHeaderFooterView", "UITableViewController",
        "UITableViewDataSource", "UITableViewDelegate", "UICollectionView", "UICollectionViewCell",
        "UICollectionReusableView", "UICollectionViewController", "UICollectionViewDataSource",
        "UICollectionViewDelegate", "UICollectionViewFlowLayout", "UICollectionViewLayout",
        "UICollectionViewDelegateFlowLayout", "UIView", "UIViewController", "UILabel", "UIImageView",
        "UIButton", "UIColor", "UIFont", "UIScreen", "UINib", "Bundle", "IndexPath", "NSObject",
        "CGRect", "CGSize", "CGPoint", "CGFloat", "NSCoder",
        "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter",
        // Registration and dequeuing
        "register", "dequeueReusableCell", "dequeueReusableHeaderFooterView",
        "dequeueReusableSupplementaryView", "dequeueConfiguredReusableCell", "forCellReuseIdentifier",
        "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "withReuseIdentifier",
        "forSupplementaryViewOfKind", "withIdentifier", "reuseIdentifier", "prepareForReuse",
        "awakeFromNib", "reloadData", "cellForRow", "indexPath", "indexPathsForVisibleRows",
        "visibleCells", "numberOfSections", "numberOfRowsInSection", "numberOfItemsInSection",
        "cellForRowAt", "cellForItemAt", "dataSource", "delegate", "frame", "bounds", "contentOffset",
        "rowHeight", "scrollToRow", "setContentOffset", "textLabel", "contentView", "section", "row", "item",
        "CellRegistration", "SupplementaryRegistration",
        // Reusable (AliSoftware/Reusable)
        "Reusable", "NibReusable", "NibLoadable", "NibOwnerLoadable", "StoryboardBased",
        "StoryboardSceneBased", "reuseIdentifier", "nib", "loadFromNib",
        // Swift
        "print", "fatalError", "precondition", "assert", "String", "Int", "Bool", "Double", "Array",
        "Optional", "Self", "self", "super",
    ]

    static let swiftKeywords: [String] = [
        "associatedtype", "class", "convenience", "default", "defer", "else", "enum", "extension", "false",
        "fileprivate", "final", "for", "func", "guard", "if", "import", "init", "internal", "let", "nil",
        "override", "private", "protocol", "public", "required", "return", "static", "struct", "switch",
        "true", "typealias", "var", "where", "while",
    ]
}
