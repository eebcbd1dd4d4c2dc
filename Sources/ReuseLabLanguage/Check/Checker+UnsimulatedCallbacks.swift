/// The honest boundary for callbacks: a delegate or data-source method UIKit would call but ReuseLab never does
/// is reported at its name (`'UITableViewDelegate.tableView(_:willDeselectRowAt:)' is not simulated in
/// ReuseLab yet`) rather than silently never called.
extension Checker {
    /// Method (as `name(label:…)`) → the protocol whose callback it is.
    static let unsimulatedCallbacks: [String: String] = [
        "tableView(_:willDisplayHeaderView:forSection:)": "UITableViewDelegate",
        "tableView(_:willDisplayFooterView:forSection:)": "UITableViewDelegate",
        "tableView(_:didEndDisplayingHeaderView:forSection:)": "UITableViewDelegate",
        "tableView(_:didEndDisplayingFooterView:forSection:)": "UITableViewDelegate",
        "tableView(_:canEditRowAt:)": "UITableViewDataSource",
        "tableView(_:commit:forRowAt:)": "UITableViewDataSource",
        "tableView(_:canMoveRowAt:)": "UITableViewDataSource",
        "tableView(_:moveRowAt:to:)": "UITableViewDataSource",
        "tableView(_:estimatedHeightForRowAt:)": "UITableViewDelegate",
        "collectionView(_:didDeselectItemAt:)": "UICollectionViewDelegate",
        "collectionView(_:shouldHighlightItemAt:)": "UICollectionViewDelegate",
        "collectionView(_:didHighlightItemAt:)": "UICollectionViewDelegate",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)": "UICollectionViewDelegate",
        // Row editing, menus, the index and highlighting: UIKit asks these only when the user touches the
        // screen, which ReuseLab does not simulate. (Swipe actions are declared and never asked for, as UIKit
        // never asks without a swipe: UIKitSwipeActions.swift.)
        "sectionIndexTitles(for:)": "UITableViewDataSource",
        "tableView(_:sectionForSectionIndexTitle:at:)": "UITableViewDataSource",
        "tableView(_:editingStyleForRowAt:)": "UITableViewDelegate",
        "tableView(_:titleForDeleteConfirmationButtonForRowAt:)": "UITableViewDelegate",
        "tableView(_:contextMenuConfigurationForRowAt:point:)": "UITableViewDelegate",
        "tableView(_:shouldHighlightRowAt:)": "UITableViewDelegate",
        "tableView(_:didHighlightRowAt:)": "UITableViewDelegate",
        "tableView(_:didUnhighlightRowAt:)": "UITableViewDelegate",
        "tableView(_:willDeselectRowAt:)": "UITableViewDelegate",
        "tableView(_:accessoryButtonTappedForRowWith:)": "UITableViewDelegate",
        "tableView(_:estimatedHeightForHeaderInSection:)": "UITableViewDelegate",
        "tableView(_:estimatedHeightForFooterInSection:)": "UITableViewDelegate",
        "tableView(_:willBeginEditingRowAt:)": "UITableViewDelegate",
        "tableView(_:didEndEditingRowAt:)": "UITableViewDelegate",
        "tableView(_:shouldIndentWhileEditingRowAt:)": "UITableViewDelegate",
        "tableView(_:indentationLevelForRowAt:)": "UITableViewDelegate",
        "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)": "UITableViewDelegate",
        "collectionView(_:didUnhighlightItemAt:)": "UICollectionViewDelegate",
        "collectionView(_:shouldDeselectItemAt:)": "UICollectionViewDelegate",
        "collectionView(_:contextMenuConfigurationForItemsAt:point:)": "UICollectionViewDelegate",
        "collectionView(_:canMoveItemAt:)": "UICollectionViewDataSource",
        "collectionView(_:moveItemAt:to:)": "UICollectionViewDataSource",
        "indexTitles(for:)": "UICollectionViewDataSource",
        // The scroll view's delegate: table and collection delegates are scroll view delegates in UIKit.
        "scrollViewDidScroll(_:)": "UIScrollViewDelegate",
        "scrollViewWillBeginDragging(_:)": "UIScrollViewDelegate",
        "scrollViewDidEndDragging(_:willDecelerate:)": "UIScrollViewDelegate",
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)": "UIScrollViewDelegate",
        "scrollViewDidEndDecelerating(_:)": "UIScrollViewDelegate",
        "scrollViewDidEndScrollingAnimation(_:)": "UIScrollViewDelegate",
        "scrollViewDidScrollToTop(_:)": "UIScrollViewDelegate",
    ]

    /// The protocols a class adopts that make `owner`'s methods its callbacks: in UIKit, table and collection view
    /// delegates are scroll view delegates too.
    private func adopts(_ owner: String, among protocols: Set<String>) -> Bool {
        if owner == "UIScrollViewDelegate" {
            return !protocols.isDisjoint(with: ["UIScrollViewDelegate", "UITableViewDelegate", "UICollectionViewDelegate"])
        }
        return protocols.contains(owner)
    }

    private static func callbackKey(_ method: FuncDecl) -> String {
        method.name + "(" + method.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    func checkUnsimulatedCallbacks(_ decl: NominalDecl) {
        guard decl.isClass, !decl.fromPrelude else { return }
        let protocols = Set(world.allConformances(of: decl).map(\.name))
        for methods in decl.methods.values {
            for method in methods where !method.isStatic {
                let key = Self.callbackKey(method)
                guard let owner = Self.unsimulatedCallbacks[key], adopts(owner, among: protocols),
                    let node = method.nameNode
                else { continue }
                error(Diagnostics.notSimulated(owner + "." + key), at: node)
            }
        }
    }

    /// A subclass of UIKit's table or collection view controller writes `override` for every callback (Swift
    /// imports the optional methods into the controller), so overriding one ReuseLab lacks is valid Swift: only
    /// the boundary above is said, never "does not override any method".
    func overridesUnsimulatedCallback(_ method: FuncDecl, in decl: NominalDecl) -> Bool {
        guard !method.isStatic, let sup = decl.superclassDecl, let owner = Self.unsimulatedCallbacks[Self.callbackKey(method)]
        else { return false }
        let inherited = Set(world.allConformances(of: sup).map(\.name))
        return sup.classChain.contains { $0.fromPrelude } && adopts(owner, among: inherited)
    }
}
