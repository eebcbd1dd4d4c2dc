// A T! that fits neither as T nor as T? is reported by its optional type.
final class Cell {
    var title: String!
}
let c = Cell()
let n: Int = c.title
// expect-error: cannot convert value of type 'String?' to specified type 'Int'
