import ReuseLabSimulator

/// Which UIKit view a data source serves: the two differ only in the names of their data-source methods.
enum DataSourceViewKind {
    case table, collection

    /// The base name every per-view data-source method shares (`tableView(_:numberOfRowsInSection:)`).
    var methodName: String { self == .table ? "tableView" : "collectionView" }
    var countLabel: String { self == .table ? "numberOfRowsInSection" : "numberOfItemsInSection" }
    var cellLabel: String { self == .table ? "cellForRowAt" : "cellForItemAt" }
}

/// Adapts the learner's data source object to the Simulator's protocols, for a table or a collection view.
/// Each method is looked up once, on first use: the Simulator asks for a cell on every row that scrolls into view.
/// UIKit's `dataSource` is `weak`: the adapter does not keep the object alive, and once it is freed the view
/// has no rows, as a view whose data source went away shows nothing.
final class DataSourceAdapter: TableViewDataSource, CollectionViewDataSource {
    unowned let interpreter: Interpreter
    private let reference: WeakInstance
    /// UIKit holds it weakly (not with Swift's `weak`: see `Liveness`).
    var object: Instance? { reference.object }
    let kind: DataSourceViewKind
    /// The learner's view (`UITableView` or `UICollectionView`), passed as each method's first argument.
    let viewValue: Value
    private lazy var sections = lookUp("numberOfSections", labels: ["in"])
    private lazy var count = lookUp(kind.methodName, labels: [nil, kind.countLabel])
    private lazy var cell = lookUp(kind.methodName, labels: [nil, kind.cellLabel])
    private lazy var headerTitle = lookUp(kind.methodName, labels: [nil, "titleForHeaderInSection"])
    private lazy var footerTitle = lookUp(kind.methodName, labels: [nil, "titleForFooterInSection"])
    private lazy var supplementary = lookUp(kind.methodName, labels: [nil, "viewForSupplementaryElementOfKind", "at"])

    init(interpreter: Interpreter, object: Instance, kind: DataSourceViewKind, view: Value) {
        self.interpreter = interpreter
        self.reference = WeakInstance(object)
        self.kind = kind
        self.viewValue = view
    }

    private func lookUp(_ name: String, labels: [String?]) -> FuncDecl? {
        object.flatMap { interpreter.method(of: $0, name, labels: labels) }
    }

    // MARK: Shared by both views

    private func numberOfSections() throws -> Int {
        guard let object else { return 1 }
        return try interpreter.invoke(object, sections, args: [viewValue])?.checkedInt() ?? 1
    }
    private func numberOfItems(inSection section: Int) throws -> Int {
        guard let object else { return 0 }
        return try interpreter.invoke(object, count, args: [viewValue, .int(section)])?.checkedInt() ?? 0
    }
    private func cell(at indexPath: SimIndexPath) throws -> SimView? {
        guard let object else { return nil }
        return try interpreter.invoke(object, cell, args: [viewValue, interpreter.indexPathValue(indexPath)])?.asObject
    }

    // MARK: TableViewDataSource

    func numberOfSections(in tableView: TableView) throws -> Int { try numberOfSections() }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
        try numberOfItems(inSection: section)
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: SimIndexPath) throws -> SimView? { try cell(at: indexPath) }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) throws -> String? {
        guard let object, headerTitle != nil else { return nil }
        return Self.title(try interpreter.invoke(object, headerTitle, args: [viewValue, .int(section)]))
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) throws -> String? {
        guard let object, footerTitle != nil else { return nil }
        return Self.title(try interpreter.invoke(object, footerTitle, args: [viewValue, .int(section)]))
    }
    /// A `String?` answer: nil, or the text.
    private static func title(_ value: Value?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    // MARK: CollectionViewDataSource

    func numberOfSections(in collectionView: CollectionView) throws -> Int { try numberOfSections() }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) throws -> Int {
        try numberOfItems(inSection: section)
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: SimIndexPath) throws -> SimView? {
        try cell(at: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: SimIndexPath) throws
        -> SimView??
    {
        guard let object else { return nil }
        let args = [viewValue, .string(kind), interpreter.indexPathValue(indexPath)]
        guard let v = try interpreter.invoke(object, supplementary, args: args) else { return nil }
        return .some(v.asObject)
    }
}
