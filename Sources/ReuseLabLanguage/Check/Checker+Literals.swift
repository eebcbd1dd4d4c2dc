import SwiftSyntax

/// Literals: numbers, `nil`, strings with their escapes and interpolations, arrays, sets, dictionaries and tuples.
extension Checker {
    func checkIntegerLiteral(_ lit: IntegerLiteralExprSyntax, expected: SType?) -> Expr {
        guard let v = lit.representedLiteralValue else {
            error(Diagnostics.integerLiteralOverflows(lit.literal.text), at: lit)
            return errorExpr(lit)
        }
        if let d = expectedFloatingPoint(expected) { return floatingLiteral(Double(v), as: d, at: loc(lit)) }
        return boxedNumberLiteral(Expr(.intLiteral(v), world.int, loc(lit)), expected: expected)
    }

    func checkNilLiteral(_ lit: NilLiteralExprSyntax, expected: SType?) -> Expr {
        if let exp = expected, case .optional = exp { return Expr(.nilLiteral, exp, loc(lit)) }
        return Expr(.nilLiteral, .nilLiteral, loc(lit))
    }

    /// `[a, b]`: an array, a set when the context is one, or an option set's union.
    func checkArrayLiteral(_ array: ArrayExprSyntax, expected: SType?) -> Expr {
        if let optionSet = optionSetLiteral(array, expected: expected) { return optionSet }
        // A literal given to something already reported (`[.sortedKeys]` for an unsupported type's property):
        // its elements check against the error type, silently.
        if expected?.isError == true {
            for element in array.elements { _ = checkExpr(element.expression, expected: .error) }
            return errorExpr(array)
        }
        var elementType: SType? = nil
        if let exp = expected?.unwrappedFully, case .array(let e) = exp { elementType = e }
        var setElement = expectedSetElement(expected)
        if let e = setElement { elementType = isUnappliedSetElement(e) ? nil : e }
        var checked: [Expr?] = Array(repeating: nil, count: array.elements.count)
        // `[Mode.dark, .light]`, `[[1, 2], [], [3]]`: an element that names a member without its type, or an empty
        // collection, takes the others' type.
        let deferred =
            elementType == nil
            ? array.elements.map { needsContextualType($0.expression) || isEmptyCollectionLiteral($0.expression) } : []
        let typed = deferred.contains(true) ? deferred : []
        for (i, element) in array.elements.enumerated() where !(typed.isEmpty ? false : typed[i]) {
            checked[i] = checkExpr(element.expression, expected: elementType)
        }
        if !typed.isEmpty {
            let others = checked.compactMap { $0?.type }
            let context = others.dropFirst().reduce(others.first) { joined, t in joined.map { join($0, t) } }
            for (i, element) in array.elements.enumerated() where typed[i] {
                checked[i] = checkExpr(
                    element.expression, expected: context.flatMap { $0.isError ? nil : $0 } ?? emptyArrayDefault(element.expression))
            }
        }
        let elements = checked.map { $0! }
        if elementType == nil {
            var joined: SType? = nil
            for e in elements { joined = joined.map { join($0, e.type) } ?? e.type }
            if let j = joined, j.isError, elements.contains(where: { !$0.type.isError }) {
                error(Diagnostics.heterogeneousCollectionLiteral, at: array)
            }
            elementType = joined
        }
        if elementType == nil {
            // The value for a place already reported (`items = []` where `items` cannot change) is no second error.
            error(expected?.isError == true ? Diagnostics.followOnError : Diagnostics.emptyCollectionLiteral, at: array)
            return errorExpr(array)
        }
        for (e, s) in zip(elements, array.elements) where !world.isConvertible(e.type, to: elementType!) {
            error(Diagnostics.cannotConvertElement(e.type, elementType!), at: s.expression)
        }
        if setElement != nil { setElement = elementType }
        if let e = setElement { return Expr(.setLiteral(elements.map { erasing($0, to: e) }), world.setDecl.applied(to: [e]), loc(array)) }
        return Expr(.arrayLiteral(elements.map { erasing($0, to: elementType!) }), .array(elementType!), loc(array))
    }

    /// `[[], []]`: with nothing else to go by, swiftc makes an empty array element an `[Any]`.
    private func emptyArrayDefault(_ element: ExprSyntax) -> SType? {
        guard let array = element.as(ArrayExprSyntax.self), array.elements.isEmpty else { return nil }
        return .array(.any)
    }

