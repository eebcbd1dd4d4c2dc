// A subclass that fixes a generic superclass's parameter overrides its methods with the concrete type
// spelled out; a call through the superclass, or from the superclass's own code, still reaches the override.
class Row<Model> {
    var model: Model? {
        didSet {
            if let model = model { render(model) }
        }
    }
    func render(_ model: Model) { print("a row") }
    func describe() -> String { "row" }
}

final class PriceRow: Row<Double> {
    override func render(_ model: Double) { print("price \(model)") }
    override func describe() -> String { "price row" }
}

let row = PriceRow()
row.model = 4.5
let plain: Row<Double> = row
plain.render(2.25)
print(plain.describe())
let rows: [Row<Double>] = [Row<Double>(), PriceRow()]
for r in rows { r.model = 1 }
// expect: price 4.5
// expect: price 2.25
// expect: price row
// expect: a row
// expect: price 1.0
