/// A table's section headers and footers as places on the screen, for the timeline's phone: where each sits
/// (from the section geometry: `sectionHeaderHeight`, `heightForHeaderInSection` and their footer twins) and its
/// title when the data source gives one (`tableView(_:titleForHeaderInSection:)`).
///
/// When UIKit asks for titles, as far as could be confirmed (see README, "Section titles"): with the counts, for
/// every section whether on screen or not, each section's header and footer titles just before its
/// `numberOfRowsInSection` (a published call log of `numberOfSections`, titles, row counts, then `cellForRowAt`;
/// Apple radar 14829662, "UITableView always loads all section titles"), so before any `heightForRowAt` or
/// `cellForRowAt`; and again, after the pass's cells, for the headers and footers that come into view (the same
/// log goes on with `titleForHeaderInSection` after the cells). Unconfirmed, and ReuseLab's choice: the titles
/// come before the delegate's heights; a header that scrolls out and back is not asked again until the data
/// changes; how often UIKit repeats the questions (the log shows the counting pass three times) is not copied.
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

/// The titles asked with the counts, by section, and the headers and footers asked again as they came into view;
/// forgotten whenever the row counts are asked again.
struct SectionTitles {
    var headers: [Int: String?] = [:]
    var footers: [Int: String?] = [:]
    var headersShown: Set<Int> = []
    var footersShown: Set<Int> = []

    /// The header's title, then the footer's: what UIKit asks just before a section's `numberOfRowsInSection`.
    mutating func ask(_ dataSource: TableViewDataSource, of table: TableView, section: Int) throws {
        headers[section] = .some(try dataSource.tableView(table, titleForHeaderInSection: section))
        footers[section] = .some(try dataSource.tableView(table, titleForFooterInSection: section))
    }
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

    /// After the counts were asked: the timeline's phone redraws the headers from the new data at this step.
    func recordCounts(_ counts: [Int]) {
        simulation.record(
            .counted(
                view: displayName, sections: counts.count, rows: counts.reduce(0) { $0 &+ $1 },
                bands: counts.count <= CountLimits.sectionsDrawn ? (try? currentSectionTable()).map { sectionBands(in: $0) } ?? [] : []))
    }

    /// Asks the data source again for the titles of headers and footers that came into view since the counts.
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
            if section.rowsTop > section.top, section.rowsTop > viewport.minY, !sectionTitles.headersShown.contains(index) {
                sectionTitles.headersShown.insert(index)
                sectionTitles.headers[index] = .some(try dataSource.tableView(self, titleForHeaderInSection: index))
            }
            let footerTop = footerTop(of: section, index)
            if section.bottom > footerTop, footerTop < viewport.maxY, section.bottom > viewport.minY,
                !sectionTitles.footersShown.contains(index)
            {
                sectionTitles.footersShown.insert(index)
                sectionTitles.footers[index] = .some(try dataSource.tableView(self, titleForFooterInSection: index))
            }
        }
    }

    private func footerTop(of section: SectionGeometry, _ index: Int) -> Double {
        section.rows > 0 ? frameOfRow(section.rows - 1, in: section).maxY : section.rowsTop
    }
}
