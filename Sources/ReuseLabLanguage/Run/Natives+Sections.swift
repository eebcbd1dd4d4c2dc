import ReuseLabSimulator

/// Sections in batch updates (tables and collection views alike), a table's section header and footer views,
/// and its `tableHeaderView`/`tableFooterView` heights.
extension Interpreter {
    func registerSectionNatives() {
        func d(_ key: String, _ f: @escaping NativeFunction) { natives[key] = f }
        d("batchInsertSections") { i, c in
            let sections = try i.sectionNumbers(c.array("sections"))
            return try i.batchChange(c) { $0.insertedSections += sections }
        }
        d("batchDeleteSections") { i, c in
            let sections = try i.sectionNumbers(c.array("sections"))
            return try i.batchChange(c) { $0.deletedSections += sections }
        }
        d("batchReloadSections") { i, c in
            let sections = try i.sectionNumbers(c.array("sections"))
            return try i.batchChange(c) { $0.reloadedSections += sections }
        }
        d("batchMoveSection") { i, c in
            let move = (from: try c.int("section"), to: try c.int("newSection"))
            return try i.batchChange(c) { $0.movedSections.append(move) }
        }
        d("get collectionNumberOfSections") { i, c in
            guard let v = i.collection(c.receiver) else { return .int(0) }
            return .int(try i.uikit(c.loc) { try v.numberOfSections() })
        }
        d("collectionSupplementaryViewOnScreen") { i, c in
            guard let v = i.collection(c.receiver) else { return .none }
            let kind = try c.string("elementKind")
            return i.viewValue(v.supplementaryView(forElementKind: kind, at: i.indexPath(try c.arg("indexPath"))))
        }
        d("tableHeaderFooterViewForSection") { i, c in
            guard let t = i.table(c.receiver) else { return .none }
            return i.viewValue(t.headerFooterView(forSection: try c.int("section"), footer: try c.bool("footer")))
        }
        d("tableSetHeaderFooterViewHeight") { i, c in
            guard let t = i.table(c.receiver) else { return .void }
            let height = try c.double("height")
            if try c.bool("footer") { t.tableFooterHeight = height } else { t.tableHeaderHeight = height }
            return .void
        }
    }

    private func sectionNumbers(_ values: [Value]) -> [Int] {
        values.map(\.asInt)
    }
}
