import Foundation
import ReuseLabSimulator

typealias SimIndexPath = ReuseLabSimulator.IndexPath

/// Native members of the prelude: the Swift library's basics and the bridge from UIKit's surface to the Simulator.
extension Interpreter {
    func registerNatives() {
        // Room for all of them at once: growing the table rehashed every key at each doubling.
        natives.reserveCapacity(Self.nativeCountReserved)
        registerLibraryNatives()
        registerUIKitNatives()
        registerFlowLayoutNatives()
        registerUIKitViewNatives()
        registerDictionaryNatives()
        registerCollectionNatives()
        registerStringAndNumberNatives()
        registerFormattingNatives()
        registerEnumNatives()
        registerErrorNatives()
        registerCharacterNatives()
        registerFunctionalNatives()
        registerSetNatives()
        registerFloatingPointNatives()
        registerFloatingStrideNatives()
        registerArraySliceNatives()
        registerSequenceNatives()
        registerCollectionIndexNatives()
        registerZipNatives()
        registerFormatterNatives()
        registerStringFoundationNatives()
        registerCalendarNatives()
        registerModernNatives()
        registerFoundationNatives()
        registerURLNatives()
        registerJSONNatives()
        registerCoderNatives()
        registerHashingNatives()
        registerLazyNatives()
        registerStringIndexNatives()
        registerDispatchNatives()
        registerConcurrencyNatives()
        registerOptionSetNatives()
        registerCompositionalLayoutNatives()
        registerDelegateNatives()
        registerTableSizingNatives()
        registerSectionNatives()
        registerPrefetchingNatives()
    }

    /// More than the natives registered (about 600; `NativeBindingTests` keeps the two close).
    static let nativeCountReserved = 768

    /// Registers a native under the keys of every declaration it serves (`String.count` and `Substring.count`).
    private func def(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }

    // MARK: Conversions between the language's values and the Simulator's

    func indexPath(_ v: Value) -> SimIndexPath {
        guard case .structValue(let s) = v, s.fields.count >= 2, case .int(let section) = s.fields[0], case .int(let item) = s.fields[1]
        else { return SimIndexPath(item: 0, section: 0) }
        return SimIndexPath(item: item, section: section)
    }

    func indexPathValue(_ ip: SimIndexPath) -> Value {
        guard let decl = world.types["IndexPath"] else { return .none }
        return .structValue(StructValue(decl: decl, fields: [.int(ip.section), .int(ip.item)]))
    }

    func rect(_ v: Value) -> Rect {
        guard case .structValue(let r) = v, r.fields.count == 2, case .structValue(let o) = r.fields[0],
            case .structValue(let s) = r.fields[1], let x = o.fields[0].numericValue, let y = o.fields[1].numericValue,
            let width = s.fields[0].numericValue, let height = s.fields[1].numericValue
        else { return .zero }
        return Rect(x: x, y: y, width: width, height: height)
    }

    func size(_ v: Value) -> Size {
        guard case .structValue(let s) = v, s.fields.count == 2, let width = s.fields[0].numericValue, let height = s.fields[1].numericValue
        else { return .zero }
        return Size(width: width, height: height)
    }

