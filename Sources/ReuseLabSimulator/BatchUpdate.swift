/// One batch of row (or item) changes, as `performBatchUpdates` or `beginUpdates`/`endUpdates` collect them:
/// deletions and reloads name rows as they were before the batch, insertions as they are after it, as in UIKit.
/// Sections are neither inserted nor deleted here (that part of the API is not simulated yet).
public struct BatchUpdate {
    public var deleted: [IndexPath] = []
    public var inserted: [IndexPath] = []
    public var reloaded: [IndexPath] = []
    public var moved: [(from: IndexPath, to: IndexPath)] = []

    public init() {}

    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moved.isEmpty }

    /// Where a row that was at `old` is after the batch; nil when it was deleted or reloaded (its cell leaves).
    func newIndexPath(of old: IndexPath) -> IndexPath? {
        if deleted.contains(old) || reloaded.contains(old) { return nil }
        if let move = moved.first(where: { $0.from == old }) { return move.to }
        let removedAbove =
            deleted.filter { $0.section == old.section && $0.row < old.row }.count
            + moved.filter { $0.from.section == old.section && $0.from.row < old.row }.count
        var row = old.row - removedAbove
        let arriving = (inserted + moved.map(\.to)).filter { $0.section == old.section }.map(\.row).sorted()
        for target in arriving where target <= row { row += 1 }
        return IndexPath(row: row, section: old.section)
    }

    /// UIKit's reason when the data source's new counts disagree with the old counts and this batch;
    /// `unit` is `rows` (tables) or `items` (collection views). Texts as UIKit has printed them since iOS 14
    /// (one space after the first sentence; older systems printed two).
    func inconsistency(before: [Int], after: [Int], unit: String, viewKind: String) -> String? {
        guard before.count == after.count else {
            return
                "Invalid update: invalid number of sections. The number of sections contained in the \(viewKind) after the update (\(after.count)) must be equal to the number of sections contained in the \(viewKind) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        }
        for section in before.indices {
            let insertedHere = inserted.filter { $0.section == section }.count
            let deletedHere = deleted.filter { $0.section == section }.count
            let movedIn = moved.filter { $0.to.section == section && $0.from.section != section }.count
            let movedOut = moved.filter { $0.from.section == section && $0.to.section != section }.count
            if after[section] != before[section] + insertedHere - deletedHere + movedIn - movedOut {
                return
                    "Invalid update: invalid number of \(unit) in section \(section). The number of \(unit) contained in an existing section after the update (\(after[section])) must be equal to the number of \(unit) contained in that section before the update (\(before[section])), plus or minus the number of \(unit) inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of \(unit) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }
}

/// A table or collection view's delegate as the Simulator calls it while cells come and go.
public protocol DisplayDelegate: AnyObject {
    /// A cell is about to appear at `indexPath`.
    func willDisplay(_ cell: SimView, at indexPath: IndexPath) throws
    /// A cell left the screen (it has just gone to its reuse queue).
    func didEndDisplaying(_ cell: SimView, at indexPath: IndexPath) throws
}
