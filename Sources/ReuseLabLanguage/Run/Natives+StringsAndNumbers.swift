import Foundation

/// String and number members beyond the basics, with the standard library's traps.
extension Interpreter {
    func registerStringAndNumberNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        d("stringRepeating") { i, c in
            let piece = try c.string("repeatedValue")
            let n = try c.int("count")
            if n < 0 { throw i.fatal(Diagnostics.negativeRepeatCount, at: c.loc) }
            let (bytes, overflow) = piece.utf8.count.multipliedReportingOverflow(by: n)
            try i.ensureRoom(forBytes: overflow ? Int.max : bytes, loc: c.loc, growing: overflow ? Int.max : bytes)
            return .string(String(repeating: piece, count: n))
        }
        d("String.components(separatedBy:)", "Substring.components(separatedBy:)") { _, c in
            .array(try c.receiver.checkedString().components(separatedBy: try c.string("separator")).map { .string($0) })
        }
        d("String.replacingOccurrences(of:with:)", "Substring.replacingOccurrences(of:with:)") { i, c in
            let text = try c.receiver.checkedString()
            let target = try c.string("target")
            guard !target.isEmpty else { return .string(text) }
            let result = text.replacingOccurrences(of: target, with: try c.string("replacement"))
            try i.ensureRoom(forBytes: result.utf8.count, loc: c.loc)
            return .string(result)
        }
        // Swift splits on a Character (or where a predicate says, its answers given here as one Bool a
        // character), at most `maxSplits` times, and drops empty pieces unless told not to; each piece is a
        // substring of the receiver's base.
        d(
            "String.split(separator:maxSplits:omittingEmptySubsequences:)",
            "Substring.split(separator:maxSplits:omittingEmptySubsequences:)"
        ) { i, c in
            let separator = try c.string("separator")
            return try i.splitString(c, at: { String($0) == separator })
        }
        d(
            "String._splitAtMarks(_:maxSplits:omittingEmptySubsequences:)",
            "Substring._splitAtMarks(_:maxSplits:omittingEmptySubsequences:)"
        ) { i, c in
            let marks = try c.array("separators").map { mark -> Bool in
                if case .bool(let separates) = mark { return separates }
                return false
            }
            return try i.splitString(c, at: { _ in false }, marked: marks)
        }
        d("Int.isMultiple(of:)") { _, c in
            let (x, m) = (try c.receiver.checkedInt(), try c.int("other"))
            // As Swift: only 0 is a multiple of 0, and Int.min % -1 would overflow.
            if m == 0 { return .bool(x == 0) }
            if m == -1 { return .bool(true) }
            return .bool(x % m == 0)
        }
        func randomInt(_ i: Interpreter, _ c: NativeCall, closed: Bool) throws -> Value {
            guard case .range(let lo, let hi) = try c.arg("range"), lo < hi || (closed && lo == hi && hi == Int.max) else {
                throw i.fatal(Diagnostics.randomInEmptyRange, at: c.loc)
            }
            // A closed range is held with its upper bound excluded, except `lo...Int.max`, which then draws
            // from `lo..<Int.max` (missing one value of 2^63 does not show).
            return .int(i.random.next(from: lo, below: hi))
        }
        d("intRandom") { i, c in try randomInt(i, c, closed: false) }
        d("intRandomClosed") { i, c in try randomInt(i, c, closed: true) }
        d("Bool.random()") { i, c in .bool(i.random.next(below: 2) == 1) }
        d("doubleFromString") { _, c in Double(try c.string("text")).map { .double($0) } ?? .none }
        d("Bool.init(_:)") { _, c in Bool(try c.string("description")).map { .bool($0) } ?? .none }
        d(
            "get Bool.description", "get Character.description", "get Double.description", "get CGFloat.description",
            "get String.description",
            "get Substring.description"
        ) { i, c in .string(try i.describe(c.receiver, as: .any, frame: nil)) }
        d("get String.debugDescription") { i, c in .string(try i.describe(c.receiver, as: .any, frame: nil, nested: true)) }
        d("Double.rounded()", "CGFloat.rounded()", "Float.rounded()") { _, c in .double(try c.receiver.checkedDouble().rounded()) }
        // `rounded(.toNearestOrEven)`: the rule arrives as its position in FloatingPointRoundingRule (RoundingRules.swift).
        d("Double._rounded(_:)", "CGFloat._rounded(_:)", "Float._rounded(_:)") { _, c in
            let rules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero]
            let number = try c.int("rule")
            let rule = rules.indices.contains(number) ? rules[number] : .toNearestOrAwayFromZero
            return .double(try c.receiver.checkedDouble().rounded(rule))
        }
    }
}

extension Interpreter {
    /// The pieces of the receiver between separators: characters `isSeparator` accepts, or those `marks` flags.
    func splitString(_ c: NativeCall, at isSeparator: (Character) -> Bool, marked marks: [Bool]? = nil) throws -> Value {
        let maxSplits = try c.int("maxSplits")
        if maxSplits < 0 { throw fatal(Diagnostics.negativeMaxSplits, at: c.loc) }
        let omitting = try c.bool("omittingEmptySubsequences")
        let characters = Array(try c.receiver.checkedString())
        let base = c.receiver.substringStart
        var pieces: [Value] = []
        var (pieceStart, splits) = (0, 0)
        func cut(_ end: Int) {
            if !omitting || end > pieceStart {
                pieces.append(.substring(String(characters[pieceStart..<end]), start: base + pieceStart))
            }
        }
        for (n, ch) in characters.enumerated() where splits < maxSplits {
            let separates = marks.map { n < $0.count && $0[n] } ?? isSeparator(ch)
            guard separates else { continue }
            // An empty piece left out is not counted as a split, as in Swift.
            if !omitting || n > pieceStart { splits += 1 }
            cut(n)
            pieceStart = n + 1
        }
        cut(characters.count)
        return .array(pieces)
    }
}
