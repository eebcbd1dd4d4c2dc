// A labelled subscript from a constrained extension, on an array whose elements do not meet the constraint.
struct Cell {}

extension Array where Element: Hashable {
    subscript(checked index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

let cells = [Cell()]
print(cells[checked: 0] as Any)
// expect-error: referencing subscript 'subscript(checked:)' on 'Array' requires that 'Cell' conform to 'Hashable'
// expect-note: where 'Element' = 'Cell'
