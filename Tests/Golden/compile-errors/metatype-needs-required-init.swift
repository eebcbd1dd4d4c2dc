// Making an instance through a metatype value needs a 'required' initializer: a subclass might lack it.
class Cell {
    let title: String
    init(title: String) { self.title = title }
}
func make(_ type: Cell.Type) -> Cell {
    return type.init(title: "made")
}
// expect-error: constructing an object of class type 'Cell' with a metatype value must use a 'required' initializer
// expect-note: selected non-required initializer 'init(title:)'
