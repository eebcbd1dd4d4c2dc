import ReuseLabSimulator

/// Sections in batch updates (tables and collection views alike), a table's section header and footer views,
/// and its `tableHeaderView`/`tableFooterView` heights.
extension Interpreter {
    func registerSectionNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        d("UICollectionView._insertSections(_:)", "UITableView._insertSections(_:)") { i, c in
            let sections = try i.sectionNumbers(c.array("sections"))
            return try i.batchChange(c) { $0.insertedSections += sections }
        }
        d("UICollectionView._deleteSections(_:)", "UITableView._deleteSections(_:)") { i, c in
            let sections = try i.sectionNumbers(c.array("sections"))
            return try i.batchChange(c) { $0.deletedSections += sections }
        }
        d("UICollectionView._reloadSections(_:)", "UITableView._reloadSections(_:)") { i, c in
            let sections = try i.sectionNumbers(c.array("sections"))
            return try i.batchChange(c) { $0.reloadedSections += sections }
        }
        d("UICollectionView.moveSection(_:toSection:)", "UITableView.moveSection(_:toSection:)") { i, c in
            let move = (from: try c.int("section"), to: try c.int("newSection"))
            return try i.batchChange(c) { $0.movedSections.append(move) }
        }
        d("get UICollectionView.numberOfSections") { i, c in
            guard let v = i.collection(c.receiver) else { return .int(0) }
            return .int(try i.uikit(c.loc) { try v.numberOfSections() })
        }
        d("UICollectionView.supplementaryView(forElementKind:at:)") { i, c in
            guard let v = i.collection(c.receiver) else { return .none }
            let kind = try c.string("elementKind")
            return i.viewValue(v.supplementaryView(forElementKind: kind, at: i.indexPath(try c.arg("indexPath"))))
        }
        d("UICollectionView.visibleSupplementaryViews(ofKind:)") { i, c in
            let shown = i.collection(c.receiver)?.visibleSupplementaries(ofKind: try c.string("elementKind")) ?? []
            return .array(shown.map { i.viewValue($0.view) })
        }
        d("UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)") { i, c in
            let shown = i.collection(c.receiver)?.visibleSupplementaries(ofKind: try c.string("elementKind")) ?? []
            return .array(shown.map { i.indexPathValue($0.indexPath) })
        }
        d("UITableView._headerFooterView(_:footer:)") { i, c in
            guard let t = i.table(c.receiver) else { return .none }
            return i.viewValue(t.headerFooterView(forSection: try c.int("section"), footer: try c.bool("footer")))
        }
        d("UITableView._setHeaderFooterViewHeight(_:footer:)") { i, c in
            guard let t = i.table(c.receiver) else { return .void }
            let height = try c.double("height")
            if try c.bool("footer") { t.tableFooterHeight = height } else { t.tableHeaderHeight = height }
            return .void
        }
    }

    private func sectionNumbers(_ values: [Value]) throws -> [Int] {
        try values.map { try $0.checkedInt() }
    }
}
