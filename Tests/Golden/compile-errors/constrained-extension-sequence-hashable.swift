// A Sequence extension constrained to Hashable elements, used on elements that are not Hashable.
struct Point {
    let x: Int
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

print([Point(x: 1)].uniqued())
// expect-error: referencing instance method 'uniqued()' on 'Sequence' requires that 'Point' conform to 'Hashable'
// expect-note: where 'Self.Element' = 'Point'
