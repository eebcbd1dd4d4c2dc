// ReuseLab prelude: lazy sequences (`items.lazy.map { … }.filter { … }.first`). Each element goes through the
// chain only when something asks for it, as in Swift: closures run as late and as many times as there.
// Swift spells the types `LazyMapSequence<LazyFilterSequence<[Int]>, String>` and so on; here one generic
// struct stands for them all. It holds two views of the chain, because Swift's lazy collections have both:
// - iteration (`for`, `Array(…)`, `forEach`, `reduce`, `first(where:)`…): `_makeIterator` starts one and
//   returns its `next()`; each element passes through every closure once;
// - indices (`first`, `isEmpty`, `count`), over a base collection: `_nextValid(i)` is the first base index at
//   or after `i` that every filter lets through (running the closures below each filter), `_element(i)` runs
//   the maps for base index `i`. So `first` of a filter-then-map finds the index, then maps that element
//   again, as Swift's `LazyFilterCollection` does. `_baseCount` is -1 for chains that are not collections.

public struct _LazySequence<Element> {
    public let _makeIterator: () -> () -> Element?
    public let _baseCount: Int
    public let _isFiltered: Bool
    public let _nextValid: (Int) -> Int?
    public let _element: (Int) -> Element

    public init(_makeIterator: @escaping () -> () -> Element?, _baseCount: Int, _isFiltered: Bool,
                _nextValid: @escaping (Int) -> Int?, _element: @escaping (Int) -> Element) {
        self._makeIterator = _makeIterator
        self._baseCount = _baseCount
        self._isFiltered = _isFiltered
        self._nextValid = _nextValid
        self._element = _element
    }

    /// A chain that is only a sequence (`prefix`, `dropFirst`, `prefix(while:)`): no index view.
    public init(_makeIterator: @escaping () -> () -> Element?, _unindexedElement: @escaping (Int) -> Element) {
        self._makeIterator = _makeIterator
        self._baseCount = -1
        self._isFiltered = false
        self._nextValid = { (i: Int) -> Int? in return nil }
        self._element = _unindexedElement
    }

    public var lazy: _LazySequence<Element> { return self }

    public func map<U>(_ transform: @escaping (Element) -> U) -> _LazySequence<U> {
        let make = _makeIterator
        let element = _element
        return _LazySequence<U>(_makeIterator: {
            let next = make()
            return { () -> U? in
                guard let e = next() else { return nil }
                return transform(e)
            }
        }, _baseCount: _baseCount, _isFiltered: _isFiltered, _nextValid: _nextValid, _element: { (i: Int) -> U in return transform(element(i)) })
    }

    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> _LazySequence<Element> {
        let make = _makeIterator
        let nextValid = _nextValid
        let element = _element
        return _LazySequence<Element>(_makeIterator: {
            let next = make()
            return { () -> Element? in
                while let e = next() {
                    if isIncluded(e) { return e }
                }
                return nil
            }
        }, _baseCount: _baseCount, _isFiltered: true, _nextValid: { (start: Int) -> Int? in
            var i = start
            while let j = nextValid(i) {
                if isIncluded(element(j)) { return j }
                i = j + 1
            }
            return nil
        }, _element: element)
    }

    /// Indices as Swift writes it (a map, a filter of the non-nil results, a map that unwraps them, so `first`
    /// runs the transform twice for the element it finds); iteration runs it once an element.
    public func compactMap<U>(_ transform: @escaping (Element) -> U?) -> _LazySequence<U> {
        let indexed = map(transform).filter { (e: U?) -> Bool in return e != nil }.map { (e: U?) -> U in return e! }
        let make = _makeIterator
        return _LazySequence<U>(_makeIterator: {
            let next = make()
            return { () -> U? in
                while let e = next() {
                    if let mapped = transform(e) { return mapped }
                }
                return nil
            }
        }, _baseCount: indexed._baseCount, _isFiltered: true, _nextValid: indexed._nextValid, _element: indexed._element)
    }

    public func prefix(_ maxLength: Int) -> _LazySequence<Element> {
        let make = _makeIterator
        let elementAt = _element
        return _LazySequence<Element>(_makeIterator: {
            let next = make()
            var taken = 0
            return { () -> Element? in
                if taken >= maxLength { return nil }
                taken += 1
                return next()
            }
        }, _unindexedElement: elementAt)
    }

    public func prefix(while predicate: @escaping (Element) -> Bool) -> _LazySequence<Element> {
        let make = _makeIterator
        let elementAt = _element
        return _LazySequence<Element>(_makeIterator: {
            let next = make()
            var done = false
            return { () -> Element? in
                if done { return nil }
                guard let element = next() else { return nil }
                if predicate(element) { return element }
                done = true
                return nil
            }
        }, _unindexedElement: elementAt)
    }

    public func dropFirst(_ k: Int = 1) -> _LazySequence<Element> {
        let make = _makeIterator
        let elementAt = _element
        return _LazySequence<Element>(_makeIterator: {
            let next = make()
            var skipped = 0
            return { () -> Element? in
                while skipped < k {
                    skipped += 1
                    if next() == nil { return nil }
                }
                return next()
            }
        }, _unindexedElement: elementAt)
    }

    public var first: Element? {
        if _baseCount < 0 { return _makeIterator()() }
        guard let i = _nextValid(0) else { return nil }
        return _element(i)
    }

    public func first(where predicate: (Element) throws -> Bool) rethrows -> Element? {
        let next = _makeIterator()
        while let element = next() {
            if try predicate(element) { return element }
        }
        return nil
    }

    public func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        let next = _makeIterator()
        while let element = next() {
            if try predicate(element) { return true }
        }
        return false
    }

    public func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
        let next = _makeIterator()
        while let element = next() {
            if try !predicate(element) { return false }
        }
        return true
    }

    public func forEach(_ body: (Element) throws -> Void) rethrows {
        let next = _makeIterator()
        while let element = next() { try body(element) }
    }

    public func reduce<R>(_ initialResult: R, _ nextPartialResult: (R, Element) throws -> R) rethrows -> R {
        var result = initialResult
        let next = _makeIterator()
        while let element = next() { result = try nextPartialResult(result, element) }
        return result
    }

    public var isEmpty: Bool {
        if _baseCount < 0 { return _makeIterator()() == nil }
        return _nextValid(0) == nil
    }

    /// A map keeps its base's count without running; a filter is walked, as Swift's `count` does.
    public var count: Int {
        if _baseCount >= 0 && !_isFiltered { return _baseCount }
        var n = 0
        if _baseCount >= 0 {
            var i = 0
            while let j = _nextValid(i) {
                n += 1
                i = j + 1
            }
            return n
        }
        let next = _makeIterator()
        while next() != nil { n += 1 }
        return n
    }

    public func enumerated() -> [(offset: Int, element: Element)] { return Array(self).enumerated() }
    public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element] { return try Array(self).sorted(by: areInIncreasingOrder) }
    public func joined(separator: String = "") -> String { return Array(self).joined(separator: separator) }
}

extension Array {
    @_native public var lazy: _LazySequence<Element> { get }
    @_native("arrayFromLazy") public init(_ elements: _LazySequence<Element>)
}

extension Range {
    @_native public var lazy: _LazySequence<Int> { get }
}

extension ClosedRange {
    @_native public var lazy: _LazySequence<Int> { get }
}

extension String {
    @_native public var lazy: _LazySequence<Character> { get }
}
