// sorted() needs Comparable elements: a struct that is only Equatable must be sorted with sorted(by:).
struct Row: Equatable {
    var title: String
    var order: Int
}
let rows = [Row(title: "b", order: 2), Row(title: "a", order: 1)]
let byOrder = rows.sorted(by: { $0.order < $1.order })
let sorted = rows.sorted()
// expect-error: referencing instance method 'sorted()' on 'Sequence' requires that 'Row' conform to 'Comparable'
// expect-note: where 'Self.Element' = 'Row'
