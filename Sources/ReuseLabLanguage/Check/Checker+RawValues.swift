import SwiftSyntax

/// Enums with raw values (`enum Suit: String`, `enum Level: Int`) and `CaseIterable`: the raw value of each
/// case, written or implicit, and the members Swift synthesizes (`rawValue`, `init?(rawValue:)`, `allCases`).
extension Checker {
    /// The raw value of a case as Swift assigns it: the literal written, else the case name (String) or one
    /// more than the previous case (Int, from 0).
    func rawValue(of element: EnumCaseElementSyntax, in decl: NominalDecl) -> Value? {
        let written = element.rawValue?.value
        guard let rawType = decl.rawType else {
            if let written { error(Diagnostics.rawValueWithoutRawType, at: written) }
            return nil
        }
        let value: Value
        if let written {
            guard let literal = literalValue(written) else {
                error(Diagnostics.rawValueNotLiteral, at: written)
                return nil
            }
            switch (literal, rawType.nominalDecl === world.intType) {
            case (.int, true), (.string, false): value = literal
            case (.int, false):
                error(Diagnostics.intRawValueMismatch(rawType.description), at: written)
                return nil
            default:
                error(Diagnostics.stringRawValueMismatch(rawType.description), at: written)
                return nil
            }
        } else if rawType.nominalDecl === world.intType {
            // An Int raw type's earlier cases all have Int raw values (or the enum had an error already).
            guard case .int(let previous)? = decl.caseOrder.last?.rawValue ?? (decl.caseOrder.isEmpty ? .int(-1) : nil) else { return nil }
            value = .int(previous + 1)
        } else {
            value = .string(element.name.lookupName)
        }
        if let previous = decl.caseOrder.first(where: { $0.rawValue.map { valuesEqual($0, value) } ?? false }) {
            error(
                Diagnostics.rawValueNotUnique, at: Syntax(written) ?? Syntax(element.name),
                notes: rawValueNotUniqueNotes(element, previous, in: decl))
        }
        return value
    }

    private func literalValue(_ e: ExprSyntax) -> Value? {
        if let i = e.as(IntegerLiteralExprSyntax.self) { return Int(i.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.int) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", let i = p.expression.as(IntegerLiteralExprSyntax.self) {
            return Int("-" + i.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.int)
        }
        if let s = e.as(StringLiteralExprSyntax.self), s.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) {
            let text = s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            return .string(unescape(text, rawPounds: s.openingPounds?.text.count ?? 0))
        }
        return nil
    }

    private func valuesEqual(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        default: return false
        }
    }

    /// `rawValue` and `init?(rawValue:)` for a raw type; `allCases` for `CaseIterable` (enums without payloads).
    func synthesizeEnumMembers(_ decl: NominalDecl) {
        guard decl.kind == .enumType else { return }
        if let rawType = decl.rawType {
            if decl.properties(named: "rawValue") == nil {
                let raw = VarDecl(name: "rawValue", type: rawType, syntax: nil)
                raw.owner = decl
                raw.native = "enumRawValue"
                decl.addProperty(raw)
            }
            if !decl.initializers.contains(where: { $0.labels == ["rawValue"] }) {
                let make = FuncDecl(name: "init", kind: .initializer, nameNode: nil)
                make.owner = decl
                make.native = "enumFromRawValue"
                make.isFailable = true
                make.params = [
                    ParamDecl(label: "rawValue", name: "rawValue", type: rawType, defaultSyntax: nil, isVariadic: false, isInout: false)
                ]
                make.resultType = .optional(decl.declaredType)
                make.checked = true
                decl.initializers.append(make)
            }
        }
        let caseIterable = world.types["CaseIterable"]
        if let caseIterable, world.allConformances(of: decl).contains(where: { $0 === caseIterable }),
            decl.properties(named: "allCases") == nil
        {
            let all = VarDecl(name: "allCases", type: .array(decl.declaredType), syntax: nil)
            all.owner = decl
            all.isStatic = true
            all.native = "enumAllCases"
            decl.addProperty(all)
        }
    }
}

/// swiftc's notes under "raw value for enum case is not unique": where the value was used before, and, for an
/// `Int` value Swift counted on to, where the counting started.
extension Checker {
    fileprivate func rawValueNotUniqueNotes(_ element: EnumCaseElementSyntax, _ previous: EnumCaseDecl, in decl: NominalDecl)
        -> [CompileNote]
    {
        guard let previousElement = previous.element, previousElement.root.id == element.root.id else { return [] }
        let earlier = decl.caseOrder.compactMap(\.element)
        var notes: [CompileNote] = []
        if element.rawValue == nil, let note = autoIncrementNote(before: earlier.count, in: earlier, decl: decl) { notes.append(note) }
        let previousPlace = Syntax(previousElement.rawValue?.value) ?? Syntax(previousElement.name)
        notes.append(CompileNote(Diagnostics.rawValuePreviouslyUsed, at: previousPlace))
        if previousElement.rawValue == nil, let index = earlier.firstIndex(where: { $0.id == previousElement.id }),
            let note = autoIncrementNote(before: index, in: earlier, decl: decl)
        {
            notes.append(note)
        }
        return notes
    }

    /// For the implicit `Int` raw value of the case at `index`: the last value written before it, or the first
    /// case when none was (counted from zero).
    private func autoIncrementNote(before index: Int, in elements: [EnumCaseElementSyntax], decl: NominalDecl) -> CompileNote? {
        guard decl.rawType?.nominalDecl === world.intType, let first = elements.first else { return nil }
        if let written = elements[..<index].last(where: { $0.rawValue != nil })?.rawValue?.value {
            return CompileNote(Diagnostics.rawValueAutoIncrementedFromHere, at: written)
        }
        return CompileNote(Diagnostics.rawValueAutoIncrementedFromZero, at: first.name)
    }
}
