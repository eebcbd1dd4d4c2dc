import ReuseLabSimulator

/// UITableViewDelegate and UICollectionViewDelegate as the Simulator and the prelude call them: display calls
/// while scrolling, the selection questions a tap asks, and (tables) heights and section header and footer views.
/// One adapter serves both views: only the method names differ (`tableView(_:willDisplay:forRowAt:)` against
/// `collectionView(_:willDisplay:forItemAt:)`).
extension Interpreter {
    func registerDelegateNatives() {
        for names in [DelegateAdapter.Names.table, .collection] {
            natives["get \(names.view).delegate"] = { _, c in
                (c.receiver.asObject?.attachments["delegate"] as? DelegateAdapter)?.object.map { .object($0) } ?? .none
            }
            natives["set \(names.view).delegate"] = { i, c in
                guard let o = c.receiver.asObject else { return .void }
                let delegate = try c.arg("newValue").asObject
                let adapter = delegate.map { DelegateAdapter(interpreter: i, object: $0, view: c.receiver, names: names) }
                o.attachments["delegate"] = adapter
                if let t = o.native as? TableView {
                    t.displayDelegate = adapter
                    t.heightProviders = i.heightProviders(of: delegate, table: c.receiver)
                    t.headerFooterViewProviders = adapter?.headerFooterViewProviders() ?? HeaderFooterViewProviders()
                } else if let v = o.native as? CollectionView {
                    v.displayDelegate = adapter
                    let view = WeakInstance(o)
                    let layout: () -> Value = {
                        (view.object?.attachments[Interpreter.layoutObjectKey] as? Instance).map { .object($0) } ?? .none
                    }
                    v.itemSizeProvider = adapter?.itemSizeProvider(layout: layout)
                    v.sectionAnswersProvider = adapter?.sectionAnswersProvider(layout: layout)
                }
                return .void
            }
            natives["\(names.view)._tellDelegateDidSelect(_:)"] = { _, c in
                guard let adapter = c.receiver.asObject?.attachments["delegate"] as? DelegateAdapter else { return .void }
                try adapter.didSelect(at: try c.arg("indexPath"))
                return .void
            }
            if names.asksShouldSelect { registerShouldSelect(for: names.view) }
            // Only the table's prelude asks willSelect and tells didDeselect (`UIKitModern.swift`).
            guard names.view == "UITableView" else { continue }
            natives["\(names.view)._tellDelegateDidDeselect(_:)"] = { _, c in
                guard let adapter = c.receiver.asObject?.attachments["delegate"] as? DelegateAdapter else { return .void }
                try adapter.didDeselect(at: try c.arg("indexPath"))
                return .void
            }
            natives["\(names.view)._askDelegateWillSelect(_:)"] = { _, c in
                let indexPath = try c.arg("indexPath")
                guard let adapter = c.receiver.asObject?.attachments["delegate"] as? DelegateAdapter else { return indexPath }
                return try adapter.willSelect(at: indexPath)
            }
        }
    }

    private func registerShouldSelect(for view: String) {
        natives["\(view)._askDelegateShouldSelect(_:)"] = { _, c in
            guard let adapter = c.receiver.asObject?.attachments["delegate"] as? DelegateAdapter else { return .bool(true) }
            return .bool(try adapter.shouldSelect(at: try c.arg("indexPath")))
        }
    }
}

/// The learner's delegate, held weakly as UIKit does; each optional method is called only when the object has
/// it (looked up once).
final class DelegateAdapter: DisplayDelegate {
    /// What the delegate methods of one kind of view are called.
    struct Names {
        /// The view's class, which owns the natives: `UITableView` or `UICollectionView`.
        var view: String
        /// The methods' base name: `tableView` or `collectionView`.
        var subject: String
        /// The index path's label in the display calls: `forRowAt` or `forItemAt`.
        var indexPathLabel: String
        var didSelect: String
        var didDeselect: String
        var shouldSelect: String
        /// A table asks `tableView(_:willSelectRowAt:)`, which may answer another row or nil.
        var willSelect: String
        /// Only collection views ask (`collectionView(_:shouldSelectItemAt:)`).
        var asksShouldSelect: Bool { view == "UICollectionView" }

