// ReuseLab prelude: what ranges give back as Swift types them. `(1...5).reversed()` is a
// `ReversedCollection<ClosedRange<Int>>` and `(1...5).dropFirst()` a `Slice<ClosedRange<Int>>` (a half-open
// range is its own SubSequence, see Swift.swift): each prints as Swift prints it, and iterates, maps and
// counts like the elements it stands for. Here each holds a copy of those elements (`_elements`, its first
// field, which `for … in` and `Array(…)` read) beside what it prints.

/// What a range view iterates, maps and counts: the copy of its elements. Each view's members are these.
public protocol _IntElementsView {
    var _elements: [Int] { get }
}

extension _IntElementsView {
    public var count: Int { _elements.count }
    public var isEmpty: Bool { _elements.isEmpty }
    public var first: Int? { _elements.first }
    public var last: Int? { _elements.last }
    public func forEach(_ body: (Int) throws -> Void) rethrows { try _elements.forEach(body) }
    public func map<U>(_ transform: (Int) throws -> U) rethrows -> [U] { try _elements.map(transform) }
    public func compactMap<U>(_ transform: (Int) throws -> U?) rethrows -> [U] { try _elements.compactMap(transform) }
    public func filter(_ isIncluded: (Int) throws -> Bool) rethrows -> [Int] { try _elements.filter(isIncluded) }
    public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Int) throws -> R) rethrows -> R {
        try _elements.reduce(initialResult, nextPartialResult)
    }
    public func contains(_ element: Int) -> Bool { _elements.contains(element) }
    public func contains(where predicate: (Int) throws -> Bool) rethrows -> Bool { try _elements.contains(where: predicate) }
    public func first(where predicate: (Int) throws -> Bool) rethrows -> Int? { try _elements.first(where: predicate) }
    public func allSatisfy(_ predicate: (Int) throws -> Bool) rethrows -> Bool { try _elements.allSatisfy(predicate) }
    public func min() -> Int? { _elements.min() }
    public func max() -> Int? { _elements.max() }
    public func sorted() -> [Int] { _elements.sorted() }
    public func enumerated() -> [(offset: Int, element: Int)] { _elements.enumerated() }
}

public struct Slice<Base>: _IntElementsView, CustomStringConvertible {
    public let _elements: [Int]
    public let _lower: Int
    public let _upper: Int
    public let _start: Int
    public let _end: Int

    public init(_lower: Int, _upper: Int, _start: Int, _end: Int) {
        self._elements = Array(_start..<_end)
        self._lower = _lower
        self._upper = _upper
        self._start = _start
        self._end = _end
    }

    public func _index(_ position: Int) -> String {
        let spelled = position <= _upper ? "inRange(\(position))" : "pastEnd"
        return "(extension in Swift):Swift.ClosedRange<Swift.Int>.Index." + spelled
    }
    public var description: String {
        "Slice<ClosedRange<Int>>(_startIndex: \(_index(_start)), _endIndex: \(_index(_end)), _base: ClosedRange(\(_lower)...\(_upper)))"
    }
    public func reversed() -> [Int] { _elements.reversed() }
}

// Views of integer ranges (`lowerBound` is a `Bound`; these read it as an Int).
extension Range where Bound == Int {
    public func reversed() -> ReversedCollection<Range<Int>> {
        ReversedCollection<Range<Int>>(_elements: _reversedElements(), _base: self)
    }
    public func randomElement() -> Int? { isEmpty ? nil : Int.random(in: lowerBound..<upperBound) }
}

extension ClosedRange where Bound == Int {
    public var first: Int? { lowerBound }
    public var last: Int? { upperBound }
    public func min() -> Int? { lowerBound }
    public func max() -> Int? { upperBound }
    public func randomElement() -> Int? { Int.random(in: lowerBound...upperBound) }
    public func reversed() -> ReversedCollection<ClosedRange<Int>> {
        ReversedCollection<ClosedRange<Int>>(_elements: _reversedElements(), _base: self)
    }
    // Clamped by comparison: the global min/max are hidden here by the members of the same names.
    public func dropFirst(_ k: Int = 1) -> Slice<ClosedRange<Int>> {
        Slice<ClosedRange<Int>>(_lower: lowerBound, _upper: upperBound, _start: k < count ? lowerBound + k : upperBound + 1, _end: upperBound + 1)
    }
    public func dropLast(_ k: Int = 1) -> Slice<ClosedRange<Int>> {
        Slice<ClosedRange<Int>>(_lower: lowerBound, _upper: upperBound, _start: lowerBound, _end: k < count ? upperBound + 1 - k : lowerBound)
    }
    public func prefix(_ maxLength: Int) -> Slice<ClosedRange<Int>> {
        Slice<ClosedRange<Int>>(_lower: lowerBound, _upper: upperBound, _start: lowerBound, _end: maxLength < count ? lowerBound + maxLength : upperBound + 1)
    }
    public func suffix(_ maxLength: Int) -> Slice<ClosedRange<Int>> {
        Slice<ClosedRange<Int>>(_lower: lowerBound, _upper: upperBound, _start: maxLength < count ? upperBound + 1 - maxLength : lowerBound, _end: upperBound + 1)
    }
}

