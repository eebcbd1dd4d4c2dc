// A constrained extension that does not apply: swiftc's error, and its note naming what the extension's parameter stood for.
struct Row {
    let title: String
}
extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
let rows = [Row(title: "a"), Row(title: "a")]
print(rows.uniqued().count)
// expect-error: referencing instance method 'uniqued()' on 'Sequence' requires that 'Row' conform to 'Hashable'
// expect-note: where 'Self.Element' = 'Row'
