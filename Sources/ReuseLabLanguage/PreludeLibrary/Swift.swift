// ReuseLab prelude: Swift. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here. `@_native("key")` members are implemented in Run/Natives*.swift.

public protocol Equatable {}
public protocol Hashable: Equatable {}
public protocol Comparable: Equatable {}
public protocol CustomStringConvertible {
    var description: String { get }
}
public protocol Error {}

/// What `hash(into:)` feeds. ReuseLab's mixes with FNV-1a from a fixed start, so hash values repeat from run
/// to run (Swift seeds its hasher per process); see Run/Interpreter+Hashing.swift.
public struct Hasher {
    private var _state: Int
    public init() { _state = -3750763034362895579 }
    @_native("hasherCombine") public mutating func combine<H: Hashable>(_ value: H)
    @_native("hasherFinalize") public func finalize() -> Int
}

extension Hashable {
    @_native("hashValue") public var hashValue: Int { get }
    /// The synthesized conformance's: the value's stored parts, combined as `hashValue` combines them.
    public func hash(into hasher: inout Hasher) { hasher.combine(self) }
}
public protocol CaseIterable {}

/// Key paths as values (`let kp = \Cell.title`): at run time a key path is its getter, its setter and the
/// text `print` shows (see `Checker+KeyPathValues.swift`).
public class AnyKeyPath {}
public class PartialKeyPath<Root>: AnyKeyPath {}
public class KeyPath<Root, Value>: PartialKeyPath<Root> {}
public class WritableKeyPath<Root, Value>: KeyPath<Root, Value> {}
public class ReferenceWritableKeyPath<Root, Value>: WritableKeyPath<Root, Value> {}

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
    @_native("stringRepeating") public init(repeating repeatedValue: Character, count: Int)
    @_native("stringComponents") public func components(separatedBy separator: String) -> [String]
    @_native("stringReplacing") public func replacingOccurrences(of target: String, with replacement: String) -> String
    @_native("stringSplit") public func split(separator: Character) -> [Substring]
    @_native("stringFormat") public init(format: String, _ arguments: Any...)
    @_native("valueDescription") public var description: String { get }
    @_native("valueDebugDescription") public var debugDescription: String { get }
    @_native("stringFromString") public init(_ value: Substring)
    @_native("stringFromString") public init(_ value: String)
    @_native("stringFromString") public init(_ value: Character)
    @_native("stringFromCharacters") public init(_ characters: [Character])
    @_native("stringAppendCharacter") public mutating func append(_ c: Character)
    @_native("stringAppendString") public mutating func append(contentsOf other: String)
    @_native("stringFilter") public func filter(_ isIncluded: (Character) -> Bool) -> String
    @_native("stringFirst") public var first: Character? { get }
    @_native("stringLast") public var last: Character? { get }
    @_native("stringContainsCharacter") public func contains(_ element: Character) -> Bool
    @_native("stringMap") public func map<U>(_ transform: (Character) -> U) -> [U]
    @_native("stringCompactMap") public func compactMap<U>(_ transform: (Character) -> U?) -> [U]
    @_native("stringForEach") public func forEach(_ body: (Character) -> Void)
    @_native("stringContainsWhere") public func contains(where predicate: (Character) -> Bool) -> Bool
    @_native("stringAllSatisfy") public func allSatisfy(_ predicate: (Character) -> Bool) -> Bool
    @_native("stringFirstWhere") public func first(where predicate: (Character) -> Bool) -> Character?
    @_native("stringReversed") public func reversed() -> [Character]
    @_native("stringSorted") public func sorted() -> [Character]
    @_native("stringEnumerated") public func enumerated() -> [(offset: Int, element: Character)]
    @_native("stringReduce") public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Character) -> R) -> R
    @_native("stringPrefix") public func prefix(_ maxLength: Int) -> Substring
    @_native("stringSuffix") public func suffix(_ maxLength: Int) -> Substring
    @_native("stringDropFirst") public func dropFirst(_ k: Int = 1) -> Substring
    @_native("stringDropLast") public func dropLast(_ k: Int = 1) -> Substring

    // Indices (Run/Natives+StringIndex.swift): a `String.Index` counts the Characters before it.
    @_native("stringStartIndex") public var startIndex: String.Index { get }
    @_native("stringEndIndex") public var endIndex: String.Index { get }
    @_native("stringIndices") public var indices: [String.Index] { get }
    @_native("stringIndexAfter") public func index(after i: String.Index) -> String.Index
    @_native("stringIndexBefore") public func index(before i: String.Index) -> String.Index
    @_native("stringIndexOffsetBy") public func index(_ i: String.Index, offsetBy distance: Int) -> String.Index
    @_native("stringIndexOffsetByLimited") public func index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?
    @_native("stringDistance") public func distance(from start: String.Index, to end: String.Index) -> Int
    @_native("stringFirstIndexOf") public func firstIndex(of element: Character) -> String.Index?
    @_native("stringLastIndexOf") public func lastIndex(of element: Character) -> String.Index?
    @_native("stringFirstIndexWhere") public func firstIndex(where predicate: (Character) throws -> Bool) rethrows -> String.Index?
}

