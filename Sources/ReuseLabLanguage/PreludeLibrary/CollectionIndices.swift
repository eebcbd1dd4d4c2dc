// The indices of a generic collection: in `func f<C: Collection>(_ c: C)`, `c.startIndex`, `c.endIndex`,
// `c.index(after: i)`, `c.indices` and `c[i]` are calls to these on the argument, whatever its type, with the
// types `C.Index` and `C.Element` (see Check/Checker+CollectionIndices.swift). At run time an index is an Int
// position, as a `String.Index` is (Run/Natives+CollectionIndices.swift).
@_native public func _collectionStartIndex<C>(_ collection: C) -> Int
@_native public func _collectionEndIndex<C>(_ collection: C) -> Int
@_native public func _collectionIndex<C>(_ collection: C, after i: Int) -> Int
@_native public func _collectionElement<C>(_ collection: C, at i: Int) -> Int
@_native public func _collectionIndices<C>(_ collection: C) -> [Int]
@_native public func _collectionIndex<C>(_ collection: C, before i: Int) -> Int
@_native public func _collectionIndex<C>(_ collection: C, _ i: Int, offsetBy distance: Int) -> Int
@_native public func _collectionIndex<C>(_ collection: C, _ i: Int, offsetBy distance: Int, limitedBy limit: Int) -> Int?
@_native public func _collectionDistance<C>(_ collection: C, from start: Int, to end: Int) -> Int
// A `MutableCollection` parameter changed in place (`c[i] = x`, `c.swapAt(i, j)`): the collection with the
// change made, written back to the parameter (Check/Checker+MutableCollections.swift).
@_native public func _collectionSetting<C, E>(_ collection: C, at i: Int, to element: E) -> C
@_native public func _collectionSwapping<C>(_ collection: C, _ i: Int, _ j: Int) -> C

// An array's indices are its Int positions, from 0 to `count`: moving one is arithmetic, unchecked until it is
// used, as in Swift. (`extension Collection` bodies, read with `Self` as an array, call these without `self.`.)
extension Array {
    public var startIndex: Int { return 0 }
    public var endIndex: Int { return count }
    public func index(after i: Int) -> Int { return i + 1 }
    public func index(before i: Int) -> Int { return i - 1 }
    public func index(_ i: Int, offsetBy distance: Int) -> Int { return i + distance }
    public func index(_ i: Int, offsetBy distance: Int, limitedBy limit: Int) -> Int? {
        if distance >= 0 ? (limit >= i && limit - i < distance) : (limit <= i && limit - i > distance) { return nil }
        return i + distance
    }
    public func distance(from start: Int, to end: Int) -> Int { return end - start }
    public func formIndex(after i: inout Int) { i += 1 }
    public func formIndex(before i: inout Int) { i -= 1 }
}
