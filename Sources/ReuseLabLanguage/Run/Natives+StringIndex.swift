/// `String.Index` at run time: the number of Characters before the position in the base string, as an Int.
/// A substring keeps its base's indices (`Value.substring` knows where it starts), so `body.startIndex` is the
/// index in `line` where `body` was cut, as in Swift. Swift's indices are UTF-8 offsets with flags, printed as
/// `0[any]`; these only compare, move and subscript, with Swift's traps.
extension Interpreter {
    func registerStringIndexNatives() {
        func d(_ member: String, body f: @escaping NativeFunction) {
            let getter = member.hasPrefix("get ")
            let name = getter ? String(member.dropFirst(4)) : member
            natives[(getter ? "get " : "") + "StringProtocol." + name] = f
        }
        d("get startIndex") { _, c in .int(c.receiver.substringStart) }
        d("get endIndex") { _, c in .int(try IndexBounds(c.receiver).end) }
        d("index(after:)") { i, c in
            let (bounds, at) = (try IndexBounds(c.receiver), try c.int("i"))
            guard at >= bounds.start && at < bounds.end else { throw i.indexOutOfBounds(c) }
            return .int(at + 1)
        }
        d("index(before:)") { i, c in
            let (bounds, at) = (try IndexBounds(c.receiver), try c.int("i"))
            guard at > bounds.start && at <= bounds.end else { throw i.indexOutOfBounds(c) }
            return .int(at - 1)
        }
        // An index outside a substring is the substring's trap; a move past the ends is the string's, in both.
        d("index(_:offsetBy:)") { i, c in
            let (bounds, at) = (try IndexBounds(c.receiver), try c.int("i"))
            guard bounds.contains(at) else { throw i.indexOutOfBounds(c) }
            let (moved, overflow) = at.addingReportingOverflow(try c.int("distance"))
            guard !overflow, bounds.contains(moved) else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(moved)
        }
        // nil when the move would pass `limit`; past the string's ends it still traps.
        d("index(_:offsetBy:limitedBy:)") { i, c in
            let bounds = try IndexBounds(c.receiver)
            let (start, distance, limit) = (try c.int("i"), try c.int("distance"), try c.int("limit"))
            guard bounds.contains(start) else { throw i.indexOutOfBounds(c) }
            let (moved, overflow) = start.addingReportingOverflow(distance)
            if overflow { throw i.stringIndexOutOfBounds(c.loc) }
            if distance >= 0 ? (limit >= start && moved > limit) : (limit <= start && moved < limit) { return .none }
            guard bounds.contains(moved) else { throw i.stringIndexOutOfBounds(c.loc) }
            return .int(moved)
        }
        d("distance(from:to:)") { i, c in
            let (bounds, from, to) = (try IndexBounds(c.receiver), try c.int("start"), try c.int("end"))
            guard bounds.contains(from), bounds.contains(to) else { throw i.indexOutOfBounds(c) }
            return .int(to - from)
        }
        d("firstIndex(of:)") { _, c in
            let target = try c.string("element")
            let bounds = try IndexBounds(c.receiver)
            return bounds.characters.firstIndex { String($0) == target }.map { .int(bounds.start + $0) } ?? .none
        }
        d("lastIndex(of:)") { _, c in
            let target = try c.string("element")
            let bounds = try IndexBounds(c.receiver)
            return bounds.characters.lastIndex { String($0) == target }.map { .int(bounds.start + $0) } ?? .none
        }
        d("firstIndex(where:)") { i, c in
            let bounds = try IndexBounds(c.receiver)
            for (n, ch) in bounds.characters.enumerated()
            where try i.callValue(try c.arg("predicate"), [.string(String(ch))], loc: c.loc).checkedBool() {
                return .int(bounds.start + n)
            }
            return .none
        }
        d("get indices") { _, c in
            let bounds = try IndexBounds(c.receiver)
            return .array((bounds.start..<bounds.end).map { .int($0) })
        }
    }

    /// A bad index given to a string is the string's trap, to a substring the substring's, as in Swift.
    private func indexOutOfBounds(_ c: NativeCall) -> Trap {
        if case .substring = c.receiver { return fatal(Diagnostics.substringIndexOutOfBounds, at: c.loc) }
        return stringIndexOutOfBounds(c.loc)
    }

    /// `s[i]` and `s[a..<b]` of a string: a `Character`, or a `Substring` that remembers where it starts.
    func stringAtIndex(_ s: String, _ index: Value, loc: SourceLoc) throws -> Value {
        try substringAtIndex(s, start: 0, index, loc: loc, isSubstring: false)
    }

    /// `sub[i]` and `sub[a..<b]`, `i` and the bounds being the base string's indices. A missing bound of a
    /// partial range (`s[i...]`, `s[..<i]`) arrives as Int.max or Int.min (see `Checker+StringIndex.swift`).
    func substringAtIndex(_ s: String, start: Int, _ index: Value, loc: SourceLoc, isSubstring: Bool = true) throws -> Value {
        let characters = Array(s)
        let end = start + characters.count
        switch index {
        case .int(let at):
            guard at >= start && at < end else {
                throw isSubstring ? fatal(Diagnostics.substringIndexOutOfBounds, at: loc) : stringIndexOutOfBounds(loc)
            }
            return .string(String(characters[at - start]))
        case .range(var lo, var hi):
            if hi == Int.max { hi = end }
            if lo == Int.min { lo = start }
            // A partial range is made against the string's end or start first, as Swift forms `i..<endIndex`.
            guard lo <= hi else { throw fatal(Diagnostics.rangeBoundsReversed, at: loc) }
            guard lo >= start, hi <= end else { throw fatal(Diagnostics.stringIndexRangeOutOfBounds, at: loc) }
            return .substring(String(characters[(lo - start)..<(hi - start)]), start: lo)
        default:
            return .none
        }
    }

    /// `s[a...b]` and `s[...b]` move past `b` first (`index(after: b)`), which traps on a `b` that is not a
    /// character's index: "String index is out of bounds", or the substring's own words.
    func checkClosedUpperBound(_ upper: Int, of s: String, start: Int, isSubstring: Bool, loc: SourceLoc) throws {
        guard upper < start || upper >= start + s.count else { return }
        throw isSubstring ? fatal(Diagnostics.substringIndexOutOfBounds, at: loc) : stringIndexOutOfBounds(loc)
    }

    func stringIndexOutOfBounds(_ loc: SourceLoc) -> Trap { fatal(Diagnostics.stringIndexOutOfBounds, at: loc) }
}

/// A string's or substring's characters and the base indices they span.
private struct IndexBounds {
    let characters: [Character]
    let start: Int
    var end: Int { start + characters.count }

    init(_ receiver: Value) throws {
        characters = Array(try receiver.checkedString())
        start = receiver.substringStart
    }

    func contains(_ index: Int) -> Bool { index >= start && index <= end }
}
