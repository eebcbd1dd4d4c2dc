// A protocol can require a superclass (`protocol P: SomeClass` or `where Self: SomeClass`): its values
// and its extensions see the class's members.
class View {
    var tag = 0
    func describe() -> String { "view #\(tag)" }
}
class Cell: View {}

protocol Tagged: View {
    var label: String { get }
}
protocol Named where Self: View {
    func name() -> String
}
extension Tagged {
    func summary() -> String { "\(label) \(tag) \(describe())" }
}

final class TitleCell: Cell, Tagged, Named {
    var label: String { "title" }
    func name() -> String { "T\(tag)" }
}

let cell = TitleCell()
cell.tag = 7
print(cell.summary())
print(cell.name())
let tagged: Tagged = cell
tagged.tag += 1
print(tagged.tag, tagged.label, tagged.describe())
let named: any Named = cell
print(named.name(), named.tag)
// expect: title 7 view #7
// expect: T7
// expect: 8 title view #8
// expect: T8 8
