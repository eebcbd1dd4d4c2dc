// ReuseLab prelude: `ArraySlice`, what `items[1..<3]`, `prefix`, `suffix`, `dropFirst` and `dropLast` of an
// array give. As in Swift, a slice keeps its base's indices: `items.dropFirst()[1]` is `items[1]`, and
// `startIndex` is where the slice starts, so `slice[0]` of a slice from index 1 traps ("Index out of bounds").
// Here a slice holds a copy of its elements (Swift's shares the base's storage until one of them changes):
// the same values at the same indices, taken in O(k) rather than O(1).

public struct ArraySlice<Element>: CustomStringConvertible {
    public var _elements: [Element]
    public let startIndex: Int

    public init(_elements: [Element], startIndex: Int) {
        self._elements = _elements
        self.startIndex = startIndex
    }
    /// `ArraySlice(rows)`, `ArraySlice(1...3)`, `ArraySlice<Int>()`: a slice of its own, starting at 0.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        var all: [Element] = []
        all.append(contentsOf: elements)
        self.init(_elements: all, startIndex: 0)
    }
    public init() { self.init(_elements: [], startIndex: 0) }

    public var endIndex: Int { startIndex + _elements.count }
    public var indices: Range<Int> { startIndex..<endIndex }
    public var count: Int { _elements.count }
    public var isEmpty: Bool { _elements.isEmpty }
    public var first: Element? { _elements.first }
    public var last: Element? { _elements.last }
    public var description: String { _arraySliceDescription(_elements) }

    public subscript(position: Int) -> Element {
        get { _elements[_arraySlicePosition(position, startIndex, endIndex)] }
        set { _elements[_arraySlicePosition(position, startIndex, endIndex)] = newValue }
    }

    public func forEach(_ body: (Element) throws -> Void) rethrows { try _elements.forEach(body) }
    public func map<U>(_ transform: (Element) throws -> U) rethrows -> [U] { try _elements.map(transform) }
    public func compactMap<U>(_ transform: (Element) throws -> U?) rethrows -> [U] { try _elements.compactMap(transform) }
    public func flatMap<U>(_ transform: (Element) throws -> [U]) rethrows -> [U] { try _elements.flatMap(transform) }
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element] { try _elements.filter(isIncluded) }
    public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Element) throws -> R) rethrows -> R {
        try _elements.reduce(initialResult, nextPartialResult)
    }
    public func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool { try _elements.contains(where: predicate) }
    public func first(where predicate: (Element) throws -> Bool) rethrows -> Element? { try _elements.first(where: predicate) }
    public func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool { try _elements.allSatisfy(predicate) }
    public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element] {
        try _elements.sorted(by: areInIncreasingOrder)
    }
    public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
        try _elements.firstIndex(where: predicate).map { $0 + startIndex }
    }
    public func contains(_ element: Element) -> Bool { _elements.contains(element) }
    public func firstIndex(of element: Element) -> Int? { _elements.firstIndex(of: element).map { $0 + startIndex } }
    public func sorted() -> [Element] { _elements.sorted() }
    public func min() -> Element? { _elements.min() }
    public func max() -> Element? { _elements.max() }
    public func enumerated() -> [(offset: Int, element: Element)] { _elements.enumerated() }
    public func joined(separator: String = "") -> String { _elements.joined(separator: separator) }

    public func prefix(_ maxLength: Int) -> ArraySlice<Element> {
        ArraySlice(_elements: _elements._prefix(maxLength), startIndex: startIndex)
    }
    public func suffix(_ maxLength: Int) -> ArraySlice<Element> {
        let kept = _elements._suffix(maxLength)
        return ArraySlice(_elements: kept, startIndex: endIndex - kept.count)
    }
    public func dropFirst(_ k: Int = 1) -> ArraySlice<Element> {
        let kept = _elements._dropFirst(k)
        return ArraySlice(_elements: kept, startIndex: endIndex - kept.count)
    }
    public func dropLast(_ k: Int = 1) -> ArraySlice<Element> {
        ArraySlice(_elements: _elements._dropLast(k), startIndex: startIndex)
    }
    public func prefix(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element> {
        _slice(startIndex, startIndex + (try _elements._leadingCount(while: predicate)))
    }
    public func drop(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element> {
        _slice(startIndex + (try _elements._leadingCount(while: predicate)), endIndex)
    }
    public func suffix(_ maxLength: Int) -> [Element] { _elements._suffix(maxLength) }
    public func dropLast(_ k: Int = 1) -> [Element] { _elements._dropLast(k) }

    public func _asArray() -> [Element] { _elements }
    public mutating func append(_ newElement: Element) { _elements.append(newElement) }
}

@_native public func _arraySlicePosition(_ position: Int, _ start: Int, _ end: Int) -> Int
@_native public func _arraySliceDescription<T>(_ elements: [T]) -> String
@_native public func _arraySliceRangeCheck(_ lower: Int, _ upper: Int, _ start: Int, _ end: Int)

extension String {
    @_native("stringFromCharacterSlice") public init(_ characters: ArraySlice<Character>)
}

/// `slice[a..<b]`, `slice[a...]`…: a slice of the slice, at the same indices (the checker lowers it as an array's).
extension ArraySlice {
    public func _slice(_ lower: Int, _ upper: Int) -> ArraySlice<Element> {
        let first = lower == Int.min ? startIndex : lower
        let last = upper == Int.max ? endIndex : upper
        _arraySliceRangeCheck(first, last, startIndex, endIndex)
        return ArraySlice(_elements: _elements._sliceElements(first - startIndex, last - startIndex), startIndex: first)
    }
    public func _sliceRange(_ bounds: Range<Int>) -> ArraySlice<Element> { _slice(bounds.lowerBound, bounds.upperBound) }
}

extension Array {
    @_native("arrayFromSlice") public init(_ slice: ArraySlice<Element>)

    // Swift's `append(contentsOf:)` and `insert(contentsOf:at:)` take any sequence of elements: the slices and
    // ranges app code hands them are spelled out here (an array is the native's own).
    public mutating func append(contentsOf newElements: ArraySlice<Element>) { append(contentsOf: newElements._elements) }
    public mutating func insert(contentsOf newElements: [Element], at i: Int) {
        var position = i
        for element in newElements {
            insert(element, at: position)
            position += 1
        }
    }
    public mutating func insert(contentsOf newElements: ArraySlice<Element>, at i: Int) {
        insert(contentsOf: newElements._elements, at: i)
    }

    public func prefix(_ maxLength: Int) -> ArraySlice<Element> { ArraySlice(_elements: _prefix(maxLength), startIndex: 0) }
    public func suffix(_ maxLength: Int) -> ArraySlice<Element> {
        let kept = _suffix(maxLength)
        return ArraySlice(_elements: kept, startIndex: count - kept.count)
    }
    public func dropFirst(_ k: Int = 1) -> ArraySlice<Element> {
        let kept = _dropFirst(k)
        return ArraySlice(_elements: kept, startIndex: count - kept.count)
    }
    public func dropLast(_ k: Int = 1) -> ArraySlice<Element> { ArraySlice(_elements: _dropLast(k), startIndex: 0) }
    public func prefix(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element> {
        _slice(0, try _leadingCount(while: predicate))
    }
    public func drop(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element> {
        _slice(try _leadingCount(while: predicate), count)
    }
    /// How many elements from the start satisfy `predicate`, the first that does not ending the count.
    public func _leadingCount(while predicate: (Element) throws -> Bool) rethrows -> Int {
        var counted = 0
        while counted < count {
            let satisfies = try predicate(self[counted])
            if !satisfies { break }
            counted += 1
        }
        return counted
    }
    // Sequence's `suffix` and `dropLast` make an array: swiftc picks them where an array is expected
    // (`let recent: [Int] = items.suffix(3)`), the slice-making ones above everywhere else.
    public func suffix(_ maxLength: Int) -> [Element] { _suffix(maxLength) }
    public func dropLast(_ k: Int = 1) -> [Element] { _dropLast(k) }

    /// `items[a..<b]`, `items[a...]`, `items[..<b]`: the checker lowers a range subscript to this call, a
    /// missing bound given as 0 (the start) or Int.max (the end); `a...b` arrives as `a..<b + 1`.
    public func _slice(_ lower: Int, _ upper: Int) -> ArraySlice<Element> {
        ArraySlice(_elements: _sliceElements(lower, upper == Int.max ? count : upper), startIndex: lower)
    }
    public func _sliceRange(_ bounds: Range<Int>) -> ArraySlice<Element> { _slice(bounds.lowerBound, bounds.upperBound) }
    @_native public func _sliceElements(_ lower: Int, _ upper: Int) -> [Element]
}

extension Array where Element == Int {
    public mutating func append(contentsOf newElements: Range<Int>) { append(contentsOf: Array(newElements)) }
    public mutating func append(contentsOf newElements: ClosedRange<Int>) { append(contentsOf: Array(newElements)) }
}
