/// A table's section headers and footers as places on the screen, for the timeline's phone: where each sits
/// (from the section geometry: `sectionHeaderHeight`, `heightForHeaderInSection` and their footer twins) and its
/// title when the data source gives one (`tableView(_:titleForHeaderInSection:)`). A title is asked when its
/// header or footer first comes into view after the data changed (UIKit asks each time it shows one), so a
/// `print` in the learner's method shows when. Header and footer *views* are not part of this.
///
/// Approximated: UIKit sizes a titled header itself; here it is as tall as the table's header height, which is
/// 0 unless set, so a title shows only where a height is given.
public struct SectionBand: Equatable, Sendable {
    public var section: Int
    public var isFooter: Bool
    /// In the content's coordinates.
    public var frame: Rect
    public var title: String?
    /// A plain table's header floats: it stays at the top of the screen while its section's rows pass under it,
    /// until the section's end (this y) pushes it up. nil for footers and for grouped tables.
    public var floatsUntil: Double?
}

/// The titles asked so far, by section; forgotten whenever the row counts are asked again.
struct SectionTitles {
    var headers: [Int: String?] = [:]
    var footers: [Int: String?] = [:]
}

extension TableViewDataSource {
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) throws -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) throws -> String? { nil }
}

extension TableView {
    /// Every header and footer with a height, section by section, from the row counts already asked (never asking
    /// the data source: a snapshot must not run the learner's code).
    func sectionBands(in table: SectionTable) -> [SectionBand] {
        var bands: [SectionBand] = []
        for (index, section) in table.sections.enumerated() {
            let footerTop = footerTop(of: section, index)
            if section.rowsTop > section.top {
                bands.append(
                    SectionBand(
                        section: index, isFooter: false,
                        frame: Rect(x: 0, y: section.top, width: frame.width, height: section.rowsTop - section.top),
                        title: sectionTitles.headers[index] ?? nil, floatsUntil: style == .plain ? section.bottom : nil))
            }
            if section.bottom > footerTop {
                bands.append(
                    SectionBand(
                        section: index, isFooter: true,
                        frame: Rect(x: 0, y: footerTop, width: frame.width, height: section.bottom - footerTop),
                        title: sectionTitles.footers[index] ?? nil))
            }
        }
        return bands
    }

    /// Asks the data source for the titles of headers and footers in view that it has not been asked for yet.
    func askSectionTitles(in table: SectionTable) throws {
        guard let dataSource else { return }
        let viewport = bounds
        guard viewport.height > 0, viewport.minY.isFinite, viewport.maxY.isFinite else { return }
        // Sections are in ascending order: skip those that end above the bounds.
        var index = 0
        var last = table.sections.count
        while index < last {
            let middle = (index + last) / 2
            if table.sections[middle].bottom <= viewport.minY { index = middle + 1 } else { last = middle }
        }
        while index < table.sections.count, table.sections[index].top < viewport.maxY {
            let section = table.sections[index]
            defer { index += 1 }
            if section.rowsTop > section.top, section.rowsTop > viewport.minY, sectionTitles.headers[index] == nil {
                sectionTitles.headers[index] = .some(try dataSource.tableView(self, titleForHeaderInSection: index))
            }
            let footerTop = footerTop(of: section, index)
            if section.bottom > footerTop, footerTop < viewport.maxY, section.bottom > viewport.minY,
                sectionTitles.footers[index] == nil
            {
                sectionTitles.footers[index] = .some(try dataSource.tableView(self, titleForFooterInSection: index))
            }
        }
    }

    private func footerTop(of section: SectionGeometry, _ index: Int) -> Double {
        section.rows > 0 ? frameOfRow(section.rows - 1, in: section).maxY : section.rowsTop
    }
}
