import ReuseLabSimulator

/// How tall a table's rows, headers and footers are: its properties, and the delegate's heightForRowAt,
/// heightForHeaderInSection and heightForFooterInSection when it has them.
extension Interpreter {
    func registerTableSizingNatives() {
        // The key path is made at its first use: making it here cost every start a run-time key path instantiation.
        func property(
            _ name: String, _ path: @autoclosure @escaping () -> ReferenceWritableKeyPath<TableView, Double>, default value: Double
        ) {
            natives["get " + name] = { i, c in .double(i.table(c.receiver)?[keyPath: path()] ?? value) }
            natives["set " + name] = { i, c in
                i.table(c.receiver)?[keyPath: path()] = try c.double("newValue")
                return .void
            }
        }
        property("UITableView.estimatedRowHeight", \.estimatedRowHeight, default: 0)
        property("UITableView.sectionHeaderHeight", \.sectionHeaderHeight, default: 0)
        property("UITableView.sectionFooterHeight", \.sectionFooterHeight, default: 0)
        property("UITableView.estimatedSectionHeaderHeight", \.estimatedSectionHeaderHeight, default: 0)
        property("UITableView.estimatedSectionFooterHeight", \.estimatedSectionFooterHeight, default: 0)
    }

    /// The delegate's height methods as the Simulator asks them; none when it has none (or it is gone).
    func heightProviders(of delegate: Instance?, table: Value) -> HeightProviders {
        var providers = HeightProviders()
        guard let delegate else { return providers }
        let delegateReference = WeakInstance(delegate)
        let row = method(of: delegate, "tableView", labels: [nil, "heightForRowAt"])
        let header = method(of: delegate, "tableView", labels: [nil, "heightForHeaderInSection"])
        let footer = method(of: delegate, "tableView", labels: [nil, "heightForFooterInSection"])
        if row != nil {
            providers.row = { [unowned self] indexPath in
                guard let delegate = delegateReference.object else { return 44 }
                return try invoke(delegate, row, args: [table, indexPathValue(indexPath)])?.checkedDouble() ?? 44
            }
        }
        if header != nil {
            providers.header = { [unowned self] section in
                guard let delegate = delegateReference.object else { return 0 }
                return try invoke(delegate, header, args: [table, .int(section)])?.checkedDouble() ?? 0
            }
        }
        if footer != nil {
            providers.footer = { [unowned self] section in
                guard let delegate = delegateReference.object else { return 0 }
                return try invoke(delegate, footer, args: [table, .int(section)])?.checkedDouble() ?? 0
            }
        }
        return providers
    }
}
