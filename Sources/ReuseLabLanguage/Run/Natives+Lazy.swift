/// Lazy sequences at run time: `_LazySequence` (PreludeLibrary/Lazy.swift) is a struct holding one function
/// that starts an iteration and returns its `next()`. The chain's own steps are Swift in the prelude; these
/// natives start chains from collections and drain them (`Array(x.lazy…)`, `for … in x.lazy…`).
extension Interpreter {
    func registerLazyNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        d("get Array.lazy") { i, c in i.lazySequence(over: try c.receiver.checkedArray()) }
        d("get String.lazy") { i, c in
            if case .array(let characters) = iterableCharacters(try c.receiver.checkedString()) { return i.lazySequence(over: characters) }
            return i.lazySequence(over: [])
        }
        d("get Range.lazy") { i, c in
            guard case .range(let lo, let hi) = c.receiver else { return i.lazySequence(over: []) }
            return i.lazySequence(from: lo, to: hi)
        }
        d("get ClosedRange.lazy") { i, c in
            // A closed range is stored with its upper bound excluded, as a half-open one (see `Value.range`).
            guard case .range(let lo, let hi) = c.receiver else { return i.lazySequence(over: []) }
            return i.lazySequence(from: lo, to: hi)
        }
        d("arrayFromLazy") { i, c in
            guard let next = try i.lazyIterator(try c.arg("elements")) else { return .array([]) }
            var elements: [Value] = []
            while let e = try i.nextLazyElement(next, loc: c.loc) {
                try i.ensureRoom(forElements: elements.count + 1, loc: c.loc, growing: 1)
                elements.append(e)
            }
            return .array(elements)
        }
    }

    /// A `_LazySequence` over elements already there.
    func lazySequence(over elements: [Value]) -> Value {
        lazySequence(count: elements.count) { index in index < elements.count ? elements[index] : nil }
    }

    func lazySequence(from lo: Int, to hi: Int) -> Value {
        lazySequence(count: hi > lo ? hi &- lo : 0) { index in
            let (v, overflow) = lo.addingReportingOverflow(index)
            return !overflow && v < hi ? .int(v) : nil
        }
    }

    /// The struct's stored properties in declaration order: `_makeIterator`, `_baseCount`, `_isFiltered`,
    /// `_nextValid`, `_element`.
    private func lazySequence(count: Int, element: @escaping (Int) -> Value?) -> Value {
        guard let decl = world.types["_LazySequence"] else { return .none }
        let nextValid = Callable(
            .native { _, args in
                let i = try args.first?.checkedInt() ?? 0
                return i >= 0 && i < count ? .int(i) : .none
            })
        let elementAt = Callable(.native { _, args in element(try args.first?.checkedInt() ?? 0) ?? .none })
        let makeIterator = Callable(
            .native { _, _ in
                let position = LazyPosition()
                return .function(
                    Callable(
                        .native { _, _ in
                            guard let e = element(position.index) else { return .none }
                            position.index += 1
                            // A nil element is `.some(nil)` to `next()`, so it does not end the iteration.
                            return e.isNone ? .presentNil : e
                        }))
            })
        return .structValue(
            StructValue(
                decl: decl,
                fields: [
                    .function(makeIterator), .int(count), .bool(false),
                    .function(nextValid), .function(elementAt),
                ]))
    }

    /// A lazy sequence's `next()` for a fresh iteration, or nil when `v` is not a lazy sequence.
    func lazyIterator(_ v: Value) throws -> Value? {
        guard case .structValue(let s) = v, s.decl.name == "_LazySequence", s.decl.fromPrelude, let make = s.fields.first else {
            return nil
        }
        return try callValue(make, [], loc: lastLoc)
    }

    func nextLazyElement(_ next: Value, loc: SourceLoc) throws -> Value? {
        let e = try callValue(next, [], loc: loc)
        return e.isNone ? nil : e.unwrappedOnce
    }
}

/// Where one iteration of a lazy sequence over a collection has got to.
final class LazyPosition {
    var index = 0
}
