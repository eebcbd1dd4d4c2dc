import Foundation
import ReuseLabSimulator

typealias SimIndexPath = ReuseLabSimulator.IndexPath

/// Native members of the prelude: the Swift library's basics and the bridge from UIKit's surface to the Simulator.
extension Interpreter {
    func registerNatives() {
        registerLibraryNatives()
        registerUIKitNatives()
        registerFlowLayoutNatives()
        registerUIKitViewNatives()
        registerDictionaryNatives()
        registerEnumNatives()
    }

    private func def(_ key: String, _ f: @escaping NativeFunction) { natives[key] = f }

    // MARK: Conversions between the language's values and the Simulator's

    func indexPath(_ v: Value) -> SimIndexPath {
        guard case .structValue(let s) = v, s.fields.count >= 2 else { return SimIndexPath(item: 0, section: 0) }
        return SimIndexPath(item: s.fields[1].asInt, section: s.fields[0].asInt)
    }

    func indexPathValue(_ ip: SimIndexPath) -> Value {
        guard let decl = world.types["IndexPath"] else { return .none }
        return .structValue(StructValue(decl: decl, fields: [.int(ip.section), .int(ip.item)]))
    }

    func rect(_ v: Value) -> Rect {
        guard case .structValue(let r) = v, r.fields.count == 2, case .structValue(let o) = r.fields[0], case .structValue(let s) = r.fields[1] else { return .zero }
        return Rect(x: o.fields[0].asDouble, y: o.fields[1].asDouble, width: s.fields[0].asDouble, height: s.fields[1].asDouble)
    }

    func size(_ v: Value) -> Size {
        guard case .structValue(let s) = v, s.fields.count == 2 else { return .zero }
        return Size(width: s.fields[0].asDouble, height: s.fields[1].asDouble)
    }

    func edgeInsets(_ v: Value) -> EdgeInsets {
        guard case .structValue(let s) = v, s.fields.count == 4 else { return .zero }
        return EdgeInsets(top: s.fields[0].asDouble, left: s.fields[1].asDouble, bottom: s.fields[2].asDouble, right: s.fields[3].asDouble)
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
        do { return try body() }
        catch let e as UIKitException { throw Trap(kind: .uikit(e), loc: loc) }
    }

    // MARK: Library

