// The indices of a generic collection: in `func f<C: Collection>(_ c: C)`, `c.startIndex`, `c.endIndex`,
// `c.index(after: i)`, `c.indices` and `c[i]` are calls to these on the argument, whatever its type, with the
// types `C.Index` and `C.Element` (see Check/Checker+CollectionIndices.swift). At run time an index is an Int
// position, as a `String.Index` is (Run/Natives+CollectionIndices.swift).
@_native public func _collectionStartIndex<C>(_ collection: C) -> Int
@_native public func _collectionEndIndex<C>(_ collection: C) -> Int
@_native public func _collectionIndex<C>(_ collection: C, after i: Int) -> Int
@_native public func _collectionElement<C>(_ collection: C, at i: Int) -> Int
@_native public func _collectionIndices<C>(_ collection: C) -> [Int]
