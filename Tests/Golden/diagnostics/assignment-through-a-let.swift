// Changing a property of a struct held in a 'let': swiftc reports it at the property, naming the constant.
struct CellModel {
    var title = "Row"
}

let model = CellModel()
model.title = "Changed"

// expect-error: cannot assign to property: 'model' is a 'let' constant
// expect-note: change 'let' to 'var' to make it mutable
