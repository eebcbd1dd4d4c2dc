/// The standard library's own conformances of its built-in types, which the prelude does not spell out:
/// numbers, strings and characters are `Equatable`, `Hashable` and `Comparable` (`Bool` is not
/// `Comparable`); arrays, optionals, sets and dictionaries are `Equatable` and `Hashable` when their elements
/// are. Every one of them but `Optional` is `CustomStringConvertible`. Generic code constrained by them (`func f<T: Equatable>`, `extension Sequence where Element: Hashable`)
/// asks these.
extension TypeWorld {
    private static let libraryProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "Encodable", "Decodable",
    ]

    func conformsByLibrary(_ type: SType, to proto: NominalDecl) -> Bool {
        guard proto.fromPrelude, TypeWorld.libraryProtocols.contains(proto.name) else { return false }
        if proto.name == "Encodable" || proto.name == "Decodable" { return isCodableByLibrary(type, proto) }
        let ordering = proto.name == "Comparable"
        if proto.name == "CustomStringConvertible" {
            switch type {
            case .nominal(let d, _): return d.kind == .builtin && d !== optionalDecl
            case .array, .dictionary: return true
            default: return false
            }
        }
        switch type {
        case .nominal(let d, let args):
            if d === intType || isFloatingPoint(d) || d === stringType || d === characterType || d === substringType { return true }
            if d === boolType { return !ordering }
            if d === setDecl { return !ordering }
            if d === rangeDecl || d === closedRangeDecl { return !ordering && args.allSatisfy { conforms($0, to: proto) } }
            return false
        case .array(let element), .optional(let element):
            return !ordering && conforms(element, to: proto)
        case .dictionary(_, let value):
            return !ordering && conforms(value, to: proto)
        default:
            return false
        }
    }

    /// Numbers, strings and `Bool` are codable, and collections, optionals and ranges of codable values;
    /// `Character` and `Substring` are not.
    private func isCodableByLibrary(_ type: SType, _ proto: NominalDecl) -> Bool {
        switch type {
        case .nominal(let d, let args):
            if d === intType || isFloatingPoint(d) || d === stringType || d === boolType { return true }
            if d === setDecl || d === rangeDecl || d === closedRangeDecl { return args.allSatisfy { conforms($0, to: proto) } }
            return false
        case .array(let element), .optional(let element):
            return conforms(element, to: proto)
        case .dictionary(let key, let value):
            return conforms(key, to: proto) && conforms(value, to: proto)
        default:
            return false
        }
    }
}
