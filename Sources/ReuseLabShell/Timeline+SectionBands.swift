import ReuseLabLanguage
import ReuseLabSimulator

/// A table's section headers and footers on the timeline's phone: lines of their own between the sections
/// (`header §1  "Vegetables"`), where the section geometry puts them, scrolling with the rows. A plain table's
/// header floats as UIKit's does: it stays at the top of the screen while its section's rows pass under it,
/// until the section's end pushes it up. The bands come with the counts (`counted` events): a `reloadData` that
/// changes the sections between two steps redraws them from the new data at the step the table asks again.
/// Header views a collection view (or a table's delegate) displays come from `displayed` events instead; where
/// one is drawn, its section's band is not drawn again.
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
