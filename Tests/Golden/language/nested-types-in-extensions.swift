// Types nested in an extension belong to the extended type, as if declared in its body.
struct Cell {
    var style: Style = .plain
    var title = ""
}

extension Cell {
    enum Style { case plain, bold }
    struct Metrics {
        let height: Int
        let padding: Int
    }
    static let standard = Metrics(height: 44, padding: 8)
    func metrics() -> Metrics { style == .bold ? Metrics(height: 60, padding: 12) : Cell.standard }
}

var cell = Cell()
print(cell.style, cell.metrics().height)
cell.style = .bold
print(cell.style, cell.metrics().height, cell.metrics().padding)
let custom = Cell.Metrics(height: 10, padding: 2)
print(custom.height + custom.padding)
print(Cell.Style.plain)
// expect: plain 44
// expect: bold 60 12
// expect: 12
// expect: plain
