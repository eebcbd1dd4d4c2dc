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
