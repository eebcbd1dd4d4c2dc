/// Values of generic types print with their type arguments, as Swift's runtime prints them:
/// `Box<String, Int>(a: nil)` at the top, `main.Box<Swift.String, Swift.Int>(a: nil)` inside a collection, an
/// Optional or `dump`. A run-time value does not carry its type arguments, so they are read from the static
/// type the value is printed as.
extension Interpreter {
    /// The type arguments of a value of the generic `decl` printed as `type`; nil when `decl` is not generic
    /// or `type` does not name it.
    func genericArguments(of decl: NominalDecl, in type: SType) -> [SType]? {
        guard !decl.genericParams.isEmpty, case .nominal(let d, let args) = type.unwrappedFully, d === decl,
            args.count == decl.genericParams.count, !args.contains(where: \.containsParams)
        else { return nil }
        return args
    }

    /// A stored property's or payload's declared type with the value's type arguments put in (`A?` of a
    /// `Box<String, Int>` is `String?`).
    func memberType(_ declared: SType, of decl: NominalDecl, _ args: [SType]?) -> SType {
        guard let args else { return declared }
        var map: [ObjectIdentifier: SType] = [:]
        for (p, a) in zip(decl.genericParams, args) { map[ObjectIdentifier(p)] = a }
        return declared.substituting(map)
    }

    /// A type as `String(reflecting:)` spells it: module-qualified, sugar spelled out
    /// (`main.Box<Swift.Array<Swift.Int>, Swift.Optional<Swift.String>>`).
    func reflectingName(_ t: SType) -> String {
        func generic(_ name: String, _ args: [SType]) -> String {
            args.isEmpty ? name : name + "<" + args.map(reflectingName).joined(separator: ", ") + ">"
        }
        switch t {
        case .nominal(let d, let args): return generic(Self.moduleName(of: d) + "." + d.qualifiedName, args)
        case .optional(let w): return generic("Swift.Optional", [w])
        case .array(let e): return generic("Swift.Array", [e])
        case .dictionary(let k, let v): return generic("Swift.Dictionary", [k, v])
        case .tuple(let e, let labels):
            return "(" + e.enumerated().map { i, t in (labels?[i].map { $0 + ": " } ?? "") + reflectingName(t) }.joined(separator: ", ")
                + ")"
        case .metatype(let w):
            if case .existential = w { return typeName(t) }
            return reflectingName(w) + ".Type"
        default: return typeName(t)
        }
    }

    /// The module a type is declared in, as the runtime names it: the script's is `main` (see `runtimeName`).
    private static func moduleName(of d: NominalDecl) -> String {
        if !d.fromPrelude { return "main" }
        if foundationTypes.contains(d.name) { return "Foundation" }
        if d.name.hasPrefix("UI") || d.name.hasPrefix("NS") || d.name.hasPrefix("CG") { return "__C" }
        return "Swift"
    }

    private static let foundationTypes: Set<String> = [
        "Date", "UUID", "IndexPath", "IndexSet", "URL", "Locale", "TimeZone", "Calendar", "DateComponents", "Data",
    ]
}