    private func registerLibraryNatives() {
        def("objectSelf") { _, c in c.receiver }
        def("fatalError") { i, c in throw i.fatal(c.arg(0).asString, at: c.loc) }
        def("preconditionFailure") { i, c in throw i.fatal(c.arg(0).asString, at: c.loc, kind: "Fatal error") }
        def("precondition") { i, c in
            if !c.arg(0).asBool { throw i.fatal(c.arg(1).asString, at: c.loc, kind: "Precondition failed") }
            return .void
        }
        def("assert") { i, c in
            if !c.arg(0).asBool { throw i.fatal(c.arg(1).asString, at: c.loc, kind: "Assertion failed") }
            return .void
        }
        def("min") { _, c in .int(Swift.min(c.arg(0).asInt, c.arg(1).asInt)) }
        def("max") { _, c in .int(Swift.max(c.arg(0).asInt, c.arg(1).asInt)) }
        def("abs") { _, c in .int(Swift.abs(c.arg(0).asInt)) }
        def("strideTo") { i, c in
            let (a, b, s) = (c.arg(0).asInt, c.arg(1).asInt, c.arg(2).asInt)
            if s == 0 { throw i.fatal("Stride size must not be zero", at: c.loc) }
            return .array(Array(Swift.stride(from: a, to: b, by: s)).prefix(10_000_000).map { .int($0) })
        }
        def("strideThrough") { i, c in
            let (a, b, s) = (c.arg(0).asInt, c.arg(1).asInt, c.arg(2).asInt)
            if s == 0 { throw i.fatal("Stride size must not be zero", at: c.loc) }
            return .array(Array(Swift.stride(from: a, through: b, by: s)).prefix(10_000_000).map { .int($0) })
        }
        // The call's bindings hold `T` (the argument's static type) and String's `Self`: describe as `T`.
        func argumentType(_ i: Interpreter, _ c: NativeCall) -> SType {
            c.bindings.first { $0.key != ObjectIdentifier(i.world.stringType.selfParam) }?.value ?? .any
        }
        def("stringDescribing") { i, c in .string(try i.describe(c.arg(0), as: argumentType(i, c), frame: c.frame)) }
        def("stringReflecting") { i, c in
            if case .type(let t) = c.arg(0) { return .string(i.runtimeName(t)) }
            return .string(try i.describe(c.arg(0), as: argumentType(i, c), frame: c.frame, nested: true))
        }
        def("stringFromInt") { _, c in .string(String(c.arg(0).asInt)) }
        def("get stringCount") { _, c in .int(c.receiver.asString.count) }
        def("get stringIsEmpty") { _, c in .bool(c.receiver.asString.isEmpty) }
        def("stringUppercased") { _, c in .string(c.receiver.asString.uppercased()) }
        def("stringLowercased") { _, c in .string(c.receiver.asString.lowercased()) }
        def("stringHasPrefix") { _, c in .bool(c.receiver.asString.hasPrefix(c.arg(0).asString)) }
        def("stringHasSuffix") { _, c in .bool(c.receiver.asString.hasSuffix(c.arg(0).asString)) }
        def("stringContains") { _, c in .bool(c.receiver.asString.contains(c.arg(0).asString)) }
        def("intFromDouble") { i, c in
            let d = c.arg(0).asDouble
            guard d.isFinite, d > -9.3e18, d < 9.3e18 else { throw i.fatal("Double value cannot be converted to Int because it is outside the representable range", at: c.loc) }
            return .int(Int(d))
        }
        def("get intMax") { _, _ in .int(Int.max) }
        def("get intMin") { _, _ in .int(Int.min) }
        def("intFromString") { _, c in Int(c.arg(0).asString).map { .int($0) } ?? .none }
        def("get intDescription") { _, c in .string(String(c.receiver.asInt)) }
        def("doubleFromInt") { _, c in .double(Double(c.arg(0).asInt)) }
        def("get arrayCount") { _, c in .int(c.receiver.asArray.count) }
        def("get arrayIsEmpty") { _, c in .bool(c.receiver.asArray.isEmpty) }
        def("get arrayFirst") { _, c in c.receiver.asArray.first ?? .none }
        def("get arrayLast") { _, c in c.receiver.asArray.last ?? .none }
        def("arrayForEach") { i, c in
            for e in c.receiver.asArray { _ = try i.callValue(c.arg(0), [e], loc: c.loc) }
            return .void
        }
        def("arrayMap") { i, c in .array(try c.receiver.asArray.map { try i.callValue(c.arg(0), [$0], loc: c.loc) }) }
        def("arrayCompactMap") { i, c in .array(try c.receiver.asArray.map { try i.callValue(c.arg(0), [$0], loc: c.loc) }.filter { !$0.isNone }) }
        def("arrayFilter") { i, c in .array(try c.receiver.asArray.filter { try i.callValue(c.arg(0), [$0], loc: c.loc).asBool }) }
        def("arrayContainsWhere") { i, c in .bool(try c.receiver.asArray.contains { try i.callValue(c.arg(0), [$0], loc: c.loc).asBool }) }
        def("arrayFirstWhere") { i, c in try c.receiver.asArray.first { try i.callValue(c.arg(0), [$0], loc: c.loc).asBool } ?? .none }
        def("arrayReversed") { _, c in .array(c.receiver.asArray.reversed()) }
        def("arraySorted") { i, c in .array(try c.receiver.asArray.sorted { try i.callValue(c.arg(0), [$0, $1], loc: c.loc).asBool }) }
        def("arrayReduce") { i, c in try c.receiver.asArray.reduce(c.arg(0)) { try i.callValue(c.arg(1), [$0, $1], loc: c.loc) } }
        def("arrayJoined") { _, c in .string(c.receiver.asArray.map(\.asString).joined(separator: c.arg(0).asString)) }
        def("arrayFromArray") { _, c in c.arg(0) }
        def("arrayRepeating") { i, c in
            guard c.arg(1).asInt >= 0 else { throw i.fatal("Can't construct Array with count < 0", at: c.loc) }
            return .array(Array(repeating: c.arg(0), count: c.arg(1).asInt))
        }
        registerMutatingArrayNatives()
        registerRangeNatives()
    }

