import Foundation
import ReuseLabSimulator

/// The Simulator asks the language to make views and run the learner's overrides through this host.
final class InterpreterHost: SimHost {
    unowned let interpreter: Interpreter
    init(interpreter: Interpreter) { self.interpreter = interpreter }

    func makeView(of cls: SimClass, role: ViewRole, reuseIdentifier: String) throws -> SimView {
        guard let handle = cls as? ClassHandle, case .nominal(let decl, _) = handle.type else {
            throw Diagnostics.cannotInstantiateView(cls.simClassName)
        }
        let i = interpreter
        switch role {
        case .tableCell:
            let style = i.world.types["UITableViewCell"]?.nestedTypes["CellStyle"]
            let styleValue: Value =
                style.flatMap { s in s.cases["default"].map { .enumValue(EnumValue(decl: s, caseDecl: $0, payload: [])) } } ?? .none
            return try i.makeInstance(decl, labels: ["style", "reuseIdentifier"], args: [styleValue, .string(reuseIdentifier)])
        case .tableHeaderFooter:
            return try i.makeInstance(decl, labels: ["reuseIdentifier"], args: [.string(reuseIdentifier)])
        case .collectionCell, .collectionSupplementary:
            return try i.makeInstance(decl, labels: ["frame"], args: [i.rectValue(.zero)])
        }
    }

    func makeView(fromNibObject object: IBObject, role: ViewRole, reuseIdentifier: String) throws -> SimView {
        try interpreter.instantiate(object)
    }

    func prepareForReuse(_ view: SimView) throws {
        guard let instance = view as? Instance else { return }
        let id = ObjectIdentifier(instance.decl)
        let method: FuncDecl?
        if let cached = interpreter.caches.prepareForReuse[id] {
            method = cached
        } else {
            method =
                instance.decl.classChain.lazy.compactMap { c in
                    c.methods(named: "prepareForReuse")?.first { $0.params.isEmpty && !$0.isStatic }
                }.first
            interpreter.caches.prepareForReuse[id] = .some(method)
        }
        guard let method else { return }
        _ = try interpreter.call(method, receiver: .object(instance), args: [], bindings: [:], loc: interpreter.currentLoc, caller: nil)
    }

    /// UIView's stored `frame`, found once: the layout writes it as UIKit's layout sets a cell's frame.
    private lazy var frameField: Int? = interpreter.world.types["UIView"]?.properties["frame"]?.first?.fieldIndex

    func place(_ view: SimView, at frame: Rect) {
        guard let instance = view as? Instance, let index = frameField, index >= 0, index < instance.fields.count else { return }
        // Every pass places every shown cell, and a scroll leaves most where they were: making a new CGRect
        // for each was a tenth of a scroll, and reading the stored one back to compare still a twentieth.
        // So the cell keeps the CGRect it was last given; while its `frame` still shares that value's
        // storage, nothing has written it since (a write copies or replaces it), and it holds that frame.
        if let placed = instance.placedFrame, placed.frame == frame, placed.value.sharesStorage(with: instance.fields[index]) {
            return
        }
        let value = interpreter.rectValue(frame)
        instance.fields[index] = value
        instance.placedFrame = (frame, value)
    }

    /// Only cells that can notice are called: a configurationUpdateHandler is set, or the learner's class overrides
    /// updateConfiguration(using:) (so that scrolling plain cells costs nothing more).
    func cellWillAppear(_ view: SimView) throws {
        guard let cell = view as? Instance else { return }
        let i = interpreter
        let id = ObjectIdentifier(cell.decl)
        let overrides: Bool
        if let known = i.caches.updatesConfiguration[id] {
            overrides = known
        } else {
            overrides = cell.decl.classChain.contains { !$0.fromPrelude && $0.methods(named: "updateConfiguration") != nil }
            i.caches.updatesConfiguration[id] = overrides
        }
        guard overrides || !i.storedField(cell, "configurationUpdateHandler").isNone,
            let update = i.method(of: cell, "_updateConfiguration", labels: [])
        else { return }
        _ = try i.call(update, receiver: .object(cell), args: [], bindings: [:], loc: i.currentLoc, caller: nil)
    }

    func isClass(named className: String, subclassOf uikitClassName: String) -> Bool {
        guard let d = interpreter.uikitClass(named: className), let base = interpreter.uikitClass(named: uikitClassName) else {
            return false
        }
        return d.isSubclass(of: base)
    }
}