        static let table = Names(
            view: "UITableView", subject: "tableView", indexPathLabel: "forRowAt", didSelect: "didSelectRowAt",
            didDeselect: "didDeselectRowAt", shouldSelect: "shouldSelectRowAt", willSelect: "willSelectRowAt")
        static let collection = Names(
            view: "UICollectionView", subject: "collectionView", indexPathLabel: "forItemAt", didSelect: "didSelectItemAt",
            didDeselect: "didDeselectItemAt", shouldSelect: "shouldSelectItemAt", willSelect: "willSelectItemAt")
    }

    unowned let interpreter: Interpreter
    private let reference: WeakInstance
    /// UIKit holds it weakly (not with Swift's `weak`: see `Liveness`).
    var object: Instance? { reference.object }
    let viewValue: Value
    let names: Names
    private lazy var willDisplay = method([nil, "willDisplay", names.indexPathLabel])
    private lazy var didEndDisplaying = method([nil, "didEndDisplaying", names.indexPathLabel])
    private lazy var didSelectMethod = method([nil, names.didSelect])
    private lazy var shouldSelectMethod = method([nil, names.shouldSelect])
    private lazy var willSelectMethod = method([nil, names.willSelect])
    private lazy var didDeselectMethod = method([nil, names.didDeselect])

    init(interpreter: Interpreter, object: Instance, view: Value, names: Names) {
        self.interpreter = interpreter
        self.reference = WeakInstance(object)
        self.viewValue = view
        self.names = names
    }

    func method(_ labels: [String?]) -> FuncDecl? {
        object.flatMap { interpreter.method(of: $0, names.subject, labels: labels) }
    }

    func willDisplay(_ cell: SimView, at indexPath: SimIndexPath) throws {
        guard let object else { return }
        _ = try interpreter.invoke(
            object, willDisplay, args: [viewValue, interpreter.viewValue(cell), interpreter.indexPathValue(indexPath)])
    }

    func didEndDisplaying(_ cell: SimView, at indexPath: SimIndexPath) throws {
        guard let object else { return }
        _ = try interpreter.invoke(
            object, didEndDisplaying, args: [viewValue, interpreter.viewValue(cell), interpreter.indexPathValue(indexPath)])
    }

    func didSelect(at indexPath: Value) throws {
        guard let object else { return }
        _ = try interpreter.invoke(object, didSelectMethod, args: [viewValue, indexPath])
    }

    func didDeselect(at indexPath: Value) throws {
        guard let object else { return }
        _ = try interpreter.invoke(object, didDeselectMethod, args: [viewValue, indexPath])
    }

    /// The row to select instead (nil: none), or the tapped one when the delegate has no willSelect method.
    func willSelect(at indexPath: Value) throws -> Value {
        guard let object, let answer = try interpreter.invoke(object, willSelectMethod, args: [viewValue, indexPath]) else {
            return indexPath
        }
        return answer
    }

    /// True when the delegate has no shouldSelect method, as in UIKit.
    func shouldSelect(at indexPath: Value) throws -> Bool {
        guard let object, let answer = try interpreter.invoke(object, shouldSelectMethod, args: [viewValue, indexPath]) else {
            return true
        }
        return try answer.checkedBool()
    }

    /// A collection delegate's `collectionView(_:layout:sizeForItemAt:)` (UICollectionViewDelegateFlowLayout), if
    /// it has one; `layout` gives the view's layout object at the time of the call, as UIKit passes it.
    func itemSizeProvider(layout: @escaping () -> Value) -> ((SimIndexPath) throws -> Size)? {
        guard let method = method([nil, "layout", "sizeForItemAt"]) else { return nil }
        return { [weak self] indexPath in
            guard let self, let object = self.object else { return Size(width: 50, height: 50) }
            let args = [self.viewValue, layout(), self.interpreter.indexPathValue(indexPath)]
            guard let size = try self.interpreter.invoke(object, method, args: args) else { return Size(width: 50, height: 50) }
            return self.interpreter.size(size)
        }
    }

    /// A table delegate's viewForHeaderInSection and viewForFooterInSection, for the ones it has.
    func headerFooterViewProviders() -> HeaderFooterViewProviders {
        var providers = HeaderFooterViewProviders()
        providers.header = provider(method([nil, "viewForHeaderInSection"]))
        providers.footer = provider(method([nil, "viewForFooterInSection"]))
        return providers
    }

    private func provider(_ method: FuncDecl?) -> ((Int) throws -> SimView?)? {
        guard let method else { return nil }
        return { [weak self] section in
            guard let self, let object = self.object else { return nil }
            return try self.interpreter.invoke(object, method, args: [self.viewValue, .int(section)])?.asObject
        }
    }
}
