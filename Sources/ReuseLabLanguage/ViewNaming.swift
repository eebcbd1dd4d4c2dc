import ReuseLabSimulator

/// Names each simulated table or collection view after the learner's variable that holds it, so the pool
/// diagram and the events say `tableView` rather than `UITableView 0x600000c00020`.
///
/// A view held by several variables takes the first one declared; a view held only by a top-level
/// object's stored property is named by the path (`dataSource.tableView`); any other view keeps its
/// address. Names follow the variables: a view no variable holds any more goes back to its address.
struct ViewNaming {
    /// The views named last time, so a name that no longer fits can be taken back.
    private var named: [ObjectIdentifier: WeakView] = [:]

    /// Called after every entry (and every replayed one, so undo, redo and crash rollback keep names).
    mutating func update(globals: [String: GlobalVar], values: [Value], in simulation: Simulation) {
        let variables = globals.sorted { $0.value.index < $1.value.index }.compactMap { name, global in
            values.indices.contains(global.index) ? (name: name, value: values[global.index]) : nil
        }
        var names: [ObjectIdentifier: (view: any LivenessReporting, name: String)] = [:]
        func offer(_ value: Value, as name: String) {
            guard let view = Self.view(in: value) else { return }
            let id = ObjectIdentifier(view)
            if names[id] == nil { names[id] = (view, name) }
        }
        // Variables first, in declaration order; then their stored properties, one level down.
        for variable in variables { offer(variable.value, as: variable.name) }
        for variable in variables {
            for (property, value) in Self.storedProperties(of: variable.value) { offer(value, as: variable.name + "." + property) }
        }

        for (id, old) in named where names[id] == nil {
            if let view = old.view { simulation.name(view, as: nil) }
        }
        for (_, entry) in names { simulation.name(entry.view, as: entry.name) }
        named = names.mapValues { WeakView(view: $0.view) }
    }

    /// The Simulator's table or collection view behind a `UITableView` or `UICollectionView` value.
    private static func view(in value: Value) -> (any LivenessReporting)? {
        guard case .object(let instance) = value, let native = instance.native else { return nil }
        if let table = native as? TableView { return table }
        if let collection = native as? CollectionView { return collection }
        return nil
    }

    /// A class instance's or struct's stored properties with their values, superclass properties first.
    private static func storedProperties(of value: Value) -> [(String, Value)] {
        let decl: NominalDecl
        let fields: [Value]
        switch value {
        case .object(let instance) where instance.native == nil:
            (decl, fields) = (instance.decl, instance.fields)
        case .structValue(let structValue):
            (decl, fields) = (structValue.decl, structValue.fields)
        default:
            return []
        }
        return decl.classChain.reversed().flatMap(\.storedProperties).compactMap { property in
            guard fields.indices.contains(property.fieldIndex) else { return nil }
            // A view controller's view is named as the learner reaches it: `vc.tableView`, `vc.view`.
            if property.name == "_view", property.owner?.name == "UIViewController" {
                return (controllerViewName(decl), fields[property.fieldIndex])
            }
            // `_name` is the prelude's own bookkeeping, not a name the learner would recognise.
            guard !property.name.hasPrefix("_") else { return nil }
            return (property.name, fields[property.fieldIndex])
        }
    }
}

/// `tableView` for a UITableViewController, `collectionView` for a UICollectionViewController, else `view`.
private func controllerViewName(_ decl: NominalDecl) -> String {
    let chain = decl.classChain.filter(\.fromPrelude).map(\.name)
    if chain.contains("UITableViewController") { return "tableView" }
    if chain.contains("UICollectionViewController") { return "collectionView" }
    return "view"
}

/// Not `weak`, which would slow every later retain of the view (see `Liveness`).
private struct WeakView {
    private unowned(unsafe) let target: any LivenessReporting
    private let liveness: Liveness

    init(view: any LivenessReporting) {
        target = view
        liveness = view.liveness
    }

    var view: (any LivenessReporting)? { liveness.isAlive ? target : nil }
}
