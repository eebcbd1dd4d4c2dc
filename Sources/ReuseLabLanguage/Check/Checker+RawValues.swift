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
            value = .string(element.name.identifier?.name ?? element.name.text)
        }
        if decl.caseOrder.contains(where: { $0.rawValue.map { valuesEqual($0, value) } ?? false }) {
            error(Diagnostics.rawValueNotUnique, at: Syntax(written) ?? Syntax(element.name))
        }
        return value
    }

    private func literalValue(_ e: ExprSyntax) -> Value? {
        if let i = e.as(IntegerLiteralExprSyntax.self) { return Int(i.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.int) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", let i = p.expression.as(IntegerLiteralExprSyntax.self) {
            return Int("-" + i.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.int)
        }
        if let s = e.as(StringLiteralExprSyntax.self), s.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) {
            return .string(s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
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
            if decl.properties["rawValue"] == nil {
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
        if let caseIterable, world.allConformances(of: decl).contains(where: { $0 === caseIterable }), decl.properties["allCases"] == nil {
            let all = VarDecl(name: "allCases", type: .array(decl.declaredType), syntax: nil)
            all.owner = decl
            all.isStatic = true
            all.native = "enumAllCases"
            decl.addProperty(all)
        }
    }
}