extension Substring {
    @_native("stringFromString") public init(_ value: String)
    @_native("stringSplit") public func split(separator: Character) -> [Substring]
    @_native("stringComponents") public func components(separatedBy separator: String) -> [String]
    @_native("stringReplacing") public func replacingOccurrences(of target: String, with replacement: String) -> String
    @_native("stringCount") public var count: Int { get }
    @_native("stringIsEmpty") public var isEmpty: Bool { get }
    @_native("stringUppercased") public func uppercased() -> String
    @_native("stringLowercased") public func lowercased() -> String
    @_native("stringHasPrefix") public func hasPrefix(_ prefix: String) -> Bool
    @_native("stringHasSuffix") public func hasSuffix(_ suffix: String) -> Bool
    @_native("stringContains") public func contains(_ other: String) -> Bool
    @_native("valueDescription") public var description: String { get }
    @_native("stringFilter") public func filter(_ isIncluded: (Character) -> Bool) -> String
    @_native("stringFirst") public var first: Character? { get }
    @_native("stringLast") public var last: Character? { get }
    @_native("stringContainsCharacter") public func contains(_ element: Character) -> Bool
    @_native("stringMap") public func map<U>(_ transform: (Character) -> U) -> [U]
    @_native("stringCompactMap") public func compactMap<U>(_ transform: (Character) -> U?) -> [U]
    @_native("stringForEach") public func forEach(_ body: (Character) -> Void)
    @_native("stringContainsWhere") public func contains(where predicate: (Character) -> Bool) -> Bool
    @_native("stringAllSatisfy") public func allSatisfy(_ predicate: (Character) -> Bool) -> Bool
    @_native("stringFirstWhere") public func first(where predicate: (Character) -> Bool) -> Character?
    @_native("stringReversed") public func reversed() -> [Character]
    @_native("stringSorted") public func sorted() -> [Character]
    @_native("stringEnumerated") public func enumerated() -> [(offset: Int, element: Character)]
    @_native("stringReduce") public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Character) -> R) -> R
    @_native("stringPrefix") public func prefix(_ maxLength: Int) -> Substring
    @_native("stringSuffix") public func suffix(_ maxLength: Int) -> Substring
    @_native("stringDropFirst") public func dropFirst(_ k: Int = 1) -> Substring
    @_native("stringDropLast") public func dropLast(_ k: Int = 1) -> Substring
}

/// A `Character` is a one-grapheme string at run time.
extension Character {
    @_native("characterFromString") public init(_ text: String)
    @_native("characterIsLetter") public var isLetter: Bool { get }
    @_native("characterIsNumber") public var isNumber: Bool { get }
    @_native("characterIsWholeNumber") public var isWholeNumber: Bool { get }
    @_native("characterIsWhitespace") public var isWhitespace: Bool { get }
    @_native("characterIsUppercase") public var isUppercase: Bool { get }
    @_native("characterIsLowercase") public var isLowercase: Bool { get }
    @_native("characterIsPunctuation") public var isPunctuation: Bool { get }
    @_native("characterIsASCII") public var isASCII: Bool { get }
    @_native("characterWholeNumberValue") public var wholeNumberValue: Int? { get }
    @_native("stringUppercased") public func uppercased() -> String
    @_native("stringLowercased") public func lowercased() -> String
    @_native("valueDescription") public var description: String { get }
}