extension Interpreter {
    var currentLoc: SourceLoc { lastLoc }

    /// Where UIKit's call back into learner code is reported: the call that made UIKit call back
    /// (`tableView.layoutIfNeeded()`), still running, rather than the last statement some earlier callback ran.
    var callbackSite: SourceLoc { callSites.last ?? lastLoc }

    /// The method an instance's class (or a protocol extension) has with this name and labels, if any.
    func method(of object: Instance, _ name: String, labels: [String?]) -> FuncDecl? {
        var found: FuncDecl? = nil
        for c in object.decl.classChain {
            if let m = c.methods(named: name)?.first(where: { $0.labels == labels && !$0.isStatic && !$0.isMirroredOptional }) {
                found = m
                break
            }
        }
        if found == nil {
            for p in world.allConformances(of: object.decl) {
                for ext in world.protocolExtensions[ObjectIdentifier(p)] ?? [] {
                    if let m = ext.methods.first(where: { $0.name == name && $0.labels == labels }) { found = m }
                }
            }
        }
        return found
    }

    /// Calls the method found by `method(of:_:labels:)`, or returns nil when there was none.
    func invoke(_ object: Instance, _ method: FuncDecl?, args: [Value]) throws -> Value? {
        guard let method else { return nil }
        uikitCallIndices.append(callSites.count)
        defer { uikitCallIndices.removeLast() }
        return try call(method, receiver: .object(object), args: args, bindings: [:], loc: callbackSite, caller: nil)
    }

    /// Calls a closure the learner gave UIKit (a registration's handler) from the learner's call at `loc`: a
    /// crash inside names it as UIKit calling back.
    func callBack(_ closure: Value, _ args: [Value], loc: SourceLoc) throws -> Value {
        uikitCallIndices.append(callSites.count)
        defer { uikitCallIndices.removeLast() }
        return try callValue(closure, args, loc: loc)
    }

    /// Creates an instance through the initializer with these labels (the learner's override or UIKit's).
    func makeInstance(_ decl: NominalDecl, labels: [String?], args: [Value]) throws -> Instance {
        guard let fn = decl.availableInitializers.first(where: { $0.labels == labels }) else {
            throw Diagnostics.noInitializerWithLabels(decl.name, labels: labels.map { ($0 ?? "_") + ":" }.joined())
        }
        uikitCallIndices.append(callSites.count)
        defer { uikitCallIndices.removeLast() }
        let v = try construct(.nominal(decl, []), with: fn, args: args, bindings: [:], loc: callbackSite, caller: nil)
        guard case .object(let o) = v else { throw Diagnostics.couldNotCreate(decl.name) }
        return o
    }

