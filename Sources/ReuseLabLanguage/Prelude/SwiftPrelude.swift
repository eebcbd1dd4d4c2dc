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
@_native("precondition") public func precondition(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "")
@_native("assert") public func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "")
@_native("min") public func min(_ a: Int, _ b: Int) -> Int
@_native("max") public func max(_ a: Int, _ b: Int) -> Int
@_native("abs") public func abs(_ a: Int) -> Int
@_native("strideTo") public func stride(from start: Int, to end: Int, by step: Int) -> [Int]
@_native("strideThrough") public func stride(from start: Int, through end: Int, by step: Int) -> [Int]
@_native("dump") public func dump<T>(_ value: T) -> T
@_native("zip") public func zip<A, B>(_ sequence1: [A], _ sequence2: [B]) -> [(A, B)]

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
    @_native("stringRepeating") public init(repeating repeatedValue: String, count: Int)
    @_native("stringComponents") public func components(separatedBy separator: String) -> [String]
    @_native("stringReplacing") public func replacingOccurrences(of target: String, with replacement: String) -> String
    @_native("stringSplit") public func split(separator: String) -> [String]
    @_native("stringFormat") public init(format: String, _ arguments: Any...)
    @_native("valueDescription") public var description: String { get }
    @_native("valueDebugDescription") public var debugDescription: String { get }
}

extension Bool {
    @_native("valueDescription") public var description: String { get }
}

extension Int {
    @_native("intMax") public static var max: Int { get }
    @_native("intMin") public static var min: Int { get }
    @_native("intFromDouble") public init(_ value: Double)
    @_native("intFromString") public init?(_ text: String)
    @_native("intDescription") public var description: String { get }
    @_native("intIsMultiple") public func isMultiple(of other: Int) -> Bool
    @_native("intRandom") public static func random(in range: Range<Int>) -> Int
    @_native("intRandomClosed") public static func random(in range: ClosedRange<Int>) -> Int
}

extension Double {
    @_native("doubleFromInt") public init(_ value: Int)
    @_native("doubleIsNaN") public var isNaN: Bool { get }
    @_native("doubleIsFinite") public var isFinite: Bool { get }
    @_native("doubleIsInfinite") public var isInfinite: Bool { get }
    @_native("doubleFromString") public init?(_ text: String)
    @_native("doubleRounded") public func rounded() -> Double
    @_native("valueDescription") public var description: String { get }
}

extension Range {
\#(rangeMembers("range"))
    @_native("rangeUpperBound") public var upperBound: Int { get }
}

extension ClosedRange {
\#(rangeMembers("closedRange"))
    @_native("closedRangeUpperBound") public var upperBound: Int { get }
}

extension Array {
    @_native("arrayFromArray") public init(_ elements: [Element])
    @_native("arrayFromRange") public init(_ range: Range<Element>)
    @_native("arrayFromClosedRange") public init(_ range: ClosedRange<Element>)
    @_native("arrayRepeating") public init(repeating repeatedValue: Element, count: Int)

    @_native("arrayCount") public var count: Int { get }
    @_native("arrayIsEmpty") public var isEmpty: Bool { get }
    @_native("arrayFirst") public var first: Element? { get }
    @_native("arrayLast") public var last: Element? { get }
    @_native("arrayForEach") public func forEach(_ body: (Element) throws -> Void) rethrows
    @_native("arrayMap") public func map<U>(_ transform: (Element) throws -> U) rethrows -> [U]
    @_native("arrayCompactMap") public func compactMap<U>(_ transform: (Element) throws -> U?) rethrows -> [U]
    @_native("arrayFilter") public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]
    @_native("arrayContainsWhere") public func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool
    @_native("arrayFirstWhere") public func first(where predicate: (Element) throws -> Bool) rethrows -> Element?
    @_native("arrayReversed") public func reversed() -> [Element]
    /// Swift's is a lazy `EnumeratedSequence`; as an array of pairs it serves `for (i, x) in` and `map` alike.
    @_native("arrayEnumerated") public func enumerated() -> [(offset: Int, element: Element)]
    @_native("arraySorted") public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]
    @_native("arrayReduce") public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Element) throws -> R) rethrows -> R
    @_native("arrayJoined") public func joined(separator: String = "") -> String
    @_native("arrayIndices") public var indices: Range<Int> { get }
    @_native("arrayAllSatisfy") public func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool
    @_native("arrayFirstIndexWhere") public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?
    @_native("arrayLastIndexWhere") public func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?
    @_native("arrayLastWhere") public func last(where predicate: (Element) throws -> Bool) rethrows -> Element?
    @_native("arrayContains") public func contains(_ element: Element) -> Bool
    @_native("arrayFirstIndexOf") public func firstIndex(of element: Element) -> Int?
    @_native("arrayLastIndexOf") public func lastIndex(of element: Element) -> Int?
    @_native("arraySortedAscending") public func sorted() -> [Element]
    @_native("arrayMin") public func min() -> Element?
    @_native("arrayMax") public func max() -> Element?
    @_native("arrayMinBy") public func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?
    @_native("arrayMaxBy") public func max(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?
    @_native("arrayPrefix") public func prefix(_ maxLength: Int) -> [Element]
    @_native("arraySuffix") public func suffix(_ maxLength: Int) -> [Element]
    @_native("arrayDropFirst") public func dropFirst(_ k: Int = 1) -> [Element]
    @_native("arrayDropLast") public func dropLast(_ k: Int = 1) -> [Element]
    @_native("arrayFlatMap") public func flatMap<U>(_ transform: (Element) throws -> [U]) rethrows -> [U]
    @_native("arrayShuffled") public func shuffled() -> [Element]
    @_native("arrayRandomElement") public func randomElement() -> Element?
    @_native("arrayPopLast") public mutating func popLast() -> Element?
    @_native("arrayRemoveAllWhere") public mutating func removeAll(where shouldBeRemoved: (Element) -> Bool)
    @_native("arraySwapAt") public mutating func swapAt(_ i: Int, _ j: Int)
    @_native("arraySortAscending") public mutating func sort()
    @_native("arraySortBy") public mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool)
    @_native("arrayShuffle") public mutating func shuffle()
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
    @_native("dictionaryMapValues") public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [Key: T]
    @_native("dictionaryUniqueKeysWithValues") public init(uniqueKeysWithValues keysAndValues: [(Key, Value)])
}
"""#

    /// What `Range<Int>` and `ClosedRange<Int>` share; each has its own natives (a closed range's count is
    /// one more, and `0...Int.max` has no count).
    private static func rangeMembers(_ key: String) -> String {
        #"""
    @_native("\#(key)Count") public var count: Int { get }
    @_native("\#(key)IsEmpty") public var isEmpty: Bool { get }
    @_native("rangeLowerBound") public var lowerBound: Int { get }
    @_native("\#(key)Contains") public func contains(_ element: Int) -> Bool
    @_native("\#(key)Reversed") public func reversed() -> [Int]
    @_native("\#(key)Map") public func map<U>(_ transform: (Int) throws -> U) rethrows -> [U]
    @_native("\#(key)Filter") public func filter(_ isIncluded: (Int) throws -> Bool) rethrows -> [Int]
    @_native("\#(key)ForEach") public func forEach(_ body: (Int) throws -> Void) rethrows
"""#
    }
}
