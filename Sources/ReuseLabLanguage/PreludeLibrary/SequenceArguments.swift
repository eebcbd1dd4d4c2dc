// ReuseLab prelude: Swift's `append(contentsOf:)` takes any sequence of the same elements: a set, a string's
// characters, a reversed array. The arrays, slices and ranges of ArraySlice.swift keep their own overloads;
// this takes the rest. (`array + set`, `slice + array`: Checker+SequenceConcatenation.swift.)

extension Array {
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        for element in newElements { append(element) }
    }
}

extension ArraySlice {
    /// `slice + array`: a slice, at the left slice's indices, as Swift's `+` of a RangeReplaceableCollection gives.
    public func _appending(_ tail: [Element]) -> ArraySlice<Element> { ArraySlice(_elements: _elements + tail, startIndex: startIndex) }
    /// `slice += rows`, `slice.append(contentsOf: rows)`: added after the slice's last index.
    public mutating func append(contentsOf newElements: [Element]) { _elements += newElements }
    public static func += (lhs: inout ArraySlice<Element>, rhs: [Element]) { lhs._elements += rhs }
}

/// `sections.joined()`, `rows.joined(separator: [divider])` of an array of arrays (Checker+NestedJoined.swift).
@_native public func _joinedArrays<T>(_ nested: [[T]], _ separator: [T]) -> [T]
