// Type aliases declared in extensions and in protocols are member types, usable before the extension and by conforming types.
final class Cell {
    var model: Model = "empty"
}
extension Cell {
    typealias Model = String
    func show(_ m: Model) -> Model { "cell: " + m }
}
protocol Configurable {
    typealias Completion = (String) -> Void
    func configure(done: Completion)
}
extension Cell: Configurable {
    func configure(done: Completion) { done(show(model)) }
}
let m: Cell.Model = "hello"
Cell().configure { print($0, m) }
// expect: cell: empty hello
