/// Every exception the Simulator raises, declared once with UIKit's reason text (as crash logs print it; see
/// `../shared/reference/uikit-reuse-facts.md`), and raised by name. The Simulator knows no language, so this
/// is its own catalogue beside the language's `Diagnostics`; `DiagnosticsCatalogueTests` holds the rest of the
/// Simulator to it (no reason spelled where an exception is raised). The batch-update reasons, which vary
/// with the view, are `UpdateExceptionTexts` in this file too.
extension UIKitException {
    // MARK: Dequeueing

    static func unableToDequeueCell(identifier: String) -> UIKitException {
        .internalInconsistency(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    /// `address` is the NSIndexPath's, as UIKit prints it.
    static func dequeuedTwiceForIndexPath(identifier: String, address: String, indexPath: IndexPath) -> UIKitException {
        .internalInconsistency(
            "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: \(identifier), index path: <NSIndexPath: \(address)> \(indexPath.nsIndexPathPath)"
        )
    }

    static func unableToDequeueView(kind: String, identifier: String) -> UIKitException {
        .internalInconsistency(
            "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    static func registrationCreatedInsideCellProvider(_ registration: String) -> UIKitException {
        .internalInconsistency(
            "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: \(registration)"
        )
    }

    // MARK: What the data source returned

    /// `dataSource` is the data source as UIKit describes it, `(null)` when there is none.
    static func tableFailedToObtainCell(table: String, dataSource: String) -> UIKitException {
        .internalInconsistency("UITableView (\(table)) failed to obtain a cell from its dataSource (\(dataSource))")
    }

    static let collectionCellWithoutReuseIdentifier = UIKitException.internalInconsistency(
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    )

    static func collectionDataSourceReturnedNoCell(address: String, indexPath: IndexPath) -> UIKitException {
        .internalInconsistency(
            "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path <NSIndexPath: \(address)> \(indexPath.nsIndexPathPath)"
        )
    }

    /// UIKit's text, including its missing colon after "atIndexPath"; `view` is `(null)` for nil.
    static func supplementaryViewNotDequeued(kind: String, address: String, indexPath: IndexPath, view: String) -> UIKitException {
        .internalInconsistency(
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),<NSIndexPath: \(address)> \(indexPath.nsIndexPathPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(view))"
        )
    }

    // MARK: Sections and scrolling

    /// Shape from UIKit's row message below; a public log shows this one only up to "sections.".
    static func scrolledToMissingSection(_ section: Int, sections: Int, table: String) -> UIKitException {
        .range(
            "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only \(sections) sections. Table view: \(table)"
        )
    }

    static func scrolledToMissingRow(_ row: Int, rows: Int, section: Int, table: String) -> UIKitException {
        .range(
            "Attempted to scroll the table view to an out-of-bounds row (\(row)) when there are only \(rows) rows in section \(section). Table view: \(table)"
        )
    }

    /// iOS's wording for an out-of-bounds section (seen in a 2026 crash log).
    static func rowsOfMissingSection(_ section: Int) -> UIKitException {
        .internalInconsistency("Requested the number of rows for section (\(section)) which is out of bounds.")
    }

    // MARK: Nibs and storyboards

    static func invalidNib(identifier: String, requiredClass: String) -> UIKitException {
        .internalInconsistency(
            "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(requiredClass) instance"
        )
    }

    /// UIKit's own typo, "indentifier". Header/footer views share the table's check (inferred).
    static func tableNibIdentifierMismatch(inNib: String, registered: String) -> UIKitException {
        .internalInconsistency(
            "cell reuse indentifier in nib (\(inNib)) does not match the identifier used to register the nib (\(registered))")
    }

    static func collectionNibIdentifierMismatch(inNib: String, registered: String) -> UIKitException {
        .internalInconsistency(
            "view reuse identifier in nib (\(inNib)) does not match the identifier used to register the nib (\(registered))")
    }

    static func nibNotFound(bundle: String, name: String) -> UIKitException {
        .internalInconsistency("Could not load NIB in bundle: '\(bundle)' with name '\(name)'")
    }

    static func storyboardNotFound(name: String, bundle: String) -> UIKitException {
        .invalidArgument("Could not find a storyboard named '\(name)' in bundle \(bundle)")
    }
}

/// UIKit's NSInternalInconsistencyException reasons for a batch update, as crash logs print them; `unit` is
/// `rows` or `items`. Since iOS 14 one space follows the first sentence of the count messages (older systems
/// printed two).
struct UpdateExceptionTexts {
    var unit: String
    var viewKind: String

    /// `row` or `item`.
    private var singular: String { String(unit.dropLast()) }

    func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> String {
        "Invalid update: invalid number of sections. The number of sections contained in the \(viewKind) after the update (\(after)) must be equal to the number of sections contained in the \(viewKind) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    }

    // swift-format-ignore
    func rowCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int) -> String {
        "Invalid update: invalid number of \(unit) in section \(section). The number of \(unit) contained in an existing section after the update (\(after)) must be equal to the number of \(unit) contained in that section before the update (\(before)), plus or minus the number of \(unit) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(unit) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    func deleteSection(_ section: Int, sections: Int) -> String {
        "attempt to delete section \(section), but " + onlySections(sections, deleting: true)
    }

    func deleteRow(_ indexPath: IndexPath, sections: Int) -> String {
        attempt(deleting: true, indexPath) + ", but " + onlySections(sections, deleting: true)
    }

    func deleteRow(_ indexPath: IndexPath, rows: Int) -> String {
        attempt(deleting: true, indexPath) + " which only contains \(rows) \(unit) before the update"
    }

    /// UIKit writes no comma before "but" here, unlike the other three.
    func insertSection(_ section: Int, sections: Int) -> String {
        "attempt to insert section \(section) but " + onlySections(sections, deleting: false)
    }

    func insertRow(_ indexPath: IndexPath, sections: Int) -> String {
        attempt(deleting: false, indexPath) + ", but " + onlySections(sections, deleting: false)
    }

    func insertRow(_ indexPath: IndexPath, rows: Int) -> String {
        attempt(deleting: false, indexPath) + ", but there are only \(rows) \(unit) in section \(indexPath.section) after the update"
    }

    /// `attempt to delete row 1 from section 0`, `attempt to insert item 4 into section 0`.
    private func attempt(deleting: Bool, _ indexPath: IndexPath) -> String {
        deleting
            ? "attempt to delete \(singular) \(indexPath.row) from section \(indexPath.section)"
            : "attempt to insert \(singular) \(indexPath.row) into section \(indexPath.section)"
    }

    /// Deletions are checked against the sections before the update, insertions against those after it.
    private func onlySections(_ sections: Int, deleting: Bool) -> String {
        "there are only \(sections) sections \(deleting ? "before" : "after") the update"
    }
}
