import Foundation

/// `String(format:)` for the conversions app code uses (`%d %i %u %x %X %o %f %e %g %@ %%`, with flags,
/// width and precision), and `dump` in the standard library's format (`▿` for a value with children).
extension Interpreter {
    func registerFormattingNatives() {
        natives["String.init(format:_:)"] = { i, c in .string(try i.format(c.string("format"), c.array("arguments"))) }
        natives["dump(_:)"] = { i, c in
            let type = c.bindings.values.first ?? .any
            var lines: [String] = []
            var objects: [ObjectIdentifier: Int] = [:]
            try i.dumpLines(c.arg("value"), as: type, label: nil, indent: 0, into: &lines, objects: &objects)
            i.output(lines.map { $0 + "\n" }.joined())
            return try c.arg("value")
        }
    }

    // MARK: String(format:)

    func format(_ template: String, _ arguments: [Value]) throws -> String {
        var out = ""
        var next = 0
        var chars = Array(template)[...]
        func argument() -> Value {
            defer { next += 1 }
            return next < arguments.count ? arguments[next].unerased : .none
        }
        while let ch = chars.popFirst() {
            guard ch == "%" else {
                out.append(ch)
                continue
            }
            var spec = "%"
            while let f = chars.first, "-+ 0#123456789.".contains(f) {
                spec.append(f)
                chars.removeFirst()
            }
            while let l = chars.first, "lhqLjzt".contains(l) { chars.removeFirst() }
            guard let conversion = chars.popFirst() else {
                out += spec
                break
            }
            switch conversion {
            case "%": out += "%"
            case "d", "i": out += String(format: spec + "ld", Self.formatInteger(argument()))
            case "u", "x", "X", "o": out += String(format: spec + "l" + String(conversion), Self.formatInteger(argument()))
            case "f", "F", "e", "E", "g", "G", "a", "A": out += String(format: spec + String(conversion), (argument().numericValue ?? 0))
            case "c": out += String(format: spec + "c", Self.formatInteger(argument()))
            case "@", "s":
                let v = argument()
                out += pad(try describe(v, as: .any, frame: nil), spec: spec)
            default: out += spec + String(conversion)
            }
        }
        return out
    }

    /// `String(format:)` takes any `CVarArg`, so nothing checks that `%d` is given an Int: a Double is
    /// truncated as `Int(_:)` would, and anything else prints 0.
    private static func formatInteger(_ value: Value) -> Int {
        switch value {
        case .int(let i): return i
        case .double(let d): return Int(exactly: d.rounded(.towardZero)) ?? 0
        default: return 0
        }
    }

    /// Width and the `-` flag applied to a described value, as `%10@` does.
    private func pad(_ text: String, spec: String) -> String {
        let digits = spec.drop { !"123456789".contains($0) }.prefix { $0.isNumber }
        guard let width = Int(digits), text.count < width, width < 1 << 20 else { return text }
        let fill = String(repeating: " ", count: width - text.count)
        return spec.contains("-") ? text + fill : fill + text
    }

    // MARK: dump

    private func dumpLines(
        _ v: Value, as type: SType, label: String?, indent: Int, into lines: inout [String],
        objects: inout [ObjectIdentifier: Int]
    ) throws {
        let prefix = String(repeating: " ", count: indent)
        let named = label.map { $0 + ": " } ?? ""
        func line(_ summary: String, children: Bool) { lines.append(prefix + (children ? "▿ " : "- ") + named + summary) }
        if case .optional(let wrapped) = type {
            if v.isNone { return line("nil", children: false) }
            line(try describe(v, as: type, frame: nil, nested: true), children: true)
            return try dumpLines(v.unwrappedOnce, as: wrapped, label: "some", indent: indent + 2, into: &lines, objects: &objects)
        }
        switch v {
        case .erased(let inner, let t):
            try dumpLines(inner, as: t, label: label, indent: indent, into: &lines, objects: &objects)
        case .array(let a):
            line(a.count == 1 ? "1 element" : "\(a.count) elements", children: !a.isEmpty)
            for e in a { try dumpLines(e, as: type.arrayElement ?? .any, label: nil, indent: indent + 2, into: &lines, objects: &objects) }
        case .tuple(let parts):
            var types: [SType] = []
            if case .tuple(let ts, _) = type { types = ts }
            line("(\(parts.count) elements)", children: !parts.isEmpty)
            for (n, p) in parts.enumerated() {
                try dumpLines(p, as: n < types.count ? types[n] : .any, label: ".\(n)", indent: indent + 2, into: &lines, objects: &objects)
            }
        case .structValue(let s) where !s.decl.fromPrelude:
            let args = genericArguments(of: s.decl, in: type)
            line(reflectingName(.nominal(s.decl, args ?? [])), children: !s.fields.isEmpty)
            for (p, f) in zip(s.decl.storedProperties, s.fields) {
                try dumpLines(
                    f, as: memberType(p.type, of: s.decl, args), label: p.name, indent: indent + 2, into: &lines, objects: &objects)
            }
        case .enumValue(let e) where !e.decl.fromPrelude:
            let args = genericArguments(of: e.decl, in: type)
            let name = reflectingName(.nominal(e.decl, args ?? [])) + "." + e.caseDecl.name
            line(name, children: !e.payload.isEmpty)
            if e.payload.count == 1, let p = e.caseDecl.payload.first {
                try dumpLines(
                    e.payload[0], as: memberType(p.type, of: e.decl, args), label: e.caseDecl.name, indent: indent + 2, into: &lines,
                    objects: &objects)
            } else if !e.payload.isEmpty {
                let types = e.caseDecl.payload.map { memberType($0.type, of: e.decl, args) }
                try dumpLines(
                    .tuple(e.payload), as: .tuple(types), label: e.caseDecl.name, indent: indent + 2, into: &lines, objects: &objects)
            }
        case .object(let o) where !o.decl.fromPrelude:
            let id = ObjectIdentifier(o)
            let args = genericArguments(of: o.decl, in: type)
            let name = args.map { reflectingName(.nominal(o.decl, $0)) } ?? runtimeName(.nominal(o.decl, []))
            if let seen = objects[id] { return line(name + " #\(seen)", children: false) }
            let number = objects.count
            objects[id] = number
            let stored = o.decl.classChain.reversed().flatMap(\.storedProperties)
            line(name + " #\(number)", children: !stored.isEmpty)
            for p in stored where p.fieldIndex >= 0 && p.fieldIndex < o.fields.count {
                try dumpLines(
                    o.fields[p.fieldIndex], as: memberType(p.type, of: o.decl, args), label: p.name, indent: indent + 2, into: &lines,
                    objects: &objects)
            }
        default:
            line(try describe(v, as: type, frame: nil, nested: true), children: false)
        }
    }
}