// The Sequence members every range of Ints has in Swift whose results are no SubSequence: each works on the
// array of the range's Ints, as `map` and `filter` do.
extension Range where Bound == Int {
    public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Int) throws -> R) rethrows -> R {
        try Array(self).reduce(initialResult, nextPartialResult)
    }
    public func reduce<R>(into initialResult: R, _ updateAccumulatingResult: (inout R, Int) -> Void) -> R {
        Array(self).reduce(into: initialResult, updateAccumulatingResult)
    }
    public func compactMap<U>(_ transform: (Int) throws -> U?) rethrows -> [U] { try Array(self).compactMap(transform) }
    public func flatMap<U>(_ transform: (Int) throws -> [U]) rethrows -> [U] { try Array(self).flatMap(transform) }
    public func contains(where predicate: (Int) throws -> Bool) rethrows -> Bool { try Array(self).contains(where: predicate) }
    public func first(where predicate: (Int) throws -> Bool) rethrows -> Int? { try Array(self).first(where: predicate) }
    public func last(where predicate: (Int) throws -> Bool) rethrows -> Int? { try Array(self).last(where: predicate) }
    public func allSatisfy(_ predicate: (Int) throws -> Bool) rethrows -> Bool { try Array(self).allSatisfy(predicate) }
    public func count(where predicate: (Int) throws -> Bool) rethrows -> Int { try Array(self).count(where: predicate) }
    public func sorted() -> [Int] { Array(self) }
    public func sorted(by areInIncreasingOrder: (Int, Int) throws -> Bool) rethrows -> [Int] {
        try Array(self).sorted(by: areInIncreasingOrder)
    }
    public func min(by areInIncreasingOrder: (Int, Int) throws -> Bool) rethrows -> Int? {
        try Array(self).min(by: areInIncreasingOrder)
    }
    public func max(by areInIncreasingOrder: (Int, Int) throws -> Bool) rethrows -> Int? {
        try Array(self).max(by: areInIncreasingOrder)
    }
    /// Swift's is a lazy `EnumeratedSequence`; as an array of pairs, as an array's is here.
    public func enumerated() -> [(offset: Int, element: Int)] { Array(self).enumerated() }
    public func shuffled() -> [Int] { Array(self).shuffled() }
    public func firstIndex(where predicate: (Int) throws -> Bool) rethrows -> Int? {
        try first(where: predicate)
    }
}

extension ClosedRange where Bound == Int {
    public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Int) throws -> R) rethrows -> R {
        try Array(self).reduce(initialResult, nextPartialResult)
    }
    public func reduce<R>(into initialResult: R, _ updateAccumulatingResult: (inout R, Int) -> Void) -> R {
        Array(self).reduce(into: initialResult, updateAccumulatingResult)
    }
    public func compactMap<U>(_ transform: (Int) throws -> U?) rethrows -> [U] { try Array(self).compactMap(transform) }
    public func flatMap<U>(_ transform: (Int) throws -> [U]) rethrows -> [U] { try Array(self).flatMap(transform) }
    public func contains(where predicate: (Int) throws -> Bool) rethrows -> Bool { try Array(self).contains(where: predicate) }
    public func first(where predicate: (Int) throws -> Bool) rethrows -> Int? { try Array(self).first(where: predicate) }
    public func last(where predicate: (Int) throws -> Bool) rethrows -> Int? { try Array(self).last(where: predicate) }
    public func allSatisfy(_ predicate: (Int) throws -> Bool) rethrows -> Bool { try Array(self).allSatisfy(predicate) }
    public func count(where predicate: (Int) throws -> Bool) rethrows -> Int { try Array(self).count(where: predicate) }
    public func sorted() -> [Int] { Array(self) }
    public func sorted(by areInIncreasingOrder: (Int, Int) throws -> Bool) rethrows -> [Int] {
        try Array(self).sorted(by: areInIncreasingOrder)
    }
    public func min(by areInIncreasingOrder: (Int, Int) throws -> Bool) rethrows -> Int? {
        try Array(self).min(by: areInIncreasingOrder)
    }
    public func max(by areInIncreasingOrder: (Int, Int) throws -> Bool) rethrows -> Int? {
        try Array(self).max(by: areInIncreasingOrder)
    }
    /// Swift's is a lazy `EnumeratedSequence`; as an array of pairs, as an array's is here.
    public func enumerated() -> [(offset: Int, element: Int)] { Array(self).enumerated() }
    public func shuffled() -> [Int] { Array(self).shuffled() }
}

extension Array {
    /// Any sequence's elements, for generic code over `Sequence` and `Collection` (the checker inserts the call).
    @_native public init(_anySequence elements: [Element])
    @_native("arrayFromSlice") public init(_ slice: Slice<ClosedRange<Element>>)
}

extension Bool {
    @_native public static func random() -> Bool
    public mutating func toggle() { self = !self }
}
