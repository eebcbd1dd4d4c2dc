/// One batch of changes, as `performBatchUpdates` or `beginUpdates`/`endUpdates` collect them: deletions and
/// reloads name rows (and sections) as they were before the batch, insertions as they are after it, as in UIKit.
/// A reloaded row or section is a deletion plus an insertion at the same place: its cells leave, new ones are
/// asked for.
public struct BatchUpdate {
    public var deleted: [IndexPath] = []
    public var inserted: [IndexPath] = []
    public var reloaded: [IndexPath] = []
    public var moved: [(from: IndexPath, to: IndexPath)] = []
    public var deletedSections: [Int] = []
    public var insertedSections: [Int] = []
    public var reloadedSections: [Int] = []
    public var movedSections: [(from: Int, to: Int)] = []

    public init() {}

    public var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moved.isEmpty && !changesSections
    }

    var changesSections: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty || !movedSections.isEmpty
    }

    /// Where a row that was at `old` is after the batch; nil when it was deleted or reloaded, or its section
    /// was (its cell leaves). `sections` renumbers the sections (nil: the batch changes none).
    func newIndexPath(of old: IndexPath, sections: SectionRenumbering? = nil) -> IndexPath? {
        if deleted.contains(old) || reloaded.contains(old) { return nil }
        if let move = moved.first(where: { $0.from == old }) { return move.to }
        var newSection = old.section
        if let sections {
            guard let renumbered = sections.newSection(of: old.section) else { return nil }
            newSection = renumbered
        }
        let removedAbove =
            deleted.filter { $0.section == old.section && $0.row < old.row }.count
            + moved.filter { $0.from.section == old.section && $0.from.row < old.row }.count
        var row = old.row - removedAbove
        let arriving = (inserted + moved.map(\.to)).filter { $0.section == newSection }.map(\.row).sorted()
        for target in arriving where target <= row { row += 1 }
        return IndexPath(row: row, section: newSection)
    }

    /// How the sections are renumbered, once the counts are known (nil when the batch changes no section).
    func sectionRenumbering(before: Int, after: Int) -> SectionRenumbering? {
        changesSections ? SectionRenumbering(update: self, before: before, after: after) : nil
    }

    /// UIKit's reason when the batch names rows or sections that are not there, or the data source's new counts
    /// disagree with the old counts and this batch; `unit` is `rows` (tables) or `items` (collection views). Checked
    /// in UIKit's order: deletions against the old counts, insertions against the new, then the sections' count,
    /// then each section that was neither inserted nor deleted.
    func inconsistency(before: [Int], after: [Int], unit: String, viewKind: String) -> String? {
        let texts = UpdateExceptionTexts(unit: unit, viewKind: viewKind)
        if let reason = outOfBounds(before: before, after: after, texts: texts) { return reason }
        let sectionsInserted = insertedSections.count + reloadedSections.count
        let sectionsDeleted = deletedSections.count + reloadedSections.count
        guard after.count == before.count + sectionsInserted - sectionsDeleted else {
            return texts.sectionCount(after: after.count, before: before.count, inserted: sectionsInserted, deleted: sectionsDeleted)
        }
        let sections = sectionRenumbering(before: before.count, after: after.count)
        var insertedIn: [Int: Int] = [:]
        var deletedFrom: [Int: Int] = [:]
        for indexPath in inserted { insertedIn[indexPath.section, default: 0] += 1 }
        for indexPath in deleted { deletedFrom[indexPath.section, default: 0] += 1 }
        for section in after.indices {
            let oldSection: Int
            if let sections {
                guard let old = sections.oldSection(of: section) else { continue }
                oldSection = old
            } else {
                oldSection = section
            }
            let insertedHere = insertedIn[section] ?? 0
            let deletedHere = deletedFrom[oldSection] ?? 0
            let movedIn = moved.filter { $0.to.section == section && $0.from.section != oldSection }.count
            let movedOut = moved.filter { $0.from.section == oldSection && $0.to.section != section }.count
            if after[section] != before[oldSection] + insertedHere - deletedHere + movedIn - movedOut {
                return texts.rowCount(
                    section: section, after: after[section], before: before[oldSection], inserted: insertedHere,
                    deleted: deletedHere, movedIn: movedIn, movedOut: movedOut)
            }
        }
        return nil
    }

    /// Sections and rows the batch names that do not exist: deletions before the update, insertions after it.
    private func outOfBounds(before: [Int], after: [Int], texts: UpdateExceptionTexts) -> String? {
        for section in (deletedSections + reloadedSections).sorted() where section < 0 || section >= before.count {
            return texts.deleteSection(section, sections: before.count)
        }
        for indexPath in (deleted + reloaded).sorted() {
            guard indexPath.section >= 0, indexPath.section < before.count else {
                return texts.deleteRow(indexPath, sections: before.count)
            }
            if indexPath.row < 0 || indexPath.row >= before[indexPath.section] {
                return texts.deleteRow(indexPath, rows: before[indexPath.section])
            }
        }
        for section in insertedSections.sorted() where section < 0 || section >= after.count {
            return texts.insertSection(section, sections: after.count)
        }
        for indexPath in inserted.sorted() {
            guard indexPath.section >= 0, indexPath.section < after.count else {
                return texts.insertRow(indexPath, sections: after.count)
            }
            if indexPath.row < 0 || indexPath.row >= after[indexPath.section] {
                return texts.insertRow(indexPath, rows: after[indexPath.section])
            }
        }
        return nil
    }
}

/// Which section each old section became, and the other way round: deleted and reloaded sections have no new
/// number (a reloaded one is asked for again), inserted ones no old number; moved sections go where they were
/// sent, and the rest fill the remaining places in their old order.
struct SectionRenumbering {
    private var newOfOld: [Int?]
    private var oldOfNew: [Int?]

    init(update: BatchUpdate, before: Int, after: Int) {
        newOfOld = Array(repeating: nil, count: max(before, 0))
        oldOfNew = Array(repeating: nil, count: max(after, 0))
        let leaving = Set(update.deletedSections + update.reloadedSections + update.movedSections.map(\.from))
        var taken = Set(update.insertedSections + update.movedSections.map(\.to))
        for move in update.movedSections where newOfOld.indices.contains(move.from) && oldOfNew.indices.contains(move.to) {
            newOfOld[move.from] = move.to
            oldOfNew[move.to] = move.from
        }
        // A reloaded section keeps its place among the others, with no old section behind it.
        var reloadedLeft = Set(update.reloadedSections)
        var next = 0
        for old in 0..<max(before, 0) {
            let reloaded = reloadedLeft.remove(old) != nil
            guard !leaving.contains(old) || reloaded else { continue }
            while taken.contains(next) { next += 1 }
            guard next < oldOfNew.count else { break }
            if !reloaded {
                newOfOld[old] = next
                oldOfNew[next] = old
            }
            taken.insert(next)
        }
    }

    func newSection(of old: Int) -> Int? {
        newOfOld.indices.contains(old) ? newOfOld[old] : nil
    }

    func oldSection(of new: Int) -> Int? {
        oldOfNew.indices.contains(new) ? oldOfNew[new] : nil
    }
}

/// A table or collection view's delegate as the Simulator calls it while cells come and go.
public protocol DisplayDelegate: AnyObject {
    /// A cell is about to appear at `indexPath`.
    func willDisplay(_ cell: SimView, at indexPath: IndexPath) throws
    /// A cell left the screen (it has just gone to its reuse queue).
    func didEndDisplaying(_ cell: SimView, at indexPath: IndexPath) throws
}
