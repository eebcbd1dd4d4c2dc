// A configurator ties a cell's model type to its own with a `where` clause on the class: inside every member,
// the two types are one, as swiftc knows them.
protocol ConfigurableRow {
    associatedtype Model
    func configure(with model: Model)
}

protocol RowConfigurator {
    var kind: String { get }
    func apply(to row: Any)
}

final class Configurator<Row: ConfigurableRow, Model>: RowConfigurator where Row.Model == Model {
    let model: Model
    init(_ model: Model) { self.model = model }
    var kind: String { "\(Row.self)" }
    func apply(to row: Any) {
        guard let row = row as? Row else { return print("not a \(Row.self)") }
        row.configure(with: model)
    }
    func modelCopy() -> Row.Model { model }
}

struct NameRow: ConfigurableRow {
    func configure(with model: String) { print("name:", model) }
}
struct ScoreRow: ConfigurableRow {
    func configure(with model: (Int, Int)) { print("score:", model.0, "-", model.1) }
}

let items: [RowConfigurator] = [Configurator<NameRow, String>("Ada"), Configurator<ScoreRow, (Int, Int)>((3, 1))]
let rows: [Any] = [NameRow(), ScoreRow()]
for (item, row) in zip(items, rows) {
    print(item.kind)
    item.apply(to: row)
}
items[0].apply(to: ScoreRow())
print(Configurator<NameRow, String>("Grace").modelCopy())
// expect: NameRow
// expect: name: Ada
// expect: ScoreRow
// expect: score: 3 - 1
// expect: not a NameRow
// expect: Grace
