import ReuseLabSimulator

/// `prefetchDataSource` on tables and collection views: the learner's UITableViewDataSourcePrefetching or
/// UICollectionViewDataSourcePrefetching, held weakly as UIKit does, called by the Simulator after layout passes
/// (see ReuseLabSimulator/Prefetching.swift for how far ahead).
extension Interpreter {
    func registerPrefetchingNatives() {
        for names in [PrefetchAdapter.Names.table, .collection] {
            natives["get \(names.view).prefetchDataSource"] = { _, c in
                (c.receiver.asObject?.attachments["prefetchDataSource"] as? PrefetchAdapter)?.object.map { .object($0) } ?? .none
            }
            natives["set \(names.view).prefetchDataSource"] = { i, c in
                guard let o = c.receiver.asObject else { return .void }
                let adapter = try c.arg("newValue").asObject.map {
                    PrefetchAdapter(interpreter: i, object: $0, view: c.receiver, names: names)
                }
                o.attachments["prefetchDataSource"] = adapter
                if let t = o.native as? TableView { t.prefetchDelegate = adapter }
                if let v = o.native as? CollectionView { v.prefetchDelegate = adapter }
                return .void
            }
        }
    }
}

/// The learner's prefetching data source; `cancelPrefetching…` is optional, as in UIKit.
final class PrefetchAdapter: PrefetchDelegate {
    struct Names {
        /// The view's class, which owns the natives: `UITableView` or `UICollectionView`.
        var view: String
        var subject: String
        var prefetch: String
        var cancel: String

        static let table = Names(
            view: "UITableView", subject: "tableView", prefetch: "prefetchRowsAt", cancel: "cancelPrefetchingForRowsAt")
        static let collection = Names(
            view: "UICollectionView", subject: "collectionView", prefetch: "prefetchItemsAt",
            cancel: "cancelPrefetchingForItemsAt")
    }

    unowned let interpreter: Interpreter
    private let reference: WeakInstance
    /// UIKit holds it weakly (not with Swift's `weak`: see `Liveness`).
    var object: Instance? { reference.object }
    let viewValue: Value
    private let prefetchMethod: FuncDecl?
    private let cancelMethod: FuncDecl?

    init(interpreter: Interpreter, object: Instance, view: Value, names: Names) {
        self.interpreter = interpreter
        self.reference = WeakInstance(object)
        self.viewValue = view
        prefetchMethod = interpreter.method(of: object, names.subject, labels: [nil, names.prefetch])
        cancelMethod = interpreter.method(of: object, names.subject, labels: [nil, names.cancel])
    }

    func prefetch(_ indexPaths: [SimIndexPath]) throws {
        try call(prefetchMethod, indexPaths)
    }

    func cancelPrefetching(_ indexPaths: [SimIndexPath]) throws {
        try call(cancelMethod, indexPaths)
    }

    private func call(_ method: FuncDecl?, _ indexPaths: [SimIndexPath]) throws {
        guard let object else { return }
        _ = try interpreter.invoke(object, method, args: [viewValue, .array(indexPaths.map(interpreter.indexPathValue))])
    }
}
