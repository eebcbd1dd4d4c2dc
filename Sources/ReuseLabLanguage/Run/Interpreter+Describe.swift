/// How `print`, string interpolation and `String(describing:)` render values, following Swift's rules:
/// strings bare at the top and quoted inside collections and `Optional(…)`, types unqualified.
extension Interpreter {
    func describe(_ v: Value, as type: SType, frame: Frame?, nested: Bool = false) throws -> String {
        if case .optional(let w) = type {
            if v.isNone { return "nil" }
            return "Optional(" + (try describe(v.unwrappedOnce, as: w, frame: frame, nested: true)) + ")"
        }
        switch v {
        case .erased(let inner, let t): return try describe(inner, as: t, frame: frame, nested: nested)
        case .void: return "()"
        case .none: return "nil"
        case .presentNil: return "Optional(nil)"
        case .int(let i): return String(i)
        case .double(let d):
            if case .nominal(let t, _) = type, t === world.floatType { return String(Float(d)) }
            return String(d)
        case .bool(let b): return String(b)
        case .string(let s), .substring(let s, _):
            return nested ? "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" : s
        case .type(let t): return typeName(t)
        case .range(let a, let b): return describeRange(a, b, as: type, nested: nested)
        case .opaque: return "<opaque>"
        case .function: return "(Function)"
        case .array(let a): return try describeArray(a, as: type, frame: frame)
        case .set(let storage):
            // Inside a collection or an Optional, Swift prints a set's debug form: `Set([1, 2])`.
            let elements = try describeSet(storage, as: type, frame: frame)
            return nested ? "Set(" + elements + ")" : elements
        case .dictionary(let d, let order): return try describeDictionary(d, order, as: type, frame: frame)
        case .tuple(let parts): return try describeTuple(parts, as: type, frame: frame)
        case .enumValue(let e): return try describeEnum(v, e, as: type, frame: frame, nested: nested)
        case .structValue(let s): return try describeStruct(v, s, as: type, frame: frame, nested: nested)
        case .object(let o): return try describeObject(v, o, as: type)
        }
    }

    // The composite values, each in its own function: a value nested 100,000 deep repeats `describe`'s frame
    // once per level, so that frame holds only what every case needs.

    @inline(never)
    private func describeArray(_ a: [Value], as type: SType, frame: Frame?) throws -> String {
        let element: SType = type.arrayElement ?? .any
        return "[" + (try a.map { try describe($0, as: element, frame: frame, nested: true) }).joined(separator: ", ") + "]"
    }

    @inline(never)
    private func describeDictionary(_ d: [DictionaryKey: Value], _ order: [DictionaryKey], as type: SType, frame: Frame?) throws -> String {
        if order.isEmpty { return "[:]" }
        var valueType: SType = .any
        if case .dictionary(_, let vt) = type { valueType = vt }
        return "["
            + (try order.map { k in
                try describe(keyValue(k), as: .any, frame: frame, nested: true) + ": "
                    + describe(d[k] ?? .none, as: valueType, frame: frame, nested: true)
            }).joined(separator: ", ") + "]"
    }

    @inline(never)
    private func describeTuple(_ parts: [Value], as type: SType, frame: Frame?) throws -> String {
        if isKeyPathValue(parts, type) { return try describe(parts[2], as: .any, frame: frame, nested: false) }
        var types: [SType] = []
        var labels: [String?]? = nil
        if case .tuple(let ts, let ls) = type {
            types = ts
            labels = ls
        }
        return "("
            + (try parts.enumerated().map { i, p in
                let label = (labels.flatMap { i < $0.count ? $0[i] : nil }).map { $0 + ": " } ?? ""
                return label + (try describe(p, as: i < types.count ? types[i] : .any, frame: frame, nested: true))
            }).joined(separator: ", ") + ")"
    }

    @inline(never)
    private func describeEnum(_ v: Value, _ e: EnumValue, as type: SType, frame: Frame?, nested: Bool) throws -> String {
        if let text = try customDescription(v, decl: e.decl) { return text }
        let args = genericArguments(of: e.decl, in: type)
        // Inside a collection, an Optional or another value, Swift prints the debug form: `main.E.a`.
        let caseName =
            nested && !e.decl.fromPrelude ? reflectingName(.nominal(e.decl, args ?? [])) + "." + e.caseDecl.name : e.caseDecl.name
        if e.payload.isEmpty { return caseName }
        return caseName + "("
            + (try zip(e.payload, e.caseDecl.payload).map { p, decl in
                (decl.label.map { $0 + ": " } ?? "")
                    + (try describe(p, as: memberType(decl.type, of: e.decl, args), frame: frame, nested: true))
            }).joined(separator: ", ") + ")"
    }

    @inline(never)
    private func describeStruct(_ v: Value, _ s: StructValue, as type: SType, frame: Frame?, nested: Bool) throws -> String {
        if let text = try customDescription(v, decl: s.decl) {
            // A slice's debug form, which Swift prints inside a collection or an Optional: `ArraySlice([2, 3])`.
            return nested && s.decl.fromPrelude && s.decl.name == "ArraySlice" ? "ArraySlice(" + text + ")" : text
        }
        // A generic struct prints with its type arguments (`Box<String, Int>(…)`), read from the static type.
        let args = genericArguments(of: s.decl, in: type)
        let named: SType = .nominal(s.decl, args ?? [])
        let qualified = nested && (!s.decl.fromPrelude || Interpreter.libraryStructsPrintedQualified.contains(s.decl.name))
        let typeName = qualified ? reflectingName(named) : self.typeName(named)
        // A reversed view prints its base alone, as Swift's: `ReversedCollection<Array<Int>>(_base: [1, 2, 3])`.
        if s.decl.fromPrelude, s.decl.name == "ReversedCollection", s.fields.count == 2 {
            let base = try describe(s.fields[1], as: args?.first ?? .any, frame: frame, nested: true)
            return (nested ? reflectingName(named) : self.typeName(named)) + "(_base: " + base + ")"
        }
        return typeName + "("
            + (try zip(s.decl.storedProperties, s.fields).map { p, f in
                p.name + ": " + (try describe(f, as: memberType(p.type, of: s.decl, args), frame: frame, nested: true))
            }).joined(separator: ", ") + ")"
    }