    func registerUIKitNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        d(
            "get UICollectionReusableView.reuseIdentifier", "get UITableViewCell.reuseIdentifier",
            "get UITableViewHeaderFooterView.reuseIdentifier"
        ) { _, c in c.receiver.asObject?.simReuseIdentifier.map { .string($0) } ?? .none }
        d("UITableViewCell._adoptReuseIdentifier(_:)", "UITableViewHeaderFooterView._adoptReuseIdentifier(_:)") { _, c in
            if case .string(let s) = try c.arg("identifier") { c.receiver.asObject?.simReuseIdentifier = s }
            return .void
        }
        d("describeObject", "get NSObject.description") { i, c in
            guard let o = c.receiver.asObject else { return .string("nil") }
            if let t = o.native as? TableView { return .string(t.uikitDescription) }
            return .string("<\(i.runtimeName(.nominal(o.decl, []))): \(o.address)>")
        }
        d("UINib.init(nibName:bundle:)") { i, c in
            let o = try i.allocate(i.world.types["UINib"]!)
            o.native = Nib(name: try c.string("name"), bundle: i.sim.bundle, simulation: i.sim)
            return .object(o)
        }
        d("UINib.instantiate(withOwner:options:)") { i, c in
            guard let nib = c.receiver.asObject?.native as? Nib else { return .array([]) }
            let doc = try i.uikit(c.loc) { try nib.document() }
            return .array(try i.loadNib(doc, owner: try c.arg("ownerOrNil").asObject).map { .object($0) })
        }
        d("UIStoryboard.init(name:bundle:)") { i, c in
            let o = try i.allocate(i.world.types["UIStoryboard"]!)
            let name = try c.string("name")
            _ = try i.uikit(c.loc) { try i.sim.bundle.storyboard(named: name) }
            o.native = NSString(string: name)
            return .object(o)
        }
        d("UIStoryboard.instantiateInitialViewController()") { i, c in
            guard let name = c.receiver.asObject?.native as? NSString else { return .none }
            let doc = try i.uikit(c.loc) { try i.sim.bundle.storyboard(named: name as String) }
            guard let vc = doc.initialViewController else { return .none }
            return .object(try i.instantiateScene(vc, storyboard: name as String, document: doc))
        }
        d("UIStoryboard.instantiateViewController(withIdentifier:)") { i, c in
            guard let object = c.receiver.asObject, let name = object.native as? NSString else { return .none }
            let doc = try i.uikit(c.loc) { try i.sim.bundle.storyboard(named: name as String) }
            let identifier = try c.string("identifier")
            guard let vc = doc.viewController(withIdentifier: identifier) else {
                let exception = Diagnostics.noSceneWithIdentifier(storyboardAddress: object.address, identifier: identifier)
                throw i.uikitTrap(exception, at: c.loc)
            }
            return .object(try i.instantiateScene(vc, storyboard: name as String, document: doc))
        }
        // Table views
        d("UITableView.init(frame:style:)") { i, c in
            let o = try c.receiver.asObject ?? (i.allocate(i.world.types["UITableView"]!))
            let style: TableStyle
            if case .enumValue(let e) = try c.arg("style"), e.caseDecl.name == "grouped" {
                style = .grouped
            } else if case .enumValue(let e) = try c.arg("style"), e.caseDecl.name == "insetGrouped" {
                style = .insetGrouped
            } else {
                style = .plain
            }
            o.native = i.sim.makeTableView(frame: try c.rect("frame"), style: style)
            return .object(o)
        }
        d("get UITableView.frame") { i, c in i.rectValue(i.table(c.receiver)?.frame ?? .zero) }
        d("set UITableView.frame") { i, c in
            i.table(c.receiver)?.frame = try c.rect("newValue")
            return .void
        }
        d("get UITableView.rowHeight") { i, c in .double(i.table(c.receiver)?.rowHeight ?? 44) }
        d("set UITableView.rowHeight") { i, c in
            i.table(c.receiver)?.rowHeight = try c.double("newValue")
            return .void
        }
        d("get UIScrollView.contentOffset") { i, c in
            if let t = i.table(c.receiver) { return i.pointValue(t.contentOffset) }
            if let v = i.collection(c.receiver) { return i.pointValue(v.contentOffset) }
            return i.pointValue(.zero)
        }
        d("set UIScrollView.contentOffset") { i, c in
            guard case .structValue(let p) = try c.arg("newValue"), p.fields.count == 2 else { return .void }
            let point = Point(x: try p.fields[0].checkedDouble(), y: try p.fields[1].checkedDouble())
            i.table(c.receiver)?.contentOffset = point
            i.collection(c.receiver)?.contentOffset = point
            return .void
        }
        d("get UIScrollView.contentSize") { i, c in
            if let t = i.table(c.receiver) { return i.sizeValue(t.contentSize) }
            if let v = i.collection(c.receiver) { return i.sizeValue(v.contentSize) }
            return i.sizeValue(.zero)
        }
        d("get UITableView.dataSource") { _, c in
            (c.receiver.asObject?.attachments["dataSource"] as? DataSourceAdapter)?.object.map { .object($0) } ?? .none
        }
        d("set UITableView.dataSource") { i, c in
            guard let o = c.receiver.asObject, let t = o.native as? TableView else { return .void }
            if let ds = try c.arg("newValue").asObject {
                let adapter = DataSourceAdapter(interpreter: i, object: ds, kind: .table, view: c.receiver)
                o.attachments["dataSource"] = adapter
                t.dataSource = adapter
            } else {
                o.attachments["dataSource"] = nil
                t.dataSource = nil
            }
            return .void
        }
        d("tableRegisterClass") { i, c in
            i.table(c.receiver)?.register(
                i.registration(try c.arg("cellClass"), loc: c.loc), forCellReuseIdentifier: try c.string("identifier"))
            return .void
        }
        d("tableRegisterNib") { i, c in
            i.table(c.receiver)?.register(i.registration(try c.arg("nib"), loc: c.loc), forCellReuseIdentifier: try c.string("identifier"))
            return .void
        }
        d("tableRegisterHeaderFooterClass") { i, c in
            i.table(c.receiver)?.register(
                i.registration(try c.arg("aClass"), loc: c.loc), forHeaderFooterViewReuseIdentifier: try c.string("identifier"))
            return .void
        }
        d("tableRegisterHeaderFooterNib") { i, c in
            i.table(c.receiver)?.register(
                i.registration(try c.arg("nib"), loc: c.loc), forHeaderFooterViewReuseIdentifier: try c.string("identifier"))
            return .void
        }
        d("UITableView.dequeueReusableCell(withIdentifier:)") { i, c in
            guard let t = i.table(c.receiver) else { return .none }
            return i.viewValue(try i.uikit(c.loc) { try t.dequeueReusableCell(withIdentifier: try c.string("identifier")) })
        }
        d("UITableView.dequeueReusableCell(withIdentifier:for:)") { i, c in
            guard let t = i.table(c.receiver) else { return .none }
            return i.viewValue(
                try i.uikit(c.loc) {
                    try t.dequeueReusableCell(withIdentifier: try c.string("identifier"), for: try c.indexPath("indexPath"))
                })
        }
        d("UITableView.dequeueReusableHeaderFooterView(withIdentifier:)") { i, c in
            guard let t = i.table(c.receiver) else { return .none }
            return i.viewValue(try i.uikit(c.loc) { try t.dequeueReusableHeaderFooterView(withIdentifier: try c.string("identifier")) })
        }
        d("UICollectionView.reloadData()", "UITableView.reloadData()") { i, c in
            if let t = i.table(c.receiver) { try i.uikit(c.loc) { try t.reloadData() } as Void }
            if let v = i.collection(c.receiver) { try i.uikit(c.loc) { try v.reloadData() } }
            return .void
        }
        d("UICollectionView.layoutIfNeeded()", "UITableView.layoutIfNeeded()") { i, c in
            if let t = i.table(c.receiver) { try i.uikit(c.loc) { try t.layoutIfNeeded() } }
            if let v = i.collection(c.receiver) { try i.uikit(c.loc) { try v.layoutIfNeeded() } }
            return .void
        }
        d("get UITableView.visibleCells") { i, c in .array((i.table(c.receiver)?.visibleCells ?? []).map { i.viewValue($0) }) }
        d("get UITableView.indexPathsForVisibleRows") { i, c in
            .array((i.table(c.receiver)?.indexPathsForVisibleRows ?? []).map { i.indexPathValue($0) })
        }
        d("UITableView.cellForRow(at:)") { i, c in i.viewValue(i.table(c.receiver)?.cellForRow(at: try c.indexPath("indexPath"))) }
        d("UITableView.scrollToRow(at:at:animated:)") { i, c in
            guard let t = i.table(c.receiver) else { return .void }
            var position = ScrollPosition.none
            if case .enumValue(let e) = try c.arg("scrollPosition") {
                position = ["top": .top, "middle": .middle, "bottom": .bottom][e.caseDecl.name] ?? .none
            }
            try i.uikit(c.loc) { try t.scrollToRow(at: try c.indexPath("indexPath"), at: position, animated: try c.bool("animated")) }
            return .void
        }
        d("UITableView.numberOfRows(inSection:)") { i, c in
            guard let t = i.table(c.receiver) else { return .int(0) }
            return .int(try i.uikit(c.loc) { try t.numberOfRows(inSection: try c.int("section")) })
        }
        d("get UITableView.numberOfSections") { i, c in
            guard let t = i.table(c.receiver) else { return .int(0) }
            return .int(try i.uikit(c.loc) { try t.numberOfSections() })
        }
        // Collection views
        d("UICollectionView.init(frame:collectionViewLayout:)") { i, c in
            let o = try c.receiver.asObject ?? (i.allocate(i.world.types["UICollectionView"]!))
            o.native = i.sim.makeCollectionView(frame: try c.rect("frame"), layout: i.flowLayout(try c.arg("layout")))
            o.attachments[Self.layoutObjectKey] = try c.arg("layout").asObject
            return .object(o)
        }
        d("get UICollectionView.frame") { i, c in i.rectValue(i.collection(c.receiver)?.frame ?? .zero) }
        d("set UICollectionView.frame") { i, c in
            i.collection(c.receiver)?.frame = try c.rect("newValue")
            return .void
        }
        d("get UICollectionView.dataSource") { _, c in
            (c.receiver.asObject?.attachments["dataSource"] as? DataSourceAdapter)?.object.map { .object($0) } ?? .none
        }
        d("set UICollectionView.dataSource") { i, c in
            guard let o = c.receiver.asObject, let v = o.native as? CollectionView else { return .void }
            if let ds = try c.arg("newValue").asObject {
                let adapter = DataSourceAdapter(interpreter: i, object: ds, kind: .collection, view: c.receiver)
                o.attachments["dataSource"] = adapter
                v.dataSource = adapter
            } else {
                o.attachments["dataSource"] = nil
                v.dataSource = nil
            }
            return .void
        }
        d("collectionRegisterClass") { i, c in
            i.collection(c.receiver)?.register(
                i.registration(try c.arg("cellClass"), loc: c.loc), forCellWithReuseIdentifier: try c.string("identifier"))
            return .void
        }
        d("collectionRegisterNib") { i, c in
            i.collection(c.receiver)?.register(
                i.registration(try c.arg("nib"), loc: c.loc), forCellWithReuseIdentifier: try c.string("identifier"))
            return .void
        }
        d("collectionRegisterSupplementaryClass") { i, c in
            i.collection(c.receiver)?.register(
                i.registration(try c.arg("viewClass"), loc: c.loc), forSupplementaryViewOfKind: try c.string("elementKind"),
                withReuseIdentifier: try c.string("identifier"))
            return .void
        }
        d("collectionRegisterSupplementaryNib") { i, c in
            i.collection(c.receiver)?.register(
                i.registration(try c.arg("nib"), loc: c.loc), forSupplementaryViewOfKind: try c.string("kind"),
                withReuseIdentifier: try c.string("identifier"))
            return .void
        }
        d("UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)") { i, c in
            guard let v = i.collection(c.receiver) else { return .none }
            return i.viewValue(
                try i.uikit(c.loc) {
                    try v.dequeueReusableCell(withReuseIdentifier: try c.string("identifier"), for: try c.indexPath("indexPath"))
                })
        }
        d("UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)") { i, c in
            guard let v = i.collection(c.receiver) else { return .none }
            return i.viewValue(
                try i.uikit(c.loc) {
                    try v.dequeueReusableSupplementaryView(
                        ofKind: try c.string("elementKind"), withReuseIdentifier: try c.string("identifier"),
                        for: try c.indexPath("indexPath"))
                })
        }
        d("get UICollectionView.visibleCells") { i, c in .array((i.collection(c.receiver)?.visibleCells ?? []).map { i.viewValue($0) }) }
        d("get UICollectionView.indexPathsForVisibleItems") { i, c in
            .array((i.collection(c.receiver)?.indexPathsForVisibleItems ?? []).map { i.indexPathValue($0) })
        }
        d("UICollectionView.cellForItem(at:)") { i, c in
            i.viewValue(i.collection(c.receiver)?.cellForItem(at: try c.indexPath("indexPath")))
        }
        d("UICollectionView.numberOfItems(inSection:)") { i, c in
            guard let v = i.collection(c.receiver) else { return .int(0) }
            return .int(try i.uikit(c.loc) { try v.numberOfItems(inSection: try c.int("section")) })
        }
        d("UICollectionView.CellRegistration.init(handler:)") { i, c in
            guard case .nominal(let decl, let args) = c.receiver.asType ?? .error, let cellParam = decl.genericParams.first else {
                return .none
            }
            let cellType = c.bindings[ObjectIdentifier(cellParam)] ?? args.first ?? .error
            let record = i.sim.makeCellRegistration(source: .class(ClassHandle(type: cellType)))
            return .structValue(StructValue(decl: decl, fields: [try c.arg("handler"), .opaque(record)]))
        }
        d("UICollectionView.dequeueConfiguredReusableCell(using:for:item:)") { i, c in
            guard let v = i.collection(c.receiver), case .structValue(let reg) = try c.arg("registration"), reg.fields.count == 2,
                case .opaque(let r) = reg.fields[1], let record = r as? CellRegistration
            else { return .none }
            let cell = try i.uikit(c.loc) { try v.dequeueConfiguredReusableCell(using: record, for: try c.indexPath("indexPath")) }
            let cellValue = i.viewValue(cell)
            _ = try i.callBack(reg.fields[0], [cellValue, try c.arg("indexPath"), try c.arg("item")], loc: c.loc)
            return cellValue
        }
    }
}