extension Optional {
    @_native("optionalMap") public func map<U>(_ transform: (Wrapped) -> U) -> U?
    @_native("optionalFlatMap") public func flatMap<U>(_ transform: (Wrapped) -> U?) -> U?
}

/// A set is hash-indexed at run time and iterated in insertion order (Swift's order is unspecified).
extension Set {
    @_native("setFromArray") public init(_ elements: [Element])
    @_native("setEmpty") public init()
    @_native("setCount") public var count: Int { get }
    @_native("setIsEmpty") public var isEmpty: Bool { get }
    @_native("setContains") public func contains(_ element: Element) -> Bool
    @_native("setInsert") public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)
    @_native("setRemove") public mutating func remove(_ member: Element) -> Element?
    @_native("setRemoveAll") public mutating func removeAll()
    @_native("setUnion") public func union(_ other: Set<Element>) -> Set<Element>
    @_native("setIntersection") public func intersection(_ other: Set<Element>) -> Set<Element>
    @_native("setSubtracting") public func subtracting(_ other: Set<Element>) -> Set<Element>
    @_native("setSymmetricDifference") public func symmetricDifference(_ other: Set<Element>) -> Set<Element>
    @_native("setFormUnion") public mutating func formUnion(_ other: Set<Element>)
    @_native("setSubtract") public mutating func subtract(_ other: Set<Element>)
    @_native("setIsSubset") public func isSubset(of other: Set<Element>) -> Bool
    @_native("setIsSuperset") public func isSuperset(of other: Set<Element>) -> Bool
    @_native("setIsDisjoint") public func isDisjoint(with other: Set<Element>) -> Bool
    @_native("arraySortedAscending") public func sorted() -> [Element]
    @_native("arraySorted") public func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element]
    @_native("arrayMap") public func map<U>(_ transform: (Element) -> U) -> [U]
    @_native("setFilter") public func filter(_ isIncluded: (Element) -> Bool) -> Set<Element>
    @_native("arrayForEach") public func forEach(_ body: (Element) -> Void)
    @_native("arrayContainsWhere") public func contains(where predicate: (Element) -> Bool) -> Bool
    @_native("arrayAllSatisfy") public func allSatisfy(_ predicate: (Element) -> Bool) -> Bool
    @_native("arrayMin") public func min() -> Element?
    @_native("arrayMax") public func max() -> Element?
    @_native("arrayReduce") public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Element) -> R) -> R
}

extension Bool {
    @_native("valueDescription") public var description: String { get }
}

extension Int {
    @_native("intMax") public static var max: Int { get }
    @_native("intMin") public static var min: Int { get }
    @_native("intFromDouble") public init(_ value: Double)
    @_native("intFromString") public init?(_ text: String)
    @_native("intFromString") public init?(_ text: Substring)
    @_native("intExactly") public init?(exactly value: Double)
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
    @_native("doubleTruncatingRemainder") public func truncatingRemainder(dividingBy other: Double) -> Double
    @_native("valueDescription") public var description: String { get }
}

extension Range {
    @_native("rangeCount") public var count: Int { get }
    @_native("rangeIsEmpty") public var isEmpty: Bool { get }
    @_native("rangeLowerBound") public var lowerBound: Int { get }
    @_native("rangeContains") public func contains(_ element: Int) -> Bool
    @_native("rangeReversed") public func reversed() -> [Int]
    @_native("rangeMap") public func map<U>(_ transform: (Int) throws -> U) rethrows -> [U]
    @_native("rangeFilter") public func filter(_ isIncluded: (Int) throws -> Bool) rethrows -> [Int]
    @_native("rangeForEach") public func forEach(_ body: (Int) throws -> Void) rethrows
    @_native("rangeUpperBound") public var upperBound: Int { get }
}

