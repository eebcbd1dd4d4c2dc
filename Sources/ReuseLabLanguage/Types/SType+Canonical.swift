/// swiftc spells a type in a message as written, and when that spelling uses a type alias it adds the type
/// the alias stands for, without any sugar (`aka 'Optional<any AnyObject.Type>'`). ReuseLab keeps no sugar
/// in its types, so only the one alias learners meet in UIKit's signatures, `AnyClass`, is told apart: it is
/// the only existential metatype of `AnyObject` they write.
extension SType {
    var isAnyClass: Bool {
        if case .metatype(.existential(let ps)) = self, ps.count == 1, ps[0].name == "AnyObject" { return true }
        return false
    }

    var mentionsAnyClass: Bool {
        switch self {
        case _ where isAnyClass: return true
        case .optional(let w), .array(let w), .metatype(let w): return w.mentionsAnyClass
        case .dictionary(let k, let v): return k.mentionsAnyClass || v.mentionsAnyClass
        case .tuple(let e, _): return e.contains { $0.mentionsAnyClass }
        case .function(let p, let r): return p.contains { $0.mentionsAnyClass } || r.mentionsAnyClass
        case .nominal(_, let args): return args.contains { $0.mentionsAnyClass }
        default: return false
        }
    }

    /// The type without sugar, as swiftc prints it after `aka`.
    var canonicalDescription: String {
        switch self {
        case _ where isAnyClass: return "any AnyObject.Type"
        case .optional(let w): return "Optional<\(w.canonicalDescription)>"
        case .array(let e): return "Array<\(e.canonicalDescription)>"
        case .dictionary(let k, let v): return "Dictionary<\(k.canonicalDescription), \(v.canonicalDescription)>"
        case .nominal(let d, let args) where !args.isEmpty:
            return d.name + "<" + args.map(\.canonicalDescription).joined(separator: ", ") + ">"
        case .tuple(let e, let labels):
            return "("
                + e.enumerated().map { i, t in (labels?[i].map { $0 + ": " } ?? "") + t.canonicalDescription }
                .joined(separator: ", ") + ")"
        case .function(let p, let r): return "(" + p.map(\.canonicalDescription).joined(separator: ", ") + ") -> " + r.canonicalDescription
        case .metatype(let w): return w.canonicalDescription + ".Type"
        default: return diagnosticDescription
        }
    }
}