    /// `.dark` or `.named("x")`: a member reference whose type comes from its context.
    func needsContextualType(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.base == nil
        }
        return false
    }

    /// `(a, b)`, or a parenthesized expression when there is one unlabelled element.
    func checkTupleLiteral(_ tuple: TupleExprSyntax, expected: SType?) -> Expr {
        if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return checkExpr(only.expression, expected: expected)
        }
        var expectedElements: [SType]? = nil
        if let exp = expected, case .tuple(let es, _) = exp, es.count == tuple.elements.count { expectedElements = es }
        let elements = tuple.elements.enumerated().map { i, el in checkExpr(el.expression, expected: expectedElements?[i]) }
        return Expr(
            .tupleLiteral(elements), .tuple(elements.map(\.type), labels: tupleLabels(tuple.elements.map { $0.label?.text })), loc(tuple))
    }

    func checkStringLiteral(_ lit: StringLiteralExprSyntax) -> Expr {
        // `#"C:\path"#`: in a raw string a backslash escapes only when followed by the delimiter's `#`s.
        let pounds = lit.openingPounds?.text.count ?? 0
        if lit.segments.allSatisfy({
            if case .stringSegment = $0 { return true }
            return false
        }) {
            let plain = unescape(
                lit.segments.map { segment -> String in
                    if case .stringSegment(let s) = segment { return s.content.text }
                    return ""
                }.joined(), rawPounds: pounds)
            return Expr(.stringLiteral(plain), world.string, loc(lit))
        }
        var pieces: [InterpolationPiece] = []
        for segment in lit.segments {
            switch segment {
            case .stringSegment(let s):
                pieces.append(.text(unescape(s.content.text, rawPounds: pounds)))
            case .expressionSegment(let e):
                guard e.expressions.count == 1, let only = e.expressions.first, only.label == nil else {
                    error(Diagnostics.interpolationFormUnsupported, at: e)
                    continue
                }
                let value = checkExprKeepingOptional(only.expression, expected: nil)
                warnOptionalInterpolated(value, only.expression)
                pieces.append(.value(value))
            }
        }
        return Expr(.interpolation(pieces), world.string, loc(lit))
    }

    func unescape(_ text: String, rawPounds: Int = 0) -> String {
        guard text.contains("\\") else { return text }
        if rawPounds > 0 { return unescapeRaw(text, pounds: String(repeating: "#", count: rawPounds)) }
        var out = ""
        var iterator = text.makeIterator()
        while let c = iterator.next() {
            guard c == "\\", let next = iterator.next() else {
                out.append(c)
                continue
            }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "\\": out.append("\\")
            case "u": out.unicodeScalars.append(contentsOf: Self.unicodeEscape(&iterator))
            default: out.append(next)
            }
        }
        return out
    }

    /// A raw string's text: `\#n` (as many `#` as its delimiter) is an escape, a lone backslash itself.
    private func unescapeRaw(_ text: String, pounds: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let slash = rest.firstIndex(of: "\\") {
            out += rest[..<slash]
            let after = rest[rest.index(after: slash)...]
            guard after.hasPrefix(pounds) else {
                out.append("\\")
                rest = after
                continue
            }
            // The escape as an ordinary string spells it: the backslash and what follows the `#`s.
            let escape = after.dropFirst(pounds.count)
            let end =
                escape.first == "u"
                ? (escape.firstIndex(of: "}").map { escape.index(after: $0) } ?? escape.endIndex)
                : (escape.isEmpty ? escape.endIndex : escape.index(after: escape.startIndex))
            out += unescape("\\" + escape[..<end])
            rest = escape[end...]
        }
        return out + rest
    }

    /// The scalar of `\u{1F600}` after its `u` (the parser has already rejected malformed ones).
    private static func unicodeEscape(_ iterator: inout String.Iterator) -> [Unicode.Scalar] {
        guard iterator.next() == "{" else { return [] }
        var hex = ""
        while let c = iterator.next(), c != "}" { hex.append(c) }
        return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init).map { [$0] } ?? []
    }

    func checkDictionary(_ dict: DictionaryExprSyntax, expected: SType?) -> Expr {
        var keyType: SType? = nil
        var valueType: SType? = nil
        if expected?.isError == true {
            if case .elements(let list) = dict.content {
                for element in list {
                    _ = checkExpr(element.key, expected: .error)
                    _ = checkExpr(element.value, expected: .error)
                }
            }
            return errorExpr(dict)
        }
        if let exp = expected?.unwrappedFully, case .dictionary(let k, let v) = exp {
            keyType = k
            valueType = v
        }
        guard case .elements(let list) = dict.content else {
            guard let k = keyType, let v = valueType else {
                error(expected?.isError == true ? Diagnostics.followOnError : Diagnostics.emptyCollectionLiteral, at: dict)
                return errorExpr(dict)
            }
            return Expr(.dictionaryLiteral([]), .dictionary(k, v), loc(dict))
        }
        let elements = Array(list)
        var checked: [(Expr, Expr)?] = Array(repeating: nil, count: elements.count)
        // `["rows": [], "sections": [1]]`: an empty collection value takes the other values' type, whatever its place.
        let emptyValues = elements.map { valueType == nil && isEmptyCollectionLiteral($0.value) }
        let order = elements.indices.filter { !emptyValues[$0] } + elements.indices.filter { emptyValues[$0] }
        for i in order {
            let element = elements[i]
            let k = checkExpr(element.key, expected: keyType)
            let v = checkExpr(element.value, expected: valueType ?? (emptyValues[i] ? emptyArrayDefault(element.value) : nil))
            keyType = keyType ?? k.type
            valueType = valueType.map { join($0, v.type) } ?? v.type
            checked[i] = (k, v)
        }
        let pairs = checked.map { $0! }
        let kt = keyType ?? .error
        if case .nominal(let d, _) = kt, !isSupportedKey(d) {
            if let missing = missingHashable(d) {
                error(missing, at: dict)
            } else {
                error(Diagnostics.dictionaryKeyUnsupported, at: dict)
            }
        }
        let vt = valueType ?? .error
        return Expr(.dictionaryLiteral(pairs.map { ($0, erasing($1, to: vt)) }), .dictionary(kt, vt), loc(dict))
    }
}
