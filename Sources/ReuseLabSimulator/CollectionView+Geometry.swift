/// Where a collection view's cells and supplementary views sit, for the timeline's phone: frames come from the
/// layout with the item counts already asked, so reading them never calls the learner's data source.
extension CollectionView {
    func knownFrame(of element: Element, in known: [FlowLayout.Section]? = nil) -> Rect? {
        guard let sections = known ?? knownSections() else { return nil }
        switch element {
        case .cell(let indexPath):
            guard sections.indices.contains(indexPath.section) else { return nil }
            return collectionViewLayout.frameOfItem(indexPath.item, in: sections[indexPath.section])
        case .supplementary(let place):
            guard sections.indices.contains(place.indexPath.section) else { return nil }
            let section = sections[place.indexPath.section]
            let width = layoutBounds.width
            return collectionViewLayout.alongScrolling(
                place.kind == Self.elementKindSectionFooter
                    ? Rect(x: 0, y: section.footerTop, width: width, height: section.footerHeight)
                    : Rect(x: 0, y: section.top, width: width, height: section.headerHeight))
        }
    }

    func knownSections() -> [FlowLayout.Section]? {
        if let layoutSections { return layoutSections }
        // As for tables: outside a layout pass, only a reasonable number of sections is walked for a picture.
        guard let itemCounts, itemCounts.count <= CountLimits.sectionsDrawn else { return nil }
        return collectionViewLayout.sections(itemCounts: itemCounts, width: frame.width, height: frame.height)
    }

    /// The bounds and every shown view's frame, for a snapshot.
    func geometry() -> ViewGeometry {
        var geometry = ViewGeometry(bounds: bounds)
        guard let sections = knownSections() else { return geometry }
        for indexPath in displayedCells.keys.sorted() {
            if let frame = knownFrame(of: .cell(indexPath), in: sections) { geometry.cellFrames[indexPath.description] = frame }
        }
        let places = displayedSupplementaries.sorted { ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind) }
        for (place, view) in places {
            geometry.supplementaries.append(
                ViewGeometry.Supplementary(
                    kind: place.kind, indexPath: place.indexPath.description, view: view.simLabel,
                    frame: knownFrame(of: .supplementary(place), in: sections)))
        }
        return geometry
    }
}

extension TableView {
    /// The bounds and every visible row's frame, for a snapshot.
    func geometry() -> ViewGeometry {
        var geometry = ViewGeometry(bounds: bounds)
        guard let table = knownSectionTable() else { return geometry }
        for indexPath in displayed.indexPaths {
            if let frame = knownFrame(ofRowAt: indexPath, in: table) { geometry.cellFrames[indexPath.description] = frame }
        }
        // Section headers and footers, kind `header` or `footer`.
        for place in displayedHeaderFooters.keys.sorted() {
            guard let view = displayedHeaderFooters[place] else { continue }
            geometry.supplementaries.append(
                ViewGeometry.Supplementary(
                    kind: place.kind, indexPath: place.indexPath.description, view: view.simLabel,
                    frame: frame(of: place, in: table)))
        }
        geometry.sectionBands = sectionBands(in: table)
        return geometry
    }
}
