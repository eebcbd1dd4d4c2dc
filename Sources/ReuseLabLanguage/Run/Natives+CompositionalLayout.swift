import ReuseLabSimulator

/// UICollectionViewCompositionalLayout's bridge: the prelude's section, group, item and size objects are read into
/// the Simulator's `LayoutSectionSpec` each time the collection view asks for its counts.
extension Interpreter {
    func registerCompositionalLayoutNatives() {
        natives["UICollectionViewCompositionalLayout._install()"] = { i, c in
            guard let layoutObject = c.receiver.asObject else { return .void }
            let layout = i.flowLayout(c.receiver)
            let method = i.method(of: layoutObject, "_sectionLayout", labels: [nil, nil, nil])
            let layoutReference = WeakInstance(layoutObject)
            layout.sectionProvider = { [unowned i] index, size in
                guard let layoutObject = layoutReference.object,
                    let section = try i.invoke(layoutObject, method, args: [.int(index), .double(size.width), .double(size.height)])?
                        .asObject
                else { return nil }
                return try i.layoutSectionSpec(section)
            }
            return .void
        }
        // A configuration changes how the sections are laid out: the specs are asked for again at the next layout.
        natives["UICollectionViewCompositionalLayout._configure(_:_:)"] = { i, c in
            let layout = i.flowLayout(c.receiver)
            layout.scrollsHorizontally = try c.bool("horizontal")
            layout.interSectionSpacing = try c.double("interSectionSpacing")
            return .void
        }
        // UICollectionView.ScrollPosition's raw bits: top 1, centeredVertically 2, bottom 4, left 8,
        // centeredHorizontally 16, right 32.
        natives["UICollectionView._scrollToItem(_:_:)"] = { i, c in
            guard let v = i.collection(c.receiver) else { return .void }
            let bits = try c.int("position")
            func position(_ start: Int, _ middle: Int, _ end: Int) -> ScrollPosition {
                bits & start != 0 ? .top : bits & middle != 0 ? .middle : bits & end != 0 ? .bottom : .none
            }
            try i.uikit(c.loc) {
                try v.scrollToItem(at: c.indexPath("indexPath"), at: position(1, 2, 4), orthogonally: position(8, 16, 32), animated: false)
            }
            return .void
        }
    }

    private func layoutSectionSpec(_ section: Instance) throws -> LayoutSectionSpec? {
        guard let group = storedField(section, "_group").asObject else { return nil }
        var spec = try LayoutSectionSpec(
            group: layoutElement(group, depth: 0), interGroupSpacing: storedField(section, "interGroupSpacing").checkedDouble(),
            contentInsets: directionalInsets(storedField(section, "contentInsets")),
            scrollsOrthogonally: enumCaseName(storedField(section, "orthogonalScrollingBehavior")) != "none")
        for boundary in try storedField(section, "boundarySupplementaryItems").checkedArray().compactMap(\.asObject) {
            let kind = try storedField(boundary, "elementKind").checkedString()
            let height = try layoutSize(storedField(boundary, "layoutSize")).height
            switch enumCaseName(storedField(boundary, "alignment")) {
            case "top", "topLeading", "topTrailing": if spec.header == nil { spec.header = (kind, height) }
            case "bottom", "bottomLeading", "bottomTrailing": if spec.footer == nil { spec.footer = (kind, height) }
            default: break
            }
        }
        return spec
    }

    /// Groups nested deeper than this lay out as plain items (a guard against a group holding itself).
    private static let groupDepthLimit = 32

    private func layoutElement(_ object: Instance, depth: Int) throws -> LayoutElement {
        let size = try layoutSize(storedField(object, "layoutSize"))
        let insets = try directionalInsets(storedField(object, "contentInsets"))
        guard depth < Self.groupDepthLimit, object.decl.classChain.contains(where: { $0.name == "NSCollectionLayoutGroup" })
        else { return .item(size: size, insets: insets) }
        let count = try storedField(object, "_count").checkedInt()
        let spacing = try storedField(object, "interItemSpacing").asObject.map { try storedField($0, "spacing").checkedDouble() } ?? 0
        return .group(
            size: size, vertical: try storedField(object, "_vertical").checkedBool(),
            subitems: try storedField(object, "subitems").checkedArray().compactMap(\.asObject).map {
                try layoutElement($0, depth: depth + 1)
            },
            repeating: count > 0 ? count : nil, spacing: spacing, insets: insets)
    }

    private func layoutSize(_ v: Value) throws -> LayoutSize {
        guard let o = v.asObject else { return LayoutSize(width: .absolute(0), height: .absolute(0)) }
        return try LayoutSize(
            width: layoutDimension(storedField(o, "widthDimension")),
            height: layoutDimension(storedField(o, "heightDimension")))
    }

    private func layoutDimension(_ v: Value) throws -> LayoutDimension {
        guard let o = v.asObject else { return .absolute(0) }
        let value = try storedField(o, "dimension").checkedDouble()
        switch try storedField(o, "_kind").checkedInt() {
        case 0: return .fractionalWidth(value)
        case 1: return .fractionalHeight(value)
        case 3: return .estimated(value)
        default: return .absolute(value)
        }
    }

    /// NSDirectionalEdgeInsets (top, leading, bottom, trailing), read left to right.
    private func directionalInsets(_ v: Value) throws -> EdgeInsets {
        guard case .structValue(let s) = v.unerased, s.fields.count == 4 else { return .zero }
        return try EdgeInsets(
            top: s.fields[0].checkedDouble(), left: s.fields[1].checkedDouble(), bottom: s.fields[2].checkedDouble(),
            right: s.fields[3].checkedDouble())
    }

    private func enumCaseName(_ v: Value) -> String? {
        if case .enumValue(let e) = v.unerased { return e.caseDecl.name }
        return nil
    }

    /// A stored property of an instance, looked up by name along its class chain.
    func storedField(_ o: Instance, _ name: String) -> Value {
        guard let p = o.decl.classChain.lazy.compactMap({ $0.properties(named: name)?.first(where: { !$0.isStatic }) }).first,
            p.fieldIndex >= 0, p.fieldIndex < o.fields.count
        else { return .none }
        return o.fields[p.fieldIndex]
    }
}
