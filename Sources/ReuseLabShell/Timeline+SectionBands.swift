import ReuseLabLanguage
import ReuseLabSimulator

/// A table's section headers and footers on the timeline's phone: lines of their own between the sections
/// (`header §1  "Vegetables"`), where the section geometry puts them, scrolling with the rows. A plain table's
/// header floats as UIKit's does: it stays at the top of the screen while its section's rows pass under it,
/// until the section's end pushes it up. Header views a collection view (or a table's delegate) displays come
/// from `displayed` events instead; where one is drawn, its section's band is not drawn again.
extension EntryTimeline {
    /// The bands of a view at a step: where the sections sat before the entry until its first batch update or
    /// snapshot, where they sit after it from then on (the titles asked during the entry shown in both).
    func sectionBands(of view: String, atStep step: Int) -> [SectionBand] {
        let before = start.views.first { $0.name == view }?.geometry?.sectionBands ?? []
        let after = end?.views.first { $0.name == view }?.geometry?.sectionBands ?? before
        guard !before.isEmpty else { return after }
        let firstChange = events.firstIndex {
            if case .changed = $0 { return true }
            return false
        }
        guard step <= firstChange ?? events.count else { return after }
        return before.map { band in
            var band = band
            if band.title == nil {
                band.title = after.first { $0.section == band.section && $0.isFooter == band.isFooter }?.title
            }
            return band
        }
    }

    /// Every band height a view shows during the replay, for the phone's scale.
    func sectionBandHeights(of view: String) -> [Double] {
        let before = start.views.first { $0.name == view }?.geometry?.sectionBands ?? []
        let after = end?.views.first { $0.name == view }?.geometry?.sectionBands ?? []
        return (before + after).map(\.frame.height)
    }
}

extension TimelineState.View {
    /// The view with the bands in sight added as rows (role `header` or `footer`), a floating header moved to
    /// where it shows.
    func addingSectionBands(_ bands: [SectionBand]) -> TimelineState.View {
        guard let viewport, !bands.isEmpty else { return self }
        var view = self
        for band in bands {
            let role = band.isFooter ? "footer" : "header"
            let path = "[\(band.section), 0]"
            var frame = band.frame
            if let end = band.floatsUntil, frame.minY < viewport.minY {
                frame.origin.y = min(viewport.minY, end - frame.height)
            }
            // A header or footer view displayed for this section is drawn instead, floating as the band would.
            if let shown = view.rows.firstIndex(where: { row in
                !row.isCell && TimelineState.supplementaryWord(row.role) == role
                    && TimelineState.sortKey(row.indexPath).first == band.section
            }) {
                view.rows[shown].frame = frame
                continue
            }
            guard frame.maxY > viewport.minY, frame.minY < viewport.maxY else { continue }
            let title = band.title.map { "\"" + VisibleText.escapingControlCharacters($0, keepingNewlines: false) + "\"" } ?? ""
            let row = TimelineState.Row(indexPath: path, cell: title, frame: frame, role: role)
            let position = view.rows.firstIndex { TimelineState.sortKey(row).lexicographicallyPrecedes(TimelineState.sortKey($0)) }
            view.rows.insert(row, at: position ?? view.rows.count)
        }
        return view
    }
}
