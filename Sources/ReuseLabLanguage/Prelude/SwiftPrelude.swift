/// The parts of the Swift standard library a script meets, written in the subset itself. Natives
/// (`@_native("key")`) are implemented in `Natives*.swift`.
enum SwiftPrelude {
    static let source = #"""
public protocol Equatable {}
public protocol Hashable: Equatable {}
public protocol Comparable: Equatable {}
public protocol CustomStringConvertible {
    var description: String { get }
}
public protocol Error {}
public protocol CaseIterable {}

@_native("fatalError") public func fatalError(_ message: String = "") -> Never
@_native("preconditionFailure") public func preconditionFailure(_ message: String = "") -> Never
@_native("precondition") public func precondition(_ condition: Bool, _ message: String = "")
@_native("assert") public func assert(_ condition: Bool, _ message: String = "")
@_native("min") public func min(_ a: Int, _ b: Int) -> Int
@_native("max") public func max(_ a: Int, _ b: Int) -> Int
@_native("abs") public func abs(_ a: Int) -> Int
@_native("strideTo") public func stride(from start: Int, to end: Int, by step: Int) -> [Int]
@_native("strideThrough") public func stride(from start: Int, through end: Int, by step: Int) -> [Int]

extension String {
    @_native("stringDescribing") public init<T>(describing value: T)
    @_native("stringReflecting") public init<T>(reflecting value: T)
    @_native("stringFromInt") public init(_ value: Int)
    @_native("stringCount") public var count: Int { get }
    @_native("stringIsEmpty") public var isEmpty: Bool { get }
    @_native("stringUppercased") public func uppercased() -> String
    @_native("stringLowercased") public func lowercased() -> String
    @_native("stringHasPrefix") public func hasPrefix(_ prefix: String) -> Bool
    @_native("stringHasSuffix") public func hasSuffix(_ suffix: String) -> Bool
    @_native("stringContains") public func contains(_ other: String) -> Bool
}

extension Int {
    @_native("intMax") public static var max: Int { get }
    @_native("intMin") public static var min: Int { get }
    @_native("intFromDouble") public init(_ value: Double)
    @_native("intFromString") public init?(_ text: String)
    @_native("intDescription") public var description: String { get }
}

extension Double {
    @_native("doubleFromInt") public init(_ value: Int)
}

extension Range {
\#(rangeMembers)
    @_native("rangeUpperBound") public var upperBound: Int { get }
}

extension ClosedRange {
\#(rangeMembers)
    @_native("closedRangeUpperBound") public var upperBound: Int { get }
}

extension Array {
    @_native("arrayFromArray") public init(_ elements: [Element])
    @_native("arrayFromRange") public init(_ range: Range<Element>)
    @_native("arrayFromRange") public init(_ range: ClosedRange<Element>)
    @_native("arrayRepeating") public init(repeating repeatedValue: Element, count: Int)

    @_native("arrayCount") public var count: Int { get }
    @_native("arrayIsEmpty") public var isEmpty: Bool { get }
    @_native("arrayFirst") public var first: Element? { get }
    @_native("arrayLast") public var last: Element? { get }
    @_native("arrayForEach") public func forEach(_ body: (Element) -> Void)
    @_native("arrayMap") public func map<U>(_ transform: (Element) -> U) -> [U]
    @_native("arrayCompactMap") public func compactMap<U>(_ transform: (Element) -> U?) -> [U]
    @_native("arrayFilter") public func filter(_ isIncluded: (Element) -> Bool) -> [Element]
    @_native("arrayContainsWhere") public func contains(where predicate: (Element) -> Bool) -> Bool
    @_native("arrayFirstWhere") public func first(where predicate: (Element) -> Bool) -> Element?
    @_native("arrayReversed") public func reversed() -> [Element]
    @_native("arraySorted") public func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element]
    @_native("arrayReduce") public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Element) -> R) -> R
    @_native("arrayJoined") public func joined(separator: String = "") -> String
    @_native("arrayAppend") public mutating func append(_ newElement: Element)
    @_native("arrayAppendContents") public mutating func append(contentsOf newElements: [Element])
    @_native("arrayInsert") public mutating func insert(_ newElement: Element, at i: Int)
    @_native("arrayRemoveAt") public mutating func remove(at index: Int) -> Element
    @_native("arrayRemoveFirst") public mutating func removeFirst() -> Element
    @_native("arrayRemoveLast") public mutating func removeLast() -> Element
    @_native("arrayRemoveAll") public mutating func removeAll()
}

extension Dictionary {
    @_native("dictionaryCount") public var count: Int { get }
    @_native("dictionaryIsEmpty") public var isEmpty: Bool { get }
    @_native("dictionaryKeys") public var keys: [Key] { get }
    @_native("dictionaryValues") public var values: [Value] { get }
    @_native("dictionaryRemoveValue") public mutating func removeValue(forKey key: Key) -> Value?
}
"""#

    /// What `Range<Int>` and `ClosedRange<Int>` share: their natives see the same run-time value.
    private static let rangeMembers = #"""
    @_native("rangeCount") public var count: Int { get }
    @_native("rangeIsEmpty") public var isEmpty: Bool { get }
    @_native("rangeLowerBound") public var lowerBound: Int { get }
    @_native("rangeContains") public func contains(_ element: Int) -> Bool
    @_native("rangeReversed") public func reversed() -> [Int]
    @_native("rangeMap") public func map<U>(_ transform: (Int) -> U) -> [U]
    @_native("rangeFilter") public func filter(_ isIncluded: (Int) -> Bool) -> [Int]
    @_native("rangeForEach") public func forEach(_ body: (Int) -> Void)
"""#
}