extension ClosedRange {
    @_native("closedRangeCount") public var count: Int { get }
    @_native("closedRangeIsEmpty") public var isEmpty: Bool { get }
    @_native("rangeLowerBound") public var lowerBound: Int { get }
    @_native("closedRangeContains") public func contains(_ element: Int) -> Bool
    @_native("closedRangeReversed") public func reversed() -> [Int]
    @_native("closedRangeMap") public func map<U>(_ transform: (Int) throws -> U) rethrows -> [U]
    @_native("closedRangeFilter") public func filter(_ isIncluded: (Int) throws -> Bool) rethrows -> [Int]
    @_native("closedRangeForEach") public func forEach(_ body: (Int) throws -> Void) rethrows
    @_native("closedRangeUpperBound") public var upperBound: Int { get }
}

extension Array {
    @_native("arrayFromArray") public init(_ elements: [Element])
    @_native("arrayFromString") public init(_ text: String)
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
    @_native("arrayReduceInto") public func reduce<R>(into initialResult: R, _ updateAccumulatingResult: (inout R, Element) -> Void) -> R
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
    @_native("arrayPrefix") public func _prefix(_ maxLength: Int) -> [Element]
    @_native("arraySuffix") public func _suffix(_ maxLength: Int) -> [Element]
    @_native("arrayDropFirst") public func _dropFirst(_ k: Int) -> [Element]
    @_native("arrayDropLast") public func _dropLast(_ k: Int) -> [Element]
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
    @_native("arrayRemoveFirstCount") public mutating func removeFirst(_ k: Int)
    @_native("arrayRemoveLastCount") public mutating func removeLast(_ k: Int)
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
    /// Declared with `[Value]` so that inference binds the element; the checker makes the result `[Key: [Value]]`.
    @_native("dictionaryGrouping") public init(grouping values: [Value], by keyForValue: (Value) -> Key)
    @_native("dictionaryCompactMapValues") public func compactMapValues<T>(_ transform: (Value) -> T?) -> [Key: T]
    @_native("dictionaryMerge") public mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) -> Value)
    @_native("dictionaryReduceInto") public func reduce<R>(into initialResult: R, _ updateAccumulatingResult: (inout R, (key: Key, value: Value)) -> Void) -> R
    /// The elements as `Sequence` gives them, `(key:value:)` pairs in the dictionary's order; the members below,
    /// which Swift's `Dictionary` has from `Sequence`, are written on top of it.
    @_native("dictionaryElements") public var _elements: [(key: Key, value: Value)] { get }
    public func map<T>(_ transform: ((key: Key, value: Value)) throws -> T) rethrows -> [T] { try _elements.map(transform) }
    public func compactMap<T>(_ transform: ((key: Key, value: Value)) throws -> T?) rethrows -> [T] { try _elements.compactMap(transform) }
    public func forEach(_ body: ((key: Key, value: Value)) throws -> Void) rethrows { try _elements.forEach(body) }
    public func sorted(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) throws -> Bool) rethrows -> [(key: Key, value: Value)] {
        try _elements.sorted(by: areInIncreasingOrder)
    }
    public func first(where predicate: ((key: Key, value: Value)) throws -> Bool) rethrows -> (key: Key, value: Value)? {
        try _elements.first(where: predicate)
    }
    public func contains(where predicate: ((key: Key, value: Value)) throws -> Bool) rethrows -> Bool { try _elements.contains(where: predicate) }
    public func allSatisfy(_ predicate: ((key: Key, value: Value)) throws -> Bool) rethrows -> Bool { try _elements.allSatisfy(predicate) }
    public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, (key: Key, value: Value)) throws -> R) rethrows -> R {
        try _elements.reduce(initialResult, nextPartialResult)
    }
    public func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> [Key: Value] {
        var kept: [Key: Value] = [:]
        for element in _elements where try isIncluded(element) { kept[element.key] = element.value }
        return kept
    }
}
