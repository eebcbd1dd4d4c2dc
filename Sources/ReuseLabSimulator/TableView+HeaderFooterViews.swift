/// Section header and footer views from the table's delegate (`viewForHeaderInSection`/`viewForFooterInSection`):
/// asked for when their section's header or footer scrolls into view, and parked in their header/footer queue
/// when it scrolls out, as cells are. A view made without `dequeueReusableHeaderFooterView` has no reuse
/// identifier and is dropped instead, as UIKit drops it.
///
/// In a plain table the header of the section at the top stays pinned there (and the footer of the section at
/// the bottom), so it stays displayed while its section's rows scroll under it.
///
/// Self-sizing is not simulated. A header or footer view whose height is not set, or is `automaticDimension`
/// (the table's `sectionHeaderHeight`, or the delegate's `heightForHeaderInSection` answer), is laid out at the
/// table's `estimatedSectionHeaderHeight` (`…Footer…` for footers) when that is positive, and otherwise
/// `selfSizedHeaderFooterHeight` points tall. Without a view there is nothing to size: such a header is 0 tall.
extension TableView {
    /// ReuseLab's stand-in for a header or footer view sizing itself (set `sectionHeaderHeight` or answer
    /// `heightForHeaderInSection` for another height).
    public static let selfSizedHeaderFooterHeight = 28.0

    /// Where a section header or footer view sits.
    struct HeaderFooterPlace: Hashable, Comparable {
        var section: Int
        var isFooter: Bool

        /// How events and snapshots name the role: `header` or `footer`.
        var kind: String { isFooter ? "footer" : "header" }
        var indexPath: IndexPath { IndexPath(row: 0, section: section) }

        static func < (lhs: HeaderFooterPlace, rhs: HeaderFooterPlace) -> Bool {
            (lhs.section, lhs.isFooter ? 1 : 0) < (rhs.section, rhs.isFooter ? 1 : 0)
        }
    }

    /// The header height the layout uses when the delegate does not answer heightForHeaderInSection.
    /// The header height from the table's `sectionHeaderHeight`: unset (0) or automaticDimension self-sizes.
    var headerHeightWithoutDelegate: Double {
        sectionHeaderHeight.isFinite && sectionHeaderHeight > 0 ? sectionHeaderHeight : selfSizedHeight(footer: false)
    }

    var footerHeightWithoutDelegate: Double {
        sectionFooterHeight.isFinite && sectionFooterHeight > 0 ? sectionFooterHeight : selfSizedHeight(footer: true)
    }

    /// The delegate's heightForHeaderInSection/FooterInSection answer: automaticDimension (negative) self-sizes,
    /// 0 hides the header or footer.
    func headerFooterHeight(answered height: Double, footer: Bool) -> Double {
        if height.isFinite && height >= 0 { return height }
        return height < 0 ? selfSizedHeight(footer: footer) : 0
    }

    /// The estimate when set, else ReuseLab's stand-in; 0 when there is no view to size.
    private func selfSizedHeight(footer: Bool) -> Double {
        guard (footer ? headerFooterViewProviders.footer : headerFooterViewProviders.header) != nil else { return 0 }
        let estimate = footer ? estimatedSectionFooterHeight : estimatedSectionHeaderHeight
        return estimate.isFinite && estimate > 0 ? estimate : Self.selfSizedHeaderFooterHeight
    }

    /// The displayed header or footer view, if it is on screen (`headerView(forSection:)`).
    public func headerFooterView(forSection section: Int, footer: Bool) -> SimView? {
        displayedHeaderFooters[HeaderFooterPlace(section: section, isFooter: footer)]
    }

    /// After the cells of a layout pass: views whose places left the bounds go to their queues, then the
    /// delegate is asked for each newly visible place, in section order, header before footer.
    func layoutHeaderFooterViews(in table: SectionTable) throws {
        guard !headerFooterViewProviders.isEmpty || !displayedHeaderFooters.isEmpty else { return }
        let visible = visibleHeaderFooterPlaces(in: table)
        let visibleSet = Set(visible)
        for place in displayedHeaderFooters.keys.sorted() where !visibleSet.contains(place) {
            enqueueHeaderFooter(at: place)
        }
        for place in visible where displayedHeaderFooters[place] == nil {
            let provider = place.isFooter ? headerFooterViewProviders.footer : headerFooterViewProviders.header
            guard let provider, let view = try provider(place.section) else { continue }
            displayedHeaderFooters[place] = view
            simulation.record(
                .displayed(
                    view: displayName, cell: view.simLabel, indexPath: place.indexPath,
                    frame: frame(of: place, in: table), role: place.kind))
        }
    }