    /// Mutating members leave the changed array as `self` (`setReceiver`) and return their own result.
    private func registerMutatingArrayNatives() {
        def("arrayAppend") { _, c in c.setReceiver(.array(c.receiver.asArray + [c.arg(0)])); return .void }
        def("arrayAppendContents") { _, c in c.setReceiver(.array(c.receiver.asArray + c.arg(0).asArray)); return .void }
        def("arrayInsert") { i, c in
            var a = c.receiver.asArray
            let at = c.arg(1).asInt
            guard at >= 0 && at <= a.count else { throw i.fatal("Array index is out of range", at: c.loc) }
            a.insert(c.arg(0), at: at)
            c.setReceiver(.array(a))
            return .void
        }
        def("arrayRemoveAt") { i, c in
            var a = c.receiver.asArray
            let at = c.arg(0).asInt
            guard at >= 0 && at < a.count else { throw i.fatal("Index out of range", at: c.loc) }
            let removed = a.remove(at: at)
            c.setReceiver(.array(a))
            return removed
        }
        def("arrayRemoveFirst") { i, c in
            var a = c.receiver.asArray
            guard !a.isEmpty else { throw i.fatal("Can't remove first element from an empty collection", at: c.loc) }
            let removed = a.removeFirst()
            c.setReceiver(.array(a))
            return removed
        }
        def("arrayRemoveLast") { i, c in
            var a = c.receiver.asArray
            guard !a.isEmpty else { throw i.fatal("Can't remove last element from an empty collection", at: c.loc) }
            let removed = a.removeLast()
            c.setReceiver(.array(a))
            return removed
        }
        def("arrayRemoveAll") { _, c in c.setReceiver(.array([])); return .void }
    }

    /// A range is `.range(lower, upperExclusive)`; its members work on the Ints it holds.
    private func registerRangeNatives() {
        func ints(_ v: Value) -> [Value] {
            guard case .range(let lo, let hi) = v, lo < hi else { return [] }
            return (lo..<hi).map { .int($0) }
        }
        func bounds(_ v: Value) -> Range<Int> {
            guard case .range(let lo, let hi) = v, lo <= hi else { return 0..<0 }
            return lo..<hi
        }
        def("get rangeCount") { _, c in .int(bounds(c.receiver).count) }
        def("get rangeIsEmpty") { _, c in .bool(bounds(c.receiver).isEmpty) }
        def("get rangeLowerBound") { _, c in .int(bounds(c.receiver).lowerBound) }
        def("get rangeUpperBound") { _, c in .int(bounds(c.receiver).upperBound) }
        def("get closedRangeUpperBound") { _, c in .int(bounds(c.receiver).upperBound - 1) }
        def("rangeContains") { _, c in .bool(bounds(c.receiver).contains(c.arg(0).asInt)) }
        def("rangeReversed") { _, c in .array(ints(c.receiver).reversed()) }
        def("rangeMap") { i, c in .array(try ints(c.receiver).map { try i.callValue(c.arg(0), [$0], loc: c.loc) }) }
        def("rangeFilter") { i, c in .array(try ints(c.receiver).filter { try i.callValue(c.arg(0), [$0], loc: c.loc).asBool }) }
        def("arrayFromRange") { _, c in .array(ints(c.arg(0))) }
        def("rangeForEach") { i, c in
            for e in ints(c.receiver) { _ = try i.callValue(c.arg(0), [e], loc: c.loc) }
            return .void
        }
    }
}
