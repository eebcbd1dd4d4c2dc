import ReuseLabSimulator

/// UICollectionViewFlowLayout as a reference the collection view shares: the layout object's properties live in
/// the Simulator's FlowLayout, so changing them after `UICollectionView(frame:collectionViewLayout:)` takes
/// effect at the next layout pass, as in UIKit.
extension Interpreter {
    func registerFlowLayoutNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        func property(
            _ name: String, get: @escaping (Interpreter, FlowLayout) -> Value,
            set: @escaping (Interpreter, FlowLayout, Value) throws -> Void
        ) {
            d("get " + name) { i, c in get(i, i.flowLayout(c.receiver)) }
            d("set " + name) { i, c in
                try set(i, i.flowLayout(c.receiver), c.arg("newValue"))
                return .void
            }
        }
        property(
            "UICollectionViewFlowLayout.itemSize", get: { i, l in i.sizeValue(l.itemSize) }, set: { i, l, v in l.itemSize = i.size(v) })
        property(
            "UICollectionViewFlowLayout.minimumLineSpacing", get: { _, l in .double(l.minimumLineSpacing) },
            set: { _, l, v in l.minimumLineSpacing = try v.checkedDouble() })
        property(
            "UICollectionViewFlowLayout.minimumInteritemSpacing", get: { _, l in .double(l.minimumInteritemSpacing) },
            set: { _, l, v in l.minimumInteritemSpacing = try v.checkedDouble() })
        property(
            "UICollectionViewFlowLayout.headerReferenceSize", get: { i, l in i.sizeValue(l.headerReferenceSize) },
            set: { i, l, v in l.headerReferenceSize = i.size(v) })
        property(
            "UICollectionViewFlowLayout.footerReferenceSize", get: { i, l in i.sizeValue(l.footerReferenceSize) },
            set: { i, l, v in l.footerReferenceSize = i.size(v) })
        property(
            "UICollectionViewFlowLayout.sectionInset", get: { i, l in i.edgeInsetsValue(l.sectionInset) },
            set: { i, l, v in l.sectionInset = i.edgeInsets(v) })
        d("UICollectionViewFlowLayout._setScrollsHorizontally(_:)") { i, c in
            i.flowLayout(c.receiver).scrollsHorizontally = try c.bool("horizontal")
            return .void
        }
        d("get UICollectionView.collectionViewLayout") { _, c in
            c.receiver.asObject?.attachments[Self.layoutObjectKey].map { .object($0 as! Instance) } ?? .none
        }
        d("set UICollectionView.collectionViewLayout") { i, c in
            guard let o = c.receiver.asObject, let layout = try c.arg("newValue").asObject else { return .void }
            i.collection(c.receiver)?.collectionViewLayout = i.flowLayout(try c.arg("newValue"))
            o.attachments[Self.layoutObjectKey] = layout
            return .void
        }
        d("UICollectionView.layoutAttributesForItem(at:)") { i, c in
            guard let v = i.collection(c.receiver), let decl = i.world.types["UICollectionViewLayoutAttributes"],
                let frame = try i.uikit(c.loc, { try v.frameOfItem(at: try c.indexPath("indexPath")) })
            else { return .none }
            let attributes = try i.allocate(decl)
            i.setStoredField(attributes, "frame", i.rectValue(frame))
            i.setStoredField(attributes, "indexPath", try c.arg("indexPath"))
            return .object(attributes)
        }
    }

    /// Where a collection view keeps the learner's layout object, for `collectionViewLayout`.
    static let layoutObjectKey = "collectionViewLayoutObject"

    /// The Simulator layout behind a layout object, made on first use with UIKit's defaults. A layout that is
    /// not a flow layout (a bare UICollectionViewLayout) lays out as a default flow layout.
    func flowLayout(_ v: Value) -> FlowLayout {
        guard let o = v.asObject else { return FlowLayout() }
        if let layout = o.native as? FlowLayout { return layout }
        let layout = FlowLayout()
        o.native = layout
        return layout
    }

    func edgeInsetsValue(_ e: EdgeInsets) -> Value {
        guard let decl = world.types["UIEdgeInsets"] else { return .none }
        return .structValue(StructValue(decl: decl, fields: [.double(e.top), .double(e.left), .double(e.bottom), .double(e.right)]))
    }

    private func setStoredField(_ o: Instance, _ name: String, _ value: Value) {
        guard let p = o.decl.classChain.lazy.compactMap({ $0.properties(named: name)?.first }).first,
            p.fieldIndex >= 0, p.fieldIndex < o.fields.count
        else { return }
        o.fields[p.fieldIndex] = value
    }
}