    @inline(never)
    private func describeObject(_ v: Value, _ o: Instance, as type: SType) throws -> String {
        if let text = try customDescription(v, decl: o.decl) { return text }
        if o.decl.classChain.contains(where: { $0.name == "NSObject" && $0.fromPrelude }) {
            if let native = natives["describeObject"],
                case .string(let s) = try native(
                    self, NativeCall(receiver: v, args: [], frame: Frame(size: 1, parent: nil), loc: .unknown, bindings: [:]))
            {
                return s
            }
            return "<\(runtimeName(.nominal(o.decl, []))): \(o.address)>"
        }
        if let args = genericArguments(of: o.decl, in: type) { return reflectingName(.nominal(o.decl, args)) }
        return runtimeName(.nominal(o.decl, []))
    }

    /// A set as its elements in brackets. Its own function, so that `describe`'s frame, which a deeply nested
    /// value repeats once per level, stays small.
    @inline(never)
    private func describeSet(_ storage: SetStorage, as type: SType, frame: Frame?) throws -> String {
        var element: SType = .any
        if case .nominal(_, let args) = type, args.count == 1 { element = args[0] }
        return "[" + (try storage.elements.map { try describe($0, as: element, frame: frame, nested: true) }).joined(separator: ", ") + "]"
    }

    /// `1...3` and `0..<3`; inside a collection or an Optional their debug form, `ClosedRange(1...3)`.
    /// Closedness comes from the static type: both kinds share one run-time value.
    private func describeRange(_ lower: Int, _ upper: Int, as type: SType, nested: Bool) -> String {
        let closed = type.nominalDecl === world.closedRangeDecl
        // A closed range ending at Int.max is held as `.range(lower, Int.max)` (see the range natives).
        let text = closed ? "\(lower)...\(upper == Int.max ? upper : upper - 1)" : "\(lower)..<\(upper)"
        return nested ? (closed ? "ClosedRange(" : "Range(") + text + ")" : text
    }

    /// `description` from `CustomStringConvertible`, when the value's type provides one: its own, or one a protocol
    /// extension gives it (`extension Shape { var description: String { … } }`), the most constrained first.
    private func customDescription(_ v: Value, decl: NominalDecl) throws -> String? {
        let conformances = world.allConformances(of: decl)
        guard conformances.contains(where: { $0.name == "CustomStringConvertible" }) else { return nil }
        for c in decl.classChain {
            if let p = c.properties(named: "description")?.first(where: { !$0.isStatic }) {
                return try getProperty(p, of: v, dispatch: .dynamic, loc: .unknown).checkedString()
            }
        }
        var best: (property: VarDecl, constraints: Int)? = nil
        for p in conformances {
            for ext in world.protocolExtensions[ObjectIdentifier(p)] ?? [] where extensionAppliesAtRunTime(ext, decl) {
                guard let property = ext.properties.first(where: { $0.name == "description" && !$0.isStatic }) else { continue }
                if best == nil || ext.selfParam.constraintCount > best!.constraints { best = (property, ext.selfParam.constraintCount) }
            }
        }
        guard let best else { return nil }
        return try getProperty(best.property, of: v, dispatch: .dynamic, loc: .unknown).checkedString()
    }

    /// A metatype as the runtime prints it: sugar spelled out (`Array<Int>`, `Optional<String>`,
    /// `Dictionary<String, Int>`), where the compiler's diagnostics write `[Int]` and `String?`.
    func typeName(_ t: SType) -> String {
        func generic(_ name: String, _ args: [SType]) -> String { name + "<" + args.map(typeName).joined(separator: ", ") + ">" }
        switch t {
        case .nominal(let d, let args): return args.isEmpty ? d.name : generic(d.name, args)
        case .optional(let w): return generic("Optional", [w])
        case .array(let e): return generic("Array", [e])
        case .dictionary(let k, let v): return generic("Dictionary", [k, v])
        case .tuple(let e, let labels):
            return "(" + e.enumerated().map { i, t in (labels?[i].map { $0 + ": " } ?? "") + typeName(t) }.joined(separator: ", ") + ")"
        case .function(let p, let r): return "(" + p.map(typeName).joined(separator: ", ") + ") -> " + typeName(r)
        case .metatype(let w):
            if case .existential = w { return t.description }
            return typeName(w) + ".Type"
        default: return t.description
        }
    }
}

extension Interpreter {
    /// A key path value (getter, setter, text; see `Checker+KeyPathValues.swift`) prints as Swift prints it: `\Cell.title`.
    func isKeyPathValue(_ parts: [Value], _ type: SType) -> Bool {
        guard parts.count == 3, case .nominal(let d, _) = type, d.fromPrelude, d.name.hasSuffix("KeyPath") else { return false }
        return true
    }
}
