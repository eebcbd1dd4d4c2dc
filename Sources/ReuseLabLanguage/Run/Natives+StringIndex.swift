/// `String.Index` at run time: the number of Characters before the position, as an Int. Swift's indices are
/// UTF-8 offsets with flags, printed as `0[any]`; these only compare, move and subscript, with Swift's traps.
extension Interpreter {
    func registerStringIndexNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        func characters(_ c: NativeCall) throws -> [Character] { Array(try c.receiver.checkedString()) }
        d("get String.startIndex") { _, _ in .int(0) }
        d("get String.endIndex") { _, c in .int(try c.receiver.checkedString().count) }
        d("String.index(after:)") { i, c in
            let at = try c.int("i")
            guard try at < c.receiver.checkedString().count else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(at + 1)
        }
        d("String.index(before:)") { i, c in
            let at = try c.int("i")
            guard at > 0 else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(at - 1)
        }
        d("String.index(_:offsetBy:)") { i, c in
            let (moved, overflow) = try c.int("i").addingReportingOverflow(try c.int("distance"))
            guard !overflow, moved >= 0, try moved <= c.receiver.checkedString().count else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(moved)
        }
        // nil when the move would pass `limit`; past the string's ends it still traps.
        d("String.index(_:offsetBy:limitedBy:)") { i, c in
            let (start, distance, limit) = (try c.int("i"), try c.int("distance"), try c.int("limit"))
            let (moved, overflow) = start.addingReportingOverflow(distance)
            if overflow { throw i.stringIndexOutOfBounds(c.loc) }
            if distance >= 0 ? (limit >= start && moved > limit) : (limit <= start && moved < limit) { return .none }
            guard moved >= 0, try moved <= c.receiver.checkedString().count else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(moved)
        }
        d("String.distance(from:to:)") { _, c in .int(try c.int("end") - c.int("start")) }
        d("String.firstIndex(of:)") { _, c in
            let target = Character(try c.string("element").isEmpty ? " " : try c.string("element"))
            return try characters(c).firstIndex(of: target).map { .int($0) } ?? .none
        }
        d("String.lastIndex(of:)") { _, c in
            let target = Character(try c.string("element").isEmpty ? " " : try c.string("element"))
            return try characters(c).lastIndex(of: target).map { .int($0) } ?? .none
        }
        d("String.firstIndex(where:)") { i, c in
            for (n, ch) in try characters(c).enumerated()
            where try i.callValue(try c.arg("predicate"), [.string(String(ch))], loc: c.loc).checkedBool() {
                return .int(n)
            }
            return .none
        }
        d("get String.indices") { _, c in .array((0..<(try c.receiver.checkedString().count)).map { .int($0) }) }
    }

    /// `s[i]` and `s[a..<b]`.
    func stringAtIndex(_ s: String, _ index: Value, loc: SourceLoc) throws -> Value {
        let characters = Array(s)
        switch index {
        case .int(let at):
            guard at >= 0 && at < characters.count else { throw stringIndexOutOfBounds(loc) }
            return .string(String(characters[at]))
        case .range(let lo, var hi):
            if hi == Int.max { hi = characters.count }  // `s[i...]`
            guard lo >= 0, hi <= characters.count, lo <= hi else { throw stringIndexOutOfBounds(loc) }
            return .string(String(characters[lo..<hi]))
        default:
            return .none
        }
    }

    func stringIndexOutOfBounds(_ loc: SourceLoc) -> Trap { fatal(Diagnostics.stringIndexOutOfBounds, at: loc) }
}
