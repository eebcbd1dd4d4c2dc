/// The natives under the prelude's `ArraySlice` (PreludeLibrary/ArraySlice.swift): a slice is a struct of
/// its elements and its start index, so these check positions against the slice's own indices and take
/// elements out of an array by a range, with the standard library's traps.
extension Interpreter {
    static let elementHoldingStructs: Set<String> = ["ArraySlice", "Slice", "ReversedCollection"]

    func registerArraySliceNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        // `slice[i]`: the offset into the slice's elements, or Swift's trap for a position outside it.
        d("_arraySlicePosition(_:_:_:)") { i, c in
            let (position, start, end) = (try c.int("position"), try c.int("start"), try c.int("end"))
            guard position >= start && position < end else { throw i.fatal(Diagnostics.sliceIndexOutOfBounds, at: c.loc) }
            return .int(position - start)
        }
        d("_arraySliceRangeCheck(_:_:_:_:)") { i, c in
            let (lower, upper, start, end) = (try c.int("lower"), try c.int("upper"), try c.int("start"), try c.int("end"))
            if lower > upper { throw i.fatal(Diagnostics.rangeBoundsReversed, at: c.loc) }
            if upper > end { throw i.fatal(Diagnostics.sliceRangePastEnd, at: c.loc) }
            if lower < start { throw i.fatal(Diagnostics.sliceRangeBeforeStart, at: c.loc) }
            return .void
        }
        d("Array._sliceElements(_:_:)") { i, c in
            let (elements, lower, upper) = (try c.receiver.checkedArray(), try c.int("lower"), try c.int("upper"))
            guard lower >= 0 && upper <= elements.count && lower <= upper else {
                throw i.fatal(Diagnostics.arrayIndexOutOfRange, at: c.loc)
            }
            return .array(Array(elements[lower..<upper]))
        }
        // `removeFirst(k)` and `removeLast(k)`, with the standard library's traps.
        d("Array.removeFirst(_:)") { i, c in
            let k = try c.int("k")
            guard k >= 0 else { throw i.fatal(Diagnostics.negativeRemovalCount, at: c.loc) }
            try c.mutateArray { a in
                guard k <= a.count else { throw i.fatal(Diagnostics.removeFirstPastCount, at: c.loc) }
                a.removeFirst(k)
            }
            return .void
        }
        d("Array.removeLast(_:)") { i, c in
            let k = try c.int("k")
            guard k >= 0 else { throw i.fatal(Diagnostics.negativeRemovalCount, at: c.loc) }
            try c.mutateArray { a in
                guard k <= a.count else { throw i.fatal(Diagnostics.removeLastPastCount, at: c.loc) }
                a.removeLast(k)
            }
            return .void
        }
        d("arrayFromSlice") { _, c in
            guard case .structValue(let slice) = try c.arg("slice").unerased, let elements = slice.fields.first else { return .array([]) }
            return elements
        }
        d("_joinedArrays(_:_:)") { _, c in
            let separator = try c.array("separator")
            var joined: [Value] = []
            for (n, part) in try c.array("nested").enumerated() {
                if n > 0 { joined += separator }
                joined += try part.checkedArray()
            }
            return .array(joined)
        }
        // `String(letters.prefix(3))`: the slice's characters, joined.
        d("stringFromCharacterSlice") { _, c in
            guard case .structValue(let slice) = try c.arg("characters").unerased, case .array(let characters)? = slice.fields.first
            else { return .string("") }
            return .string(try characters.map { try $0.checkedString() }.joined())
        }
        // Printed as an array is: `[20, 30]`, strings quoted.
        d("_arraySliceDescription(_:)") { i, c in
            let element = c.bindings.values.first ?? .any
            return .string(try i.describe(try c.arg("elements"), as: .array(element), frame: c.frame))
        }
    }

    /// What `for … in` walks in a slice, or in a range's `Slice` or `ReversedCollection` (PreludeLibrary/RangeViews.swift):
    /// its elements, the struct's first field.
    func sliceElements(_ v: Value) -> Value? {
        guard case .structValue(let s) = v, s.decl.fromPrelude, Interpreter.elementHoldingStructs.contains(s.decl.name),
            let elements = s.fields.first
        else {
            return nil
        }
        return elements
    }
}
