/// How the REPL shows a result it names (`$R0: Int = 3`), after the layout of Swift's REPL (LLDB's
/// expression results): scalars on the line, aggregates as an indented tree of their children —
///
///     $R1: [Int] = 2 values {
///       [0] = 1
///       [1] = 2
///     }
///
/// Strings are quoted, an Optional shows its payload or `nil`, a struct or class of the learner's lists
/// its stored properties. Objects of the simulated UIKit show their description (`<MyCell: 0x…>`) as the
/// summary, with the learner's own stored properties below: LLDB's full expansion of a UIKit object
/// would be pages of private fields.
extension Interpreter {
    /// A value as a summary and/or children, before it is laid out.
    struct ResultNode {
        var summary: String?
        var children: [(name: String, node: ResultNode)] = []
        /// Children left out beyond `ResultLayout.maximumChildren`.
        var omitted = 0
    }

    enum ResultLayout {
        /// Children shown of one array, dictionary or object (LLDB's default shows 256); the rest is `...`.
        static let maximumChildren = 100
        /// Nesting shown; deeper aggregates read `{...}` (object graphs can be cyclic).
        static let maximumDepth = 5
    }

    /// `$R0: Int = 3`, with the children of an aggregate on the following lines.
    func replResultText(name: String, type: SType, value: Value) -> String {
        let node = resultNode(value, type: type, depth: 0)
        return name + ": " + Self.replTypeName(type) + " = " + layout(node, indent: "")
    }

    /// The type as Swift's REPL writes it: the compiler's sugar, with LLDB's spaced dictionary colon.
    static func replTypeName(_ type: SType) -> String {
        switch type {
        case .dictionary(let key, let value): return "[" + replTypeName(key) + " : " + replTypeName(value) + "]"
        case .array(let element): return "[" + replTypeName(element) + "]"
        case .optional(let wrapped):
            let inner = replTypeName(wrapped)
            if case .function = wrapped { return "(" + inner + ")?" }
            return inner + "?"
        default: return type.description
        }
    }

    private func layout(_ node: ResultNode, indent: String) -> String {
        if node.children.isEmpty && node.omitted == 0 { return node.summary ?? "{}" }
        let inner = indent + "  "
        var lines = node.children.map { inner + $0.name + " = " + layout($0.node, indent: inner) }
        if node.omitted > 0 { lines.append(inner + "...") }
        return (node.summary.map { $0 + " " } ?? "") + "{\n" + lines.joined(separator: "\n") + "\n" + indent + "}"
    }

