/// The honest boundary for callbacks: a delegate or data-source method UIKit would call but ReuseLab never does
/// is reported at its name (`'UITableViewDelegate.tableView(_:willSelectRowAt:)' is not simulated in
/// ReuseLab yet`) rather than silently never called.
extension Checker {
    /// Method (as `name(label:…)`) → the protocol whose callback it is.
    static let unsimulatedCallbacks: [String: String] = [
        "tableView(_:willDisplayHeaderView:forSection:)": "UITableViewDelegate",
        "tableView(_:willDisplayFooterView:forSection:)": "UITableViewDelegate",
        "tableView(_:didEndDisplayingHeaderView:forSection:)": "UITableViewDelegate",
        "tableView(_:didEndDisplayingFooterView:forSection:)": "UITableViewDelegate",
        "tableView(_:willSelectRowAt:)": "UITableViewDelegate",
        "tableView(_:didDeselectRowAt:)": "UITableViewDelegate",
        "tableView(_:canEditRowAt:)": "UITableViewDataSource",
        "tableView(_:commit:forRowAt:)": "UITableViewDataSource",
        "collectionView(_:didDeselectItemAt:)": "UICollectionViewDelegate",
        "collectionView(_:shouldHighlightItemAt:)": "UICollectionViewDelegate",
        "collectionView(_:didHighlightItemAt:)": "UICollectionViewDelegate",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)": "UICollectionViewDelegate",
    ]

    func checkUnsimulatedCallbacks(_ decl: NominalDecl) {
        guard decl.isClass, !decl.fromPrelude else { return }
        let protocols = Set(world.allConformances(of: decl).map(\.name))
        for methods in decl.methods.values {
            for method in methods where !method.isStatic {
                let key = method.name + "(" + method.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
                guard let owner = Self.unsimulatedCallbacks[key], protocols.contains(owner),
                    let node = method.nameNode
                else { continue }
                error(Diagnostics.notSimulated(owner + "." + key), at: node)
            }
        }
    }
}
