/// `String.Index` at run time: the number of Characters before the position, as an Int. Swift's indices are
/// UTF-8 offsets with flags, printed as `0[any]`; these only compare, move and subscript, with Swift's traps.
extension Interpreter {
    func registerStringIndexNatives() {
        func d(_ key: String, _ f: @escaping NativeFunction) { natives[key] = f }
        func characters(_ c: NativeCall) -> [Character] { Array(c.receiver.asString) }
        d("get stringStartIndex") { _, _ in .int(0) }
        d("get stringEndIndex") { _, c in .int(c.receiver.asString.count) }
        d("stringIndexAfter") { i, c in
            let at = try c.int("i")
            guard at < c.receiver.asString.count else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(at + 1)
        }
        d("stringIndexBefore") { i, c in
            let at = try c.int("i")
            guard at > 0 else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(at - 1)
        }
        d("stringIndexOffsetBy") { i, c in
            let (moved, overflow) = try c.int("i").addingReportingOverflow(try c.int("distance"))
            guard !overflow, moved >= 0, moved <= c.receiver.asString.count else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(moved)
        }
        // nil when the move would pass `limit`; past the string's ends it still traps.
        d("stringIndexOffsetByLimited") { i, c in
            let (start, distance, limit) = (try c.int("i"), try c.int("distance"), try c.int("limit"))
            let (moved, overflow) = start.addingReportingOverflow(distance)
            if overflow { throw i.stringIndexOutOfBounds(c.loc) }
            if distance >= 0 ? (limit >= start && moved > limit) : (limit <= start && moved < limit) { return .none }
            guard moved >= 0, moved <= c.receiver.asString.count else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(moved)
        }
        d("stringDistance") { _, c in .int(try c.int("end") - c.int("start")) }
        d("stringFirstIndexOf") { _, c in
            let target = Character(try c.string("element").isEmpty ? " " : try c.string("element"))
            return characters(c).firstIndex(of: target).map { .int($0) } ?? .none
        }
        d("stringLastIndexOf") { _, c in
            let target = Character(try c.string("element").isEmpty ? " " : try c.string("element"))
            return characters(c).lastIndex(of: target).map { .int($0) } ?? .none
        }
        d("stringFirstIndexWhere") { i, c in
            for (n, ch) in characters(c).enumerated()
            where try i.callValue(try c.arg("predicate"), [.string(String(ch))], loc: c.loc).asBool {
                return .int(n)
            }
            return .none
        }
        d("get stringIndices") { _, c in .array((0..<c.receiver.asString.count).map { .int($0) }) }
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
