/// Whether a `switch`'s cases cover every value, for the subjects the simple rules of `checkSwitch` do not
/// settle: tuples (`case (0, _)`, `case (.some(let a), nil)`, `case let (x, y)`), and enums, optionals and
/// `Bool`s inside them. The classic algorithm: the cases are exhaustive when a wildcard is not "useful"
/// after them, splitting each column by the constructors of its type (a tuple's one shape, `true`/`false`,
/// `some`/`none`, an enum's cases). Cases with a `where` clause cover nothing, as in swiftc; values of
/// other types (numbers, strings) are covered only by a pattern that matches anything.
extension Checker {
    func casesCoverEverything(_ patterns: [Pattern], of type: SType) -> Bool {
        let rows = patterns.filter {
            if case .guarded = $0 { return false }
            return true
        }.map { [$0] }
        return !wildcardIsUseful(after: rows, types: [type], budget: 4096)
    }

    private enum Constructor: Equatable {
        case tuple(Int)
        case boolean(Bool)
        case some, none
        case enumCase(String)
    }

    /// The constructors a type is made of with the types of their parts, or nil when there are too many to list.
    private func constructors(of type: SType) -> [(Constructor, [SType])]? {
        switch type {
        case .tuple(let elements, _): return [(.tuple(elements.count), elements)]
        case .optional(let wrapped): return [(.some, [wrapped]), (.none, [])]
        case .nominal(let d, _) where d === world.boolType: return [(.boolean(true), []), (.boolean(false), [])]
        case .nominal(let d, _) where d.kind == .enumType:
            let bindings = genericEnumBindings(d, in: type)
            return d.caseOrder.map { (.enumCase($0.name), $0.payload.map { $0.type.substituting(bindings) }) }
        default: return nil
        }
    }

    /// The constructor a pattern tests for (nil for one that matches anything), with its sub-patterns;
    /// `.other` for a test that no constructor describes (a literal number, a range, a cast).
    private enum Head {
        case any
        case constructor(Constructor, [Pattern])
        case other
    }

    private func head(_ pattern: Pattern) -> Head {
        switch pattern {
        case .wildcard, .bind: return .any
        case .tuple(let subs): return .constructor(.tuple(subs.count), subs)
        case .optionalSome(let p): return .constructor(.some, [p])
        case .enumCase(let c, let subs): return .constructor(.enumCase(c.name), subs)
        case .value(let e):
            switch e.kind {
            case .nilLiteral: return .constructor(.none, [])
            case .boolLiteral(let b): return .constructor(.boolean(b), [])
            default: return .other
            }
        default: return .other
        }
    }

    /// The rows that can match a value made by `constructor`, with that column replaced by its parts.
    private func specialize(_ rows: [[Pattern]], by constructor: Constructor, arity: Int) -> [[Pattern]] {
        rows.compactMap { row in
            switch head(row[0]) {
            case .any: return Array(repeating: .wildcard, count: arity) + row.dropFirst()
            case .constructor(let c, let subs) where c == constructor:
                let parts = subs.count == arity ? subs : Array(repeating: .wildcard, count: arity)
                return parts + row.dropFirst()
            default: return nil
            }
        }
    }

    /// `budget` bounds the work on pathological switches: running out counts as "not exhaustive",
    /// which leaves swiftc's error standing, as before this check existed.
    private func wildcardIsUseful(after rows: [[Pattern]], types: [SType], budget: Int) -> Bool {
        var remaining = budget
        return useful(rows, types, &remaining)
    }

    private func useful(_ rows: [[Pattern]], _ types: [SType], _ budget: inout Int) -> Bool {
        budget -= 1
        if budget <= 0 { return true }
        guard let first = types.first else { return rows.isEmpty }
        let rest = Array(types.dropFirst())
        let heads = rows.map { head($0[0]) }
        if let all = constructors(of: first) {
            let seen = heads.compactMap { h -> Constructor? in
                if case .constructor(let c, _) = h { return c }
                return nil
            }
            if all.allSatisfy({ c in seen.contains(c.0) }) {
                return all.contains { c, parts in
                    useful(specialize(rows, by: c, arity: parts.count), parts + rest, &budget)
                }
            }
        }
        // Some constructor (or, for an open type, some value) is not named: only the rows matching anything
        // in this column can cover it.
        let defaults = rows.filter {
            if case .any = head($0[0]) { return true }
            return false
        }.map { Array($0.dropFirst()) }
        return useful(defaults, rest, &budget)
    }
}
