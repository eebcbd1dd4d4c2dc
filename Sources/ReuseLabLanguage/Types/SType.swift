/// A static type, as the checker sees it. At run time the same values describe dynamic types
/// (metatype values carry an `SType` with no generic parameters left in it).
indirect enum SType {
    /// A class, struct, enum, protocol-as-type or builtin (`Int`, `String`…), with generic arguments.
    case nominal(NominalDecl, [SType])
    /// A generic parameter (`T`), or `Self` inside a protocol extension or class.
    case param(GenericParam)
    case optional(SType)
    case array(SType)
    case dictionary(SType, SType)
    /// `()` is the empty tuple: Void. `labels`, when given, has one entry an element (nil: unlabelled):
    /// `(name: String, age: Int)`.
    case tuple([SType], labels: [String?]? = nil)
    case function([SType], SType)
    /// `X.Type`. For a protocol `P`, `P.Type` is the existential metatype.
    case metatype(SType)
    /// `Any` (no protocols), `AnyObject`, `P`, `P & Q`.
    case existential([NominalDecl])
    /// The type of `nil` before context gives it one.
    case nilLiteral
    /// `Never`: fatalError's result.
    case never
    /// A type the checker already reported an error for: accepted everywhere, to avoid cascades.
    case error

    // Stored once: computed, each use of these (the checker's commonest types) allocated an indirect case's
    // box, a tenth of start-up. `nonisolated(unsafe)`: SType is not Sendable (its declarations are classes),
    // but these two hold no declaration and are never mutated.
    nonisolated(unsafe) static let void = SType.tuple([])
    nonisolated(unsafe) static let any = SType.existential([])

    var isVoid: Bool {
        if case .tuple(let e, _) = self { return e.isEmpty }
        return false
    }
    var isError: Bool {
        if case .error = self { return true }
        return false
    }
    var isFunction: Bool {
        if case .function = self { return true }
        return false
    }
    var isExistential: Bool {
        if case .existential = self { return true }
        return false
    }

    var optionalPayload: SType? {
        if case .optional(let w) = self { return w }
        return nil
    }

    /// The type with every optional layer removed.
    var unwrappedFully: SType {
        if case .optional(let w) = self { return w.unwrappedFully }
        return self
    }

    var nominalDecl: NominalDecl? {
        if case .nominal(let d, _) = self { return d }
        return nil
    }

    var containsParams: Bool {
        switch self {
        case .param: return true
        case .nominal(_, let args): return args.contains { $0.containsParams }
        case .optional(let w), .array(let w), .metatype(let w): return w.containsParams
        case .dictionary(let k, let v): return k.containsParams || v.containsParams
        case .tuple(let e, _): return e.contains { $0.containsParams }
        case .function(let p, let r): return p.contains { $0.containsParams } || r.containsParams
        default: return false
        }
    }

    func contains(param: GenericParam) -> Bool {
        switch self {
        case .param(let p): return p === param
        case .nominal(_, let args): return args.contains { $0.contains(param: param) }
        case .optional(let w), .array(let w), .metatype(let w): return w.contains(param: param)
        case .dictionary(let k, let v): return k.contains(param: param) || v.contains(param: param)
        case .tuple(let e, _): return e.contains { $0.contains(param: param) }
        case .function(let p, let r): return p.contains { $0.contains(param: param) } || r.contains(param: param)
        default: return false
        }
    }

    /// Replaces generic parameters by what `lookup` gives for them.
    func substituting(_ lookup: (GenericParam) -> SType?) -> SType {
        switch self {
        case .param(let p): return lookup(p) ?? self
        case .nominal(let d, let args): return args.isEmpty ? self : .nominal(d, args.map { $0.substituting(lookup) })
        case .optional(let w): return .optional(w.substituting(lookup))
        case .array(let w): return .array(w.substituting(lookup))
        case .metatype(let w): return .metatype(w.substituting(lookup))
        case .dictionary(let k, let v): return .dictionary(k.substituting(lookup), v.substituting(lookup))
        case .tuple(let e, let labels): return .tuple(e.map { $0.substituting(lookup) }, labels: labels)
        case .function(let p, let r): return .function(p.map { $0.substituting(lookup) }, r.substituting(lookup))
        default: return self
        }
    }

    func substituting(_ map: [ObjectIdentifier: SType]) -> SType {
        if map.isEmpty { return self }
        return substituting { map[ObjectIdentifier($0)] }
    }
}

extension SType: CustomStringConvertible {
    /// The type as swiftc and `print` spell it: `MyCell`, `MyCell.Type`, `String?`, `[Int]`, `any P`.
    var description: String { spelled(existentialPrefix: false) }

    /// swiftc writes `any P` in diagnostics for existentials; `print(type(of:))` does not.
    var diagnosticDescription: String { spelled(existentialPrefix: true) }

    private func spelled(existentialPrefix: Bool) -> String {
        switch self {
        case .nominal(let d, let args):
            if args.isEmpty { return d.name }
            return d.name + "<" + args.map { $0.spelled(existentialPrefix: existentialPrefix) }.joined(separator: ", ") + ">"
        case .param(let p): return p.name
        case .optional(let w):
            let inner = w.spelled(existentialPrefix: existentialPrefix)
            if case .function = w { return "(\(inner))?" }
            if case .existential(let ps) = w, ps.count > 1 || existentialPrefix && !ps.isEmpty { return "(\(inner))?" }
            return inner + "?"
        case .array(let e): return "[" + e.spelled(existentialPrefix: existentialPrefix) + "]"
        case .dictionary(let k, let v):
            return "[" + k.spelled(existentialPrefix: existentialPrefix) + ": " + v.spelled(existentialPrefix: existentialPrefix) + "]"
        case .tuple(let e, let labels):
            return "("
                + e.enumerated().map { i, t in
                    (labels?[i].map { $0 + ": " } ?? "") + t.spelled(existentialPrefix: existentialPrefix)
                }.joined(separator: ", ") + ")"
        case .function(let p, let r):
            return "(" + p.map { $0.spelled(existentialPrefix: existentialPrefix) }.joined(separator: ", ") + ") -> "
                + r.spelled(existentialPrefix: existentialPrefix)
        case .metatype(let w):
            if case .existential(let ps) = w {
                if ps.count == 1 && ps[0].name == "AnyObject" { return existentialPrefix ? "AnyClass" : "AnyObject.Type" }
                let inner = ps.isEmpty ? "Any" : ps.map(\.name).joined(separator: " & ")
                if existentialPrefix { return "any " + inner + ".Type" }
                return ps.count > 1 ? "(\(inner)).Type" : inner + ".Type"
            }
            return w.spelled(existentialPrefix: existentialPrefix) + ".Type"
        case .existential(let ps):
            if ps.isEmpty { return "Any" }
            let names = ps.map(\.name).joined(separator: " & ")
            if existentialPrefix && !(ps.count == 1 && ps[0].name == "AnyObject") { return "any " + names }
            return names
        case .nilLiteral: return "nil"
        case .never: return "Never"
        case .error: return "<<error type>>"
        }
    }
}