    /// reloadData, or sections that went away in an update: the views go to their queues.
    func enqueueHeaderFooters(where leaves: (HeaderFooterPlace) -> Bool = { _ in true }) {
        for place in displayedHeaderFooters.keys.sorted() where leaves(place) {
            enqueueHeaderFooter(at: place)
        }
    }

    /// Sections renumbered by an update: each view follows its section; one whose section is gone leaves.
    func moveHeaderFooters(toSection newSection: (Int) -> Int?) {
        var kept: [HeaderFooterPlace: SimView] = [:]
        for place in displayedHeaderFooters.keys.sorted() {
            guard let view = displayedHeaderFooters[place] else { continue }
            if let section = newSection(place.section), kept[HeaderFooterPlace(section: section, isFooter: place.isFooter)] == nil {
                kept[HeaderFooterPlace(section: section, isFooter: place.isFooter)] = view
            } else {
                pool.enqueue(view, role: .tableHeaderFooter, leaving: place.indexPath)
            }
        }
        displayedHeaderFooters = kept
    }

    private func enqueueHeaderFooter(at place: HeaderFooterPlace) {
        guard let view = displayedHeaderFooters.removeValue(forKey: place) else { return }
        pool.enqueue(view, role: .tableHeaderFooter, leaving: place.indexPath)
    }

    /// Headers and footers of a positive height overlapping the bounds, plus, in a plain table, the pinned header
    /// of the section at the top and the pinned footer of the section at the bottom.
    func visibleHeaderFooterPlaces(in table: SectionTable) -> [HeaderFooterPlace] {
        let viewport = bounds
        guard viewport.height > 0, viewport.minY.isFinite, viewport.maxY.isFinite else { return [] }
        var places: [HeaderFooterPlace] = []
        var index = VisibleRange.firstEnding(after: viewport.minY, count: table.sections.count) { table.sections[$0].bottom }
        while index < table.sections.count, table.sections[index].top < viewport.maxY, places.count < CountLimits.visibleElements {
            for isFooter in [false, true] {
                let place = HeaderFooterPlace(section: index, isFooter: isFooter)
                if let frame = frame(of: place, in: table), frame.height > 0, frame.maxY > viewport.minY, frame.minY < viewport.maxY {
                    places.append(place)
                }
            }
            index += 1
        }
        return places
    }

    /// Where a header or footer sits in the content (pinned to the bounds' edge in a plain table while its
    /// section is on screen); nil when the section is not in the table.
    func frame(of place: HeaderFooterPlace, in table: SectionTable) -> Rect? {
        guard table.sections.indices.contains(place.section) else { return nil }
        let section = table.sections[place.section]
        let footerTop = section.rowsTop + section.rowsHeight(uniform: effectiveRowHeight)
        if place.isFooter {
            let height = section.bottom - footerTop
            var y = footerTop
            if style == .plain, height > 0 { y = max(section.rowsTop, min(footerTop, bounds.maxY - height)) }
            return Rect(x: 0, y: y, width: frame.width, height: height)
        }
        let height = section.rowsTop - section.top
        var y = section.top
        if style == .plain, height > 0 { y = min(max(section.top, bounds.minY), footerTop - height) }
        return Rect(x: 0, y: max(section.top, y), width: frame.width, height: height)
    }
}

extension TableView.SectionGeometry {
    /// The height of the rows alone (between the header and the footer).
    func rowsHeight(uniform rowHeight: Double) -> Double {
        if let rowStarts, let end = rowStarts.last { return end }
        return Double(rows) * rowHeight
    }
}

/// The delegate's viewForHeaderInSection and viewForFooterInSection, as closures the language layer sets.
public struct HeaderFooterViewProviders {
    /// nil when the delegate returned nil for that section.
    public var header: ((Int) throws -> SimView?)?
    public var footer: ((Int) throws -> SimView?)?
    public init() {}
    var isEmpty: Bool { header == nil && footer == nil }
}
