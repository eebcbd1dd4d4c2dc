import ReuseLabSimulator

/// UICollectionViewDelegate as the Simulator and the prelude call it: display calls while scrolling, and the
/// selection questions a tap asks.
extension Interpreter {
    func registerCollectionDelegateNatives() {
        func d(_ key: String, _ f: @escaping NativeFunction) { natives[key] = f }
        d("get collectionDelegate") { _, c in
            (c.receiver.asObject?.attachments["delegate"] as? CollectionDelegateAdapter)?.object.map { .object($0) } ?? .none
        }
        d("set collectionDelegate") { i, c in
            guard let o = c.receiver.asObject, let v = o.native as? CollectionView else { return .void }
            let adapter = c.arg(0).asObject.map { CollectionDelegateAdapter(interpreter: i, object: $0, collection: c.receiver) }
            o.attachments["delegate"] = adapter
            v.displayDelegate = adapter
            return .void
        }
        d("collectionDelegateDidSelect") { _, c in
            guard let adapter = c.receiver.asObject?.attachments["delegate"] as? CollectionDelegateAdapter else { return .void }
            try adapter.didSelect(at: c.arg(0))
            return .void
        }
        d("collectionDelegateShouldSelect") { _, c in
            guard let adapter = c.receiver.asObject?.attachments["delegate"] as? CollectionDelegateAdapter else { return .bool(true) }
            return .bool(try adapter.shouldSelect(at: c.arg(0)))
        }
    }
}

/// The learner's UICollectionViewDelegate, held weakly as UIKit does; each optional method is called only when
/// the object has it (looked up once).
final class CollectionDelegateAdapter: DisplayDelegate {
    unowned let interpreter: Interpreter
    weak var object: Instance?
    let collectionValue: Value
    private lazy var willDisplay = object.flatMap {
        interpreter.method(of: $0, "collectionView", labels: [nil, "willDisplay", "forItemAt"])
    }
    private lazy var didEndDisplaying = object.flatMap {
        interpreter.method(of: $0, "collectionView", labels: [nil, "didEndDisplaying", "forItemAt"])
    }
    private lazy var didSelectItem = object.flatMap { interpreter.method(of: $0, "collectionView", labels: [nil, "didSelectItemAt"]) }
    private lazy var shouldSelectItem = object.flatMap {
        interpreter.method(of: $0, "collectionView", labels: [nil, "shouldSelectItemAt"])
    }

    init(interpreter: Interpreter, object: Instance, collection: Value) {
        self.interpreter = interpreter
        self.object = object
        self.collectionValue = collection
    }

    func willDisplay(_ cell: SimView, at indexPath: SimIndexPath) throws {
        guard let object else { return }
        _ = try interpreter.invoke(
            object, willDisplay, args: [collectionValue, interpreter.viewValue(cell), interpreter.indexPathValue(indexPath)])
    }

    func didEndDisplaying(_ cell: SimView, at indexPath: SimIndexPath) throws {
        guard let object else { return }
        _ = try interpreter.invoke(
            object, didEndDisplaying, args: [collectionValue, interpreter.viewValue(cell), interpreter.indexPathValue(indexPath)])
    }

    func didSelect(at indexPath: Value) throws {
        guard let object else { return }
        _ = try interpreter.invoke(object, didSelectItem, args: [collectionValue, indexPath])
    }

    /// True when the delegate has no shouldSelectItemAt, as in UIKit.
    func shouldSelect(at indexPath: Value) throws -> Bool {
        guard let object, let answer = try interpreter.invoke(object, shouldSelectItem, args: [collectionValue, indexPath]) else {
            return true
        }
        return answer.asBool
    }
}