    func edgeInsets(_ v: Value) -> EdgeInsets {
        guard case .structValue(let s) = v, s.fields.count == 4, let top = s.fields[0].numericValue, let left = s.fields[1].numericValue,
            let bottom = s.fields[2].numericValue, let right = s.fields[3].numericValue
        else { return .zero }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    func pointValue(_ p: Point) -> Value {
        guard let decl = world.types["CGPoint"] else { return .none }
        return .structValue(StructValue(decl: decl, fields: [.double(p.x), .double(p.y)]))
    }

    func sizeValue(_ s: Size) -> Value {
        guard let decl = world.types["CGSize"] else { return .none }
        return .structValue(StructValue(decl: decl, fields: [.double(s.width), .double(s.height)]))
    }

    func rectValue(_ r: Rect) -> Value {
        guard let decl = world.types["CGRect"] else { return .none }
        return .structValue(StructValue(decl: decl, fields: [pointValue(r.origin), sizeValue(r.size)]))
    }

    func table(_ v: Value) -> TableView? { v.asObject?.native as? TableView }
    func collection(_ v: Value) -> CollectionView? { v.asObject?.native as? CollectionView }

    func viewValue(_ v: SimView?) -> Value {
        guard let i = v as? Instance else { return .none }
        return .object(i)
    }

    func registration(_ v: Value, loc: SourceLoc) -> RegistrationSource? {
        switch v {
        case .type(let t): return .class(ClassHandle(type: t))
        case .object(let o): return (o.native as? Nib).map { .nib($0) }
        default: return nil
        }
    }

    /// Runs a Simulator call, turning its exceptions into traps at the script's line.
    func uikit<T>(_ loc: SourceLoc, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as UIKitException { throw uikitTrap(e, at: loc) }
    }

    // MARK: Library

    private func registerLibraryNatives() {
        def("NSObject.self()") { _, c in c.receiver }
        def("fatalError(_:)") { i, c in throw i.fatalErrorCall(try c.string("message"), at: c.loc) }
        def("preconditionFailure(_:)") { i, c in throw i.fatalErrorCall(try c.string("message"), at: c.loc) }
        // Condition and message are autoclosures: the message is built only when the check fails.
        def("precondition(_:_:)") { i, c in
            if try !i.autoclosureValue(c.arg("condition"), loc: c.loc).checkedBool() {
                throw i.fatal(
                    Diagnostics.preconditionFailed(try i.autoclosureValue(c.arg("message"), loc: c.loc).checkedString()), at: c.loc)
            }
            return .void
        }
        def("assert(_:_:)") { i, c in
            if try !i.autoclosureValue(c.arg("condition"), loc: c.loc).checkedBool() {
                throw i.fatal(Diagnostics.assertionFailed(try i.autoclosureValue(c.arg("message"), loc: c.loc).checkedString()), at: c.loc)
            }
            return .void
        }
        def("min(_:_:)") { _, c in .int(Swift.min(try c.int("a"), try c.int("b"))) }
        def("max(_:_:)") { _, c in .int(Swift.max(try c.int("a"), try c.int("b"))) }
        def("abs(_:)") { i, c in
            let x = try c.int("a")
            if x == Int.min { throw i.overflow(c.loc) }
            return .int(Swift.abs(x))
        }
        // A stride is an array here: its length is worked out first (without overflow), and room asked for.
        func strideArray(_ i: Interpreter, _ c: NativeCall, through: Bool) throws -> Value {
            let (a, b, s) = (try c.int("start"), try c.int("end"), try c.int("step"))
            if s == 0 { throw i.fatal(Diagnostics.strideOfZero, at: c.loc) }
            let distance = s > 0 ? b.subtractingReportingOverflow(a) : a.subtractingReportingOverflow(b)
            let step = Int(bitPattern: s.magnitude == UInt(Int.max) + 1 ? UInt(Int.max) : s.magnitude)
            var n = 0
            if distance.overflow {
                n = Int.max
            } else if distance.partialValue >= 0 {
                let d = distance.partialValue
                n = through ? (d / step).addingReportingOverflow(1).partialValue : d / step + (d % step == 0 ? 0 : 1)
                if n < 0 { n = Int.max }
            }
            try i.ensureRoom(forElements: n, loc: c.loc, growing: n)
            var result: [Value] = []
            result.reserveCapacity(n)
            var x = a
            for _ in 0..<n {
                result.append(.int(x))
                x = x.addingReportingOverflow(s).partialValue
            }
            return .array(result)
        }
        def("stride(from:to:by:)") { i, c in try strideArray(i, c, through: false) }
        def("stride(from:through:by:)") { i, c in try strideArray(i, c, through: true) }
        // The call's bindings hold `T` (the argument's static type) and String's `Self`: describe as `T`.
        func argumentType(_ i: Interpreter, _ c: NativeCall) -> SType {
            c.bindings.first { $0.key != ObjectIdentifier(i.world.stringType.selfParam) }?.value ?? .any
        }
        def("String.init(describing:)") { i, c in .string(try i.describe(c.arg("value"), as: argumentType(i, c), frame: c.frame)) }
        def("String.init(reflecting:)") { i, c in
            if case .type(let t) = try c.arg("value") { return .string(i.runtimeName(t)) }
            return .string(try i.describe(c.arg("value"), as: argumentType(i, c), frame: c.frame, nested: true))
        }
        def("stringFromInt") { _, c in .string(String(try c.int("value"))) }
        def("stringFromIntRadix") { i, c in
            let radix = try c.int("radix")
            guard (2...36).contains(radix) else { throw i.fatal(Diagnostics.radixOutOfRange, at: c.loc) }
            return .string(String(try c.int("value"), radix: radix, uppercase: try c.bool("uppercase")))
        }
        def("get String.count", "get Substring.count") { _, c in .int(try c.receiver.checkedString().count) }
        def("get String.isEmpty", "get Substring.isEmpty") { _, c in .bool(try c.receiver.checkedString().isEmpty) }
        def("Character.uppercased()", "String.uppercased()", "Substring.uppercased()") { _, c in
            .string(try c.receiver.checkedString().uppercased())
        }
        def("Character.lowercased()", "String.lowercased()", "Substring.lowercased()") { _, c in
            .string(try c.receiver.checkedString().lowercased())
        }
        def("String.hasPrefix(_:)", "Substring.hasPrefix(_:)") { _, c in
            .bool(try c.receiver.checkedString().hasPrefix(try c.string("prefix")))
        }
        def("String.hasSuffix(_:)", "Substring.hasSuffix(_:)") { _, c in
            .bool(try c.receiver.checkedString().hasSuffix(try c.string("suffix")))
        }
        def("stringContains") { _, c in .bool(try c.receiver.checkedString().contains(try c.string("other"))) }
        def("intFromDouble") { i, c in
            let d = try c.double("value")
            guard d.isFinite else {
                throw i.fatal(Diagnostics.doubleToIntNaN, at: c.loc)
            }
            guard d > -9_223_372_036_854_777_856.0 else {
                throw i.fatal(Diagnostics.doubleToIntBelowMin, at: c.loc)
            }
            guard d < 9_223_372_036_854_775_808.0 else {
                throw i.fatal(Diagnostics.doubleToIntAboveMax, at: c.loc)
            }
            return .int(Int(d))
        }
        def("get Int.max") { _, _ in .int(Int.max) }
        def("get Int.min") { _, _ in .int(Int.min) }
        def("intFromString") { _, c in Int(try c.string("text")).map { .int($0) } ?? .none }
        def("intFromStringRadix") { i, c in
            let radix = try c.int("radix")
            guard (2...36).contains(radix) else { throw i.fatal(Diagnostics.parsingRadixOutOfRange, at: c.loc) }
            return Int(try c.string("text"), radix: radix).map { .int($0) } ?? .none
        }
        def("get Int.description") { _, c in .string(String(try c.receiver.checkedInt())) }
        def("doubleFromInt") { _, c in .double(Double(try c.int("value"))) }
        def("get Double.isNaN", "get CGFloat.isNaN", "get Float.isNaN") { _, c in .bool(try c.receiver.checkedDouble().isNaN) }
        def("get Double.isFinite", "get CGFloat.isFinite", "get Float.isFinite") { _, c in .bool(try c.receiver.checkedDouble().isFinite) }
        def("get Double.isInfinite", "get CGFloat.isInfinite", "get Float.isInfinite") { _, c in
            .bool(try c.receiver.checkedDouble().isInfinite)
        }
        def("get Array.count") { _, c in .int(try c.receiver.checkedArray().count) }
        def("get Array.isEmpty") { _, c in .bool(try c.receiver.checkedArray().isEmpty) }
        def("get Array.first") { _, c in try c.receiver.checkedArray().first ?? .none }
        def("get Array.last") { _, c in try c.receiver.checkedArray().last ?? .none }
        def("Array.forEach(_:)", "Set.forEach(_:)") { i, c in
            for e in try c.receiver.checkedArray() { _ = try i.callValue(c.arg("body"), [e], loc: c.loc) }
            return .void
        }
        def("Array.map(_:)", "Set.map(_:)") { i, c in
            .array(try c.receiver.checkedArray().map { try i.callValue(c.arg("transform"), [$0], loc: c.loc) })
        }
        def("Array.compactMap(_:)") { i, c in
            .array(try c.receiver.checkedArray().map { try i.callValue(c.arg("transform"), [$0], loc: c.loc) }.filter { !$0.isNone })
        }
        def("Array.filter(_:)") { i, c in
            .array(try c.receiver.checkedArray().filter { try i.callValue(c.arg("isIncluded"), [$0], loc: c.loc).checkedBool() })
        }
        def("Array.contains(where:)", "Set.contains(where:)") { i, c in
            .bool(try c.receiver.checkedArray().contains { try i.callValue(c.arg("predicate"), [$0], loc: c.loc).checkedBool() })
        }
        def("Array.first(where:)") { i, c in
            try c.receiver.checkedArray().first { try i.callValue(c.arg("predicate"), [$0], loc: c.loc).checkedBool() } ?? .none
        }
        def("Array.reversed()", "Array._reversedElements()") { _, c in .array(try c.receiver.checkedArray().reversed()) }
        def("Array.sorted(by:)", "Set.sorted(by:)") { i, c in
            .array(
                try c.receiver.checkedArray().sorted { try i.callValue(c.arg("areInIncreasingOrder"), [$0, $1], loc: c.loc).checkedBool() })
        }
        def("Array.reduce(_:_:)", "Set.reduce(_:_:)") { i, c in
            try c.receiver.checkedArray().reduce(c.arg("initialResult")) {
                try i.callValue(c.arg("nextPartialResult"), [$0, $1], loc: c.loc)
            }
        }
        def("Array.joined(separator:)") { _, c in
            .string(try c.receiver.checkedArray().map { try $0.checkedString() }.joined(separator: try c.string("separator")))
        }
        def("arrayFromArray") { _, c in try c.arg("elements") }
        def("Array.init(repeating:count:)") { i, c in
            let n = try c.int("count")
            guard n >= 0 else { throw i.fatal(Diagnostics.negativeArrayCount, at: c.loc) }
            try i.ensureRoom(forElements: n, loc: c.loc, growing: n)
            return .array(Array(repeating: try c.arg("repeatedValue"), count: n))
        }
        registerMutatingArrayNatives()
        registerRangeNatives()
    }

    /// Mutating members change the array where it lies (`mutateArray`): appending n elements costs O(n).
    private func registerMutatingArrayNatives() {
        def("Array.append(_:)") { i, c in
            try c.mutateArray { a in
                a.append(try c.arg("newElement"))
                if a.count & 0xFFFF == 0 { try i.ensureRoom(forElements: a.count, loc: c.loc, growing: 0x10000) }
            }
            return .void
        }
        def("Array.append(contentsOf:)") { i, c in
            let added = try c.array("newElements")
            try c.mutateArray { a in
                try i.ensureRoom(forElements: a.count + added.count, loc: c.loc, growing: added.count)
                a.append(contentsOf: added)
            }
            return .void
        }
        def("Array.insert(_:at:)") { i, c in
            try c.mutateArray { a in
                let at = try c.int("i")
                guard at >= 0 && at <= a.count else { throw i.fatal(Diagnostics.arrayIndexOutOfRange, at: c.loc) }
                a.insert(try c.arg("newElement"), at: at)
            }
            return .void
        }
        def("Array.remove(at:)") { i, c in
            try c.mutateArray { a in
                let at = try c.int("index")
                guard at >= 0 && at < a.count else { throw i.fatal(Diagnostics.indexOutOfRange, at: c.loc) }
                return a.remove(at: at)
            }
        }
        def("Array.removeFirst()") { i, c in
            try c.mutateArray { a in
                guard !a.isEmpty else { throw i.fatal(Diagnostics.removeFirstFromEmpty, at: c.loc) }
                return a.removeFirst()
            }
        }
        def("Array.removeLast()") { i, c in
            try c.mutateArray { a in
                guard !a.isEmpty else { throw i.fatal(Diagnostics.removeLastFromEmpty, at: c.loc) }
                return a.removeLast()
            }
        }
        def("Array.removeAll()", "Set.removeAll()") { _, c in
            c.mutateArray { a in a.removeAll() }
            return .void
        }
    }

    /// A range is `.range(lower, upperExclusive)` and stays lazy, as Swift's does: only the members that
    /// make an array materialize it, after asking for room. A closed range ending at `Int.max` is held as
    /// `.range(lower, Int.max)`, so the ClosedRange members read an upper bound of `Int.max` as included.
    private func registerRangeNatives() {
        func bounds(_ v: Value) -> (lo: Int, hi: Int) {
            guard case .range(let lo, let hi) = v, lo <= hi else { return (0, 0) }
            return (lo, hi)
        }
        /// Swift's `count` is `upperBound - lowerBound`, which traps when it overflows.
        func count(_ v: Value, closed: Bool, _ i: Interpreter, _ loc: SourceLoc) throws -> Int {
            let (lo, hi) = bounds(v)
            let (n, overflow) = hi.subtractingReportingOverflow(lo)
            if overflow || (closed && hi == Int.max && n == Int.max) { throw i.overflow(loc) }
            return closed && hi == Int.max ? n + 1 : n
        }
        /// The range's Ints as an array, after asking for room for all of them.
        func ints(_ v: Value, closed: Bool, _ i: Interpreter, _ loc: SourceLoc) throws -> [Value] {
            let n = try count(v, closed: closed, i, loc)
            try i.ensureRoom(forElements: n, loc: loc, growing: n)
            let lo = bounds(v).lo
            return (0..<n).map { .int(lo + $0) }
        }
        /// Calls `body` on each Int in turn; the closure's own steps bound an endless range.
        func forEachInt(_ v: Value, closed: Bool, _ body: (Int) throws -> Void) rethrows {
            let (lo, hi) = bounds(v)
            var x = lo
            while x < hi {
                try body(x)
                x += 1
            }
            if closed && hi == Int.max && lo <= hi { try body(Int.max) }
        }
        for (range, closed) in [("Range", false), ("ClosedRange", true)] {
            def("get \(range).count") { i, c in .int(try count(c.receiver, closed: closed, i, c.loc)) }
            def("\(range)._reversedElements()") { i, c in .array(try ints(c.receiver, closed: closed, i, c.loc).reversed()) }
            def("\(range).map(_:)") { i, c in
                // Swift's `map` reserves room for `count` elements first: `(0..<Int.max).map` asks for too much.
                let n = try count(c.receiver, closed: closed, i, c.loc)
                try i.ensureRoom(forElements: n, loc: c.loc)
                var result: [Value] = []
                result.reserveCapacity(n)
                try forEachInt(c.receiver, closed: closed) { x in
                    result.append(try i.callValue(c.arg("transform"), [.int(x)], loc: c.loc))
                    if result.count & 0xFFFF == 0 { try i.ensureRoom(forElements: result.count, loc: c.loc) }
                }
                return .array(result)
            }
            def("\(range).filter(_:)") { i, c in
                var result: [Value] = []
                try forEachInt(c.receiver, closed: closed) { x in
                    if try i.callValue(c.arg("isIncluded"), [.int(x)], loc: c.loc).checkedBool() { result.append(.int(x)) }
                    if result.count & 0xFFFF == 0 { try i.ensureRoom(forElements: result.count, loc: c.loc) }
                }
                return .array(result)
            }
            def("\(range).forEach(_:)") { i, c in
                try forEachInt(c.receiver, closed: closed) { x in _ = try i.callValue(c.arg("body"), [.int(x)], loc: c.loc) }
                return .void
            }
            def("\(range).contains(_:)") { _, c in
                let (lo, hi) = bounds(c.receiver)
                let x = try c.int("element")
                return .bool(x >= lo && (x < hi || (closed && hi == Int.max && x == Int.max)))
            }
        }
        def("get Range.isEmpty") { _, c in .bool(bounds(c.receiver).lo == bounds(c.receiver).hi) }
        def("get ClosedRange.isEmpty") { _, _ in .bool(false) }
        def("get ClosedRange.lowerBound", "get Range.lowerBound") { _, c in .int(bounds(c.receiver).lo) }
        def("get Range.upperBound") { _, c in .int(bounds(c.receiver).hi) }
        def("get ClosedRange.upperBound") { _, c in
            let hi = bounds(c.receiver).hi
            return .int(hi == Int.max ? hi : hi - 1)
        }
        def("arrayFromRange") { i, c in .array(try ints(c.arg("range"), closed: false, i, c.loc)) }
        def("arrayFromClosedRange") { i, c in .array(try ints(c.arg("range"), closed: true, i, c.loc)) }
    }
}
