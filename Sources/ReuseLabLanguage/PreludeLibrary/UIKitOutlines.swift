// ReuseLab prelude: UIKitOutlines. Written in the Swift subset ReuseLab checks and runs; embedded at build time
// (EmbedPreludeLibrary), so edit it here.
//
// Outlines (iOS 14): the outline disclosure accessory of a list cell, and the diffable data source's section
// snapshot handlers, asked and told when a tap expands or collapses a parent item of a section snapshot.
// As UIKit documents the accessory's styles: with `.header` (or `.automatic` on a cell whose content
// configuration is a header configuration), a tap anywhere on the cell toggles the item and the cell is not
// selected; with `.cell` (or `.automatic` otherwise), a tap on the cell selects it and only a tap on the
// accessory toggles (`simulateTapOnOutlineDisclosure(at:)`, ReuseLab's own helper). An accessory given an
// `actionHandler` has it called instead of the toggle (ReuseLab's reading of UIKit's header, not confirmed here).
// The diffable data source's half (its handlers and its toggle) is in UIKitDiffableOutlines.swift.

extension UICellAccessory {
    public enum DisplayedState {
        case always
        case whenEditing
        case whenNotEditing
    }
    public typealias ActionHandler = () -> Void
    public struct OutlineDisclosureOptions {
        public enum Style {
            case automatic
            case header
            case cell
        }
        public var style: UICellAccessory.OutlineDisclosureOptions.Style
        public var isHidden: Bool
        public var tintColor: UIColor?
        public init(style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
        }
    }
    public static func outlineDisclosure(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.OutlineDisclosureOptions = UICellAccessory.OutlineDisclosureOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(_name: "outlineDisclosure")
        accessory._outlineOptions = options
        accessory._actionHandler = actionHandler
        return accessory
    }
}

extension UICollectionViewListCell {
    /// The outline disclosure the cell shows, if any (a hidden one does not count).
    public var _outlineDisclosure: UICellAccessory? {
        for accessory in accessories where accessory._name == "outlineDisclosure" {
            if let options = accessory._outlineOptions, !options.isHidden { return accessory }
        }
        return nil
    }
    /// True when a tap anywhere on the cell toggles its item: the header style, or the automatic style on a cell
    /// configured as a header.
    public func _outlineTogglesOnCellTap(_ disclosure: UICellAccessory) -> Bool {
        guard let style = disclosure._outlineOptions?.style else { return false }
        if style == .header { return true }
        if style == .cell { return false }
        guard let configuration = contentConfiguration as? UIListContentConfiguration else { return false }
        return configuration._style == "header" || configuration._style == "groupedHeader"
    }
}

extension UICollectionView {
    /// A tap on a list cell whose outline disclosure toggles on any tap: the item expands or collapses and is not
    /// selected. True when the tap was taken so.
    public func _tapTogglesOutline(at indexPath: IndexPath) -> Bool {
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell, let disclosure = cell._outlineDisclosure,
              cell._outlineTogglesOnCellTap(disclosure) else { return false }
        _toggleOutline(disclosure, at: indexPath)
        return true
    }
    /// ReuseLab's own helper, not UIKit API: a finger tapping the outline disclosure accessory of the list cell at
    /// the index path, whatever its style. Nothing happens when no such cell is on screen.
    public func simulateTapOnOutlineDisclosure(at indexPath: IndexPath) {
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell, let disclosure = cell._outlineDisclosure else { return }
        _toggleOutline(disclosure, at: indexPath)
    }
    public func _toggleOutline(_ disclosure: UICellAccessory, at indexPath: IndexPath) {
        if let handler = disclosure._actionHandler {
            handler()
            return
        }
        (dataSource as? _OutlineToggling)?._toggleOutline(at: indexPath)
    }
}

/// What a collection view's data source does when a parent item's disclosure is tapped (only the diffable one).
public protocol _OutlineToggling: AnyObject {
    func _toggleOutline(at indexPath: IndexPath)
}
