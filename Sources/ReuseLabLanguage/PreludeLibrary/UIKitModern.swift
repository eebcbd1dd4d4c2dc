// ReuseLab prelude: UIKitModern. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here. `@_native` members are implemented in Run/Natives*.swift.


@_native public func _raiseUIKitException(_ name: String, _ reason: String) -> Never
@_native public func _nilView<T>() -> T

public var _supplementaryRegistrationCount: Int = 0

/// Where UIKit raises but its exact text could not be confirmed from a crash log, ReuseLab says so in its own words
/// rather than inventing UIKit's. Confirmed texts (crash logs): the duplicate identifiers ("supplied item
/// identifiers are not unique", whose brace layout comes from one report), a missing section ("Section identifier
/// was not found…"), and a reloaded item that is not there ("Attempted to reload item identifier…").
public func _unconfirmedText(_ what: String) -> String {
    return "ReuseLab: \(what) (UIKit raises NSInternalInconsistencyException here; its exact text is not confirmed)"
}

/// The delegate's callbacks are optional requirements, as in UIKit, so code can call them as
/// `delegate?.tableView?(table, didSelectRowAt: path)`; UIKit itself finds them by name (Natives+Delegates.swift).
@objc public protocol UITableViewDelegate: NSObjectProtocol {
    @objc optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    @objc optional func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    @objc optional func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    @objc optional func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    @objc optional func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableView {
    @_native public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    @_native public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    @_native public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    @_native public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)
    @_native public func reconfigureRows(at indexPaths: [IndexPath])
    @_native public func beginUpdates()
    @_native public func endUpdates()
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }
    @_native public func _applySnapshotChanges(_ moves: [IndexPath], _ reconfigured: [IndexPath])
    @_native public func _tellDelegateDidSelect(_ indexPath: IndexPath)
    @_native public func _tellDelegateDidDeselect(_ indexPath: IndexPath)
    @_native public func _askDelegateWillSelect(_ indexPath: IndexPath) -> IndexPath?

    public var indexPathForSelectedRow: IndexPath? { return _selectedRows.first }
    public var indexPathsForSelectedRows: [IndexPath]? { return _selectedRows.isEmpty ? nil : _selectedRows }
    /// As in UIKit, selecting in code does not call the delegate's didSelectRowAt.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath = indexPath else {
            for old in _selectedRows { cellForRow(at: old)?.setSelected(false, animated: animated) }
            _selectedRows = []
            return
        }
        if !allowsMultipleSelection {
            for old in _selectedRows where old != indexPath { cellForRow(at: old)?.setSelected(false, animated: animated) }
            _selectedRows = []
        }
        if !_selectedRows.contains(indexPath) { _selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        _selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }
    /// ReuseLab's own helper, not UIKit API: a finger tapping the row, with the delegate's calls in UIKit's order:
    /// willSelectRowAt (its answer is the row selected; nil selects nothing and tells nobody), then for the row
    /// selected before, didDeselectRowAt, then didSelectRowAt. With multiple selection a tap on a selected row
    /// deselects it (didDeselectRowAt). (willDeselectRowAt is not simulated.)
    public func simulateTap(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        if allowsMultipleSelection && _selectedRows.contains(indexPath) {
            deselectRow(at: indexPath, animated: false)
            _tellDelegateDidDeselect(indexPath)
            return
        }
        guard let target = _askDelegateWillSelect(indexPath) else { return }
        if !allowsMultipleSelection {
            for old in _selectedRows where old != target {
                deselectRow(at: old, animated: false)
                _tellDelegateDidDeselect(old)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        _tellDelegateDidSelect(target)
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UITableView {
    public enum RowAnimation {
        case fade
        case right
        case left
        case top
        case bottom
        case none
        case middle
        case automatic
    }
}

extension UICollectionView {
    @_native public func insertItems(at indexPaths: [IndexPath])
    @_native public func deleteItems(at indexPaths: [IndexPath])
    @_native public func reloadItems(at indexPaths: [IndexPath])
    @_native public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    @_native public func reconfigureItems(at indexPaths: [IndexPath])
    @_native public func _beginUpdates()
    @_native public func _endUpdates()
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _beginUpdates()
        updates?()
        _endUpdates()
        completion?(true)
    }
    @_native public func _applySnapshotChanges(_ moves: [IndexPath], _ reconfigured: [IndexPath])
    @_native public func _tellDelegateDidSelect(_ indexPath: IndexPath)
    @_native public func _askDelegateShouldSelect(_ indexPath: IndexPath) -> Bool

    public var indexPathsForSelectedItems: [IndexPath]? { return _selectedItems }
    /// As in UIKit, selecting in code does not call the delegate.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath = indexPath else {
            for old in _selectedItems { cellForItem(at: old)?.isSelected = false }
            _selectedItems = []
            return
        }
        if !allowsMultipleSelection {
            for old in _selectedItems where old != indexPath { cellForItem(at: old)?.isSelected = false }
            _selectedItems = []
        }
        if !_selectedItems.contains(indexPath) { _selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if scrollPosition.rawValue != 0 { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        _selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
    /// ReuseLab's own helper, not UIKit API: a finger tapping the item. The delegate's shouldSelectItemAt is asked
    /// (when it has one), the item is selected, then didSelectItemAt is called. (Tapping a selected item again does
    /// not deselect it here; didDeselectItemAt and highlighting are not simulated.)
    /// A list cell whose outline disclosure takes any tap toggles its item instead (UIKitOutlines.swift).
    public func simulateTap(at indexPath: IndexPath) {
        if _tapTogglesOutline(at: indexPath) { return }
        guard allowsSelection, _askDelegateShouldSelect(indexPath) else { return }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        _tellDelegateDidSelect(indexPath)
    }

    /// Registers the view class under the registration's own identifier, then dequeues and configures it.
    public func dequeueConfiguredReusableSupplementary<T: UICollectionReusableView>(using registration: UICollectionView.SupplementaryRegistration<T>, for indexPath: IndexPath) -> T {
        register(T.self, forSupplementaryViewOfKind: registration._elementKind, withReuseIdentifier: registration._identifier)
        let view = dequeueReusableSupplementaryView(ofKind: registration._elementKind, withReuseIdentifier: registration._identifier, for: indexPath) as! T
        registration._handler(view, registration._elementKind, indexPath)
        return view
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UICollectionView {
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public let _handler: (Supplementary, String, IndexPath) -> Void
        public let _elementKind: String
        public let _identifier: String
        public init(elementKind: String, handler: @escaping (Supplementary, String, IndexPath) -> Void) {
            self._elementKind = elementKind
            self._handler = handler
            _supplementaryRegistrationCount += 1
            self._identifier = "UICollectionViewSupplementaryRegistration-\(_supplementaryRegistrationCount)"
        }
    }
}

public protocol UIContentConfiguration {}
public protocol UIConfigurationState {}

/// What a cell's configuration is updated for: its selection, highlight and editing (focus, swipes, drops and
/// expansion are not simulated and read false).
public struct UICellConfigurationState: UIConfigurationState {
    public var isSelected: Bool
    public var isHighlighted: Bool
    public var isEditing: Bool
    public var isDisabled: Bool = false
    public var isFocused: Bool = false
    public var isSwiped: Bool = false
    public var isExpanded: Bool = false
    public var isReordering: Bool = false
    public init(_selected: Bool, highlighted: Bool, editing: Bool) {
        self.isSelected = _selected
        self.isHighlighted = highlighted
        self.isEditing = editing
    }
}

public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String? = nil
    public var secondaryText: String? = nil
    public var image: UIImage? = nil
    public var textProperties: UIListContentConfiguration.TextProperties = UIListContentConfiguration.TextProperties()
    public var secondaryTextProperties: UIListContentConfiguration.TextProperties = UIListContentConfiguration.TextProperties()
    public var imageProperties: UIListContentConfiguration.ImageProperties = UIListContentConfiguration.ImageProperties()
    public var prefersSideBySideTextAndSecondaryText: Bool = false
    public var _style: String
    public init(_style: String) {
        self._style = _style
    }
    public static func cell() -> UIListContentConfiguration { return UIListContentConfiguration(_style: "cell") }
    public static func subtitleCell() -> UIListContentConfiguration { return UIListContentConfiguration(_style: "subtitleCell") }
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(_style: "valueCell")
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    /// UIKit adjusts the colours for the state; here the configuration comes back unchanged.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { return self }
    public static func header() -> UIListContentConfiguration { return UIListContentConfiguration(_style: "header") }
    public static func footer() -> UIListContentConfiguration { return UIListContentConfiguration(_style: "footer") }
    public static func groupedHeader() -> UIListContentConfiguration { return UIListContentConfiguration(_style: "groupedHeader") }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UIListContentConfiguration {
    public struct TextProperties {
        public var font: UIFont = UIFont.systemFont(ofSize: 17)
        public var color: UIColor = UIColor.label
        public var numberOfLines: Int = 0
        public var alignment: UIListContentConfiguration.TextProperties.TextAlignment = .natural
        public enum TextAlignment {
            case natural
            case center
            case justified
        }
        public init() {}
    }
    public struct ImageProperties {
        public var tintColor: UIColor? = nil
        public var cornerRadius: CGFloat = 0
        public init() {}
    }
}

extension UITableViewCell {
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        return _style == .subtitle ? UIListContentConfiguration.subtitleCell() : (_style == .value1 ? UIListContentConfiguration.valueCell() : UIListContentConfiguration.cell())
    }
}

extension UITableViewHeaderFooterView {
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        return UIListContentConfiguration.header()
    }
}

public struct UICellAccessory {
    public let _name: String
    /// Set for an outline disclosure (UIKitOutlines.swift).
    public var _outlineOptions: UICellAccessory.OutlineDisclosureOptions? = nil
    public var _actionHandler: (() -> Void)? = nil
    public var _customView: UICellAccessory.CustomViewConfiguration? = nil
    public init(_name: String) {
        self._name = _name
    }
    public static func disclosureIndicator() -> UICellAccessory { return UICellAccessory(_name: "disclosureIndicator") }
    public static func checkmark() -> UICellAccessory { return UICellAccessory(_name: "checkmark") }
    public static func delete() -> UICellAccessory { return UICellAccessory(_name: "delete") }
    public static func reorder() -> UICellAccessory { return UICellAccessory(_name: "reorder") }
}

/// A view of the learner's own as an accessory: kept with the accessory, placed and sized by nothing (ReuseLab
/// draws no accessories), so its placement and reserved width are stored as given.
extension UICellAccessory {
    public static func customView(configuration: UICellAccessory.CustomViewConfiguration) -> UICellAccessory {
        var accessory = UICellAccessory(_name: "customView")
        accessory._customView = configuration
        return accessory
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UICellAccessory {
    /// Where an accessory goes, as UIKit declares it: an enum whose cases default their payloads, so `.leading()`,
    /// `.trailing(displayed: .whenEditing)` and `switch placement { case .leading: … }` all work.
    public enum Placement {
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { $0.count })
        case trailing(displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { _ in 0 })
        /// Just before the first accessory of the same kind as `accessory`, or first when there is none.
        public static func position(before accessory: UICellAccessory) -> UICellAccessory.Placement.Position {
            return { accessories in accessories.firstIndex { $0._name == accessory._name } ?? 0 }
        }
        /// Just after the last accessory of the same kind as `accessory`, or last when there is none.
        public static func position(after accessory: UICellAccessory) -> UICellAccessory.Placement.Position {
            return { accessories in
                if let index = accessories.lastIndex(where: { $0._name == accessory._name }) { return index + 1 }
                return accessories.count
            }
        }
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
        public init(customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool = false, reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard, tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
}

/// Directional insets, kept here with the background configuration that uses them rather than with the
/// compositional layout, which loads on first use (Prelude/PreludeUnits.swift).
public struct NSDirectionalEdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
    public static let zero: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// A cell's background as a value, kept as given and not drawn: `updated(for:)` gives it back unchanged, where UIKit
/// would adjust the colours for the state.
public struct UIBackgroundConfiguration {
    public var customView: UIView? = nil
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var backgroundColor: UIColor? = nil
    public var image: UIImage? = nil
    public var strokeColor: UIColor? = nil
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var _style: String
    public init(_style: String, backgroundColor: UIColor?) {
        self._style = _style
        self.backgroundColor = backgroundColor
    }
    public static func clear() -> UIBackgroundConfiguration { return UIBackgroundConfiguration(_style: "clear", backgroundColor: UIColor.clear) }
    public static func listPlainCell() -> UIBackgroundConfiguration { return UIBackgroundConfiguration(_style: "listPlainCell", backgroundColor: UIColor.systemBackground) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { return UIBackgroundConfiguration(_style: "listPlainHeaderFooter", backgroundColor: UIColor.systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { return UIBackgroundConfiguration(_style: "listGroupedCell", backgroundColor: UIColor.secondarySystemGroupedBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { return UIBackgroundConfiguration(_style: "listGroupedHeaderFooter", backgroundColor: UIColor.systemGroupedBackground) }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { return UIBackgroundConfiguration(_style: "listSidebarHeader", backgroundColor: UIColor.clear) }
    public static func listSidebarCell() -> UIBackgroundConfiguration { return UIBackgroundConfiguration(_style: "listSidebarCell", backgroundColor: UIColor.clear) }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { return UIBackgroundConfiguration(_style: "listAccompaniedSidebarCell", backgroundColor: UIColor.clear) }
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration { return self }
    /// The colour shown: the background colour, or clear without one (`tintColor` is what UIKit would use for a
    /// colour transformer, which is not simulated).
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { return backgroundColor ?? UIColor.clear }
}

open class UICollectionViewListCell: UICollectionViewCell {
    public var accessories: [UICellAccessory] = []
    public var indentationLevel: Int = 0
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        return UIListContentConfiguration.cell()
    }
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        return UIBackgroundConfiguration.listPlainCell()
    }
}

public struct UICollectionLayoutListConfiguration {
    public var appearance: UICollectionLayoutListConfiguration.Appearance
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
    public var showsSeparators: Bool = true
    public var backgroundColor: UIColor? = nil
    /// Asked only when the user swipes a row, which ReuseLab never does (UIKitSwipeActions.swift).
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)? = nil
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)? = nil
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.appearance = appearance
    }
}
// Its nested types, apart from its other members, which a cached tree then leaves for first use (SyntaxTreeCodec).
extension UICollectionLayoutListConfiguration {
    public enum Appearance {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }
    public enum HeaderMode {
        case none
        case supplementary
        case firstItemInSection
    }
    public enum FooterMode {
        case none
        case supplementary
    }
}
