// Reading a nil implicitly unwrapped optional where its wrapped type is needed traps with Swift's own text.
final class Label {
    var text: String? = nil
}

final class Cell {
    var label: Label!
}

let cell = Cell()
print(cell.label == nil)
print(cell.label?.text ?? "no label")
print(cell.label.text ?? "unreachable")
print("not printed")
// expect: true
// expect: no label
// expect-crash: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value