    private func resultNode(_ value: Value, type: SType, depth: Int) -> ResultNode {
        if case .optional(let wrapped) = type {
            return value.isNone ? ResultNode(summary: "nil") : resultNode(value.unwrappedOnce, type: wrapped, depth: depth)
        }
        switch value {
        case .erased(let inner, let innerType): return resultNode(inner, type: innerType, depth: depth)
        case .none, .presentNil: return ResultNode(summary: "nil")
        case .string(let text), .substring(let text, _): return ResultNode(summary: Self.quoted(text))
        case .int, .double, .bool, .range, .type, .function, .opaque, .void:
            return ResultNode(summary: plainDescription(value, type: type))
        case .array(let elements):
            let elementType = type.arrayElement ?? .any
            let count = elements.count
            var node = ResultNode(summary: "\(count) value" + (count == 1 ? "" : "s"))
            guard count > 0 else { return node }
            guard depth < ResultLayout.maximumDepth else {
                node.summary! += " {...}"
                return node
            }
            for (index, element) in elements.prefix(ResultLayout.maximumChildren).enumerated() {
                node.children.append(("[\(index)]", resultNode(element, type: elementType, depth: depth + 1)))
            }
            node.omitted = max(0, count - ResultLayout.maximumChildren)
            return node
        case .set(let storage):
            // Shown as the REPL shows a set: its elements, like an array's.
            var element: SType = .any
            if case .nominal(_, let args) = type, args.count == 1 { element = args[0] }
            return resultNode(.array(storage.elements), type: .array(element), depth: depth)
        case .dictionary(let entries, let order):
            var keyType: SType = .any
            var valueType: SType = .any
            if case .dictionary(let k, let v) = type {
                keyType = k
                valueType = v
            }
            let count = order.count
            var node = ResultNode(summary: "\(count) key/value pair" + (count == 1 ? "" : "s"))
            guard count > 0 else { return node }
            guard depth < ResultLayout.maximumDepth else {
                node.summary! += " {...}"
                return node
            }
            for (index, key) in order.prefix(ResultLayout.maximumChildren).enumerated() {
                let pair = ResultNode(
                    summary: nil,
                    children: [
                        ("key", resultNode(keyValue(key), type: keyType, depth: depth + 2)),
                        ("value", resultNode(entries[key] ?? .none, type: valueType, depth: depth + 2)),
                    ])
                node.children.append(("[\(index)]", pair))
            }
            node.omitted = max(0, count - ResultLayout.maximumChildren)
            return node
        case .tuple(let parts):
            var types: [SType] = []
            var labels: [String?]? = nil
            if case .tuple(let ts, let ls) = type {
                types = ts
                labels = ls
            }
            guard depth < ResultLayout.maximumDepth else { return ResultNode(summary: "{...}") }
            var node = ResultNode(summary: nil)
            for (index, part) in parts.enumerated() {
                let label = labels.flatMap { index < $0.count ? $0[index] : nil } ?? String(index)
                node.children.append((label, resultNode(part, type: index < types.count ? types[index] : .any, depth: depth + 1)))
            }
            return node
        case .enumValue(let e):
            var node = ResultNode(summary: e.caseDecl.name)
            guard !e.payload.isEmpty, depth < ResultLayout.maximumDepth else { return node }
            let single = e.payload.count == 1 && e.caseDecl.payload.first?.label == nil
            for (index, (part, declared)) in zip(e.payload, e.caseDecl.payload).enumerated() {
                let name = single ? e.caseDecl.name : declared.label ?? String(index)
                node.children.append((name, resultNode(part, type: declared.type, depth: depth + 1)))
            }
            return node
        case .structValue(let s):
            // The prelude's structs (IndexPath, CGRect…) read best as Swift prints them.
            if s.decl.fromPrelude { return ResultNode(summary: plainDescription(value, type: type)) }
            return storedPropertiesNode(of: value, in: [s.decl], summary: nil, depth: depth)
        case .object(let o):
            let own = o.decl.classChain.reversed().filter { !$0.fromPrelude }
            let isUIKit = o.decl.classChain.contains { $0.fromPrelude }
            return storedPropertiesNode(of: value, in: own, summary: isUIKit ? plainDescription(value, type: type) : nil, depth: depth)
        }
    }

    private func storedPropertiesNode(of value: Value, in decls: [NominalDecl], summary: String?, depth: Int) -> ResultNode {
        var node = ResultNode(summary: summary)
        let properties = decls.flatMap(\.storedProperties).filter { $0.fieldIndex >= 0 && !$0.isLazy && !$0.isStatic }
        guard !properties.isEmpty else { return node }
        guard depth < ResultLayout.maximumDepth else {
            node.summary = (summary.map { $0 + " " } ?? "") + "{...}"
            return node
        }
        for property in properties.prefix(ResultLayout.maximumChildren) {
            node.children.append((property.name, resultNode(storedField(property, of: value), type: property.type, depth: depth + 1)))
        }
        node.omitted = max(0, properties.count - ResultLayout.maximumChildren)
        return node
    }

    /// A stored property read without running any code (no getters, no lazy initializers).
    private func storedField(_ property: VarDecl, of value: Value) -> Value {
        let stored: Value
        switch value {
        case .object(let o) where property.fieldIndex < o.fields.count: stored = o.fields[property.fieldIndex]
        case .structValue(let s) where property.fieldIndex < s.fields.count: stored = s.fields[property.fieldIndex]
        default: return .none
        }
        guard property.ownership != .strong else { return stored }
        return (try? loadReference(stored, loc: .unknown)) ?? .none
    }

    /// What `print` shows, or `<unprintable>` if describing it would trap.
    private func plainDescription(_ value: Value, type: SType) -> String {
        (try? describe(value, as: type, frame: nil)) ?? "<unprintable>"
    }

    /// A string as Swift's debug description writes it.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
