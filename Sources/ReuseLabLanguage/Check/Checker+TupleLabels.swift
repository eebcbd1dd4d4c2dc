import SwiftSyntax

/// Labels written in tuple patterns and tuple assignments (`case (x: 0, y: let y)`, `let (x: a, y: b) = point`,
/// `(a: p, b: q) = pair`): each must be the label the value's type has at that place, as swiftc requires.
/// A label on a value whose type has none is accepted in a declaration (`let (x: a, y: b) = (1, 2)`) and
/// rejected in a case pattern, where swiftc asks for `_`.
extension Checker {
    /// The first label written in `written` that differs from `type`'s label at its place: (written, expected).
    func mismatchedTupleLabel(_ written: [String?], in type: SType, unlabeledAccepts: Bool) -> (index: Int, String, String)? {
        guard case .tuple(_, let labels) = type else { return nil }
        for (index, label) in written.enumerated() {
            guard let label else { continue }
            let expected = labels?[index] ?? nil
            if expected == label || (expected == nil && unlabeledAccepts) { continue }
            return (index, label, expected ?? "_")
        }
        return nil
    }

    /// `case (y: 0, x: let x)` against `(x: Int, y: Int)`: swiftc's error at the element; false when it was raised.
    func tuplePatternLabelsFit(_ elements: LabeledExprListSyntax, _ type: SType) -> Bool {
        let written = elements.map { $0.label?.text }
        guard let (index, label, expected) = mismatchedTupleLabel(written, in: type, unlabeledAccepts: false) else { return true }
        let element = elements[elements.index(elements.startIndex, offsetBy: index)]
        error(Diagnostics.tuplePatternLabelMustBe(label, expected), at: element)
        return false
    }

    func tuplePatternLabelsFit(_ elements: TuplePatternElementListSyntax, _ type: SType) -> Bool {
        let written = elements.map { $0.label?.text }
        guard let (index, label, expected) = mismatchedTupleLabel(written, in: type, unlabeledAccepts: false) else { return true }
        let element = elements[elements.index(elements.startIndex, offsetBy: index)]
        error(Diagnostics.tuplePatternLabelMustBe(label, expected), at: element)
        return false
    }

    /// `let (a: m, b: n) = point`: the labels written make the type the value must convert to.
    func declaredTupleLabelsFit(_ pattern: TuplePatternSyntax, _ type: SType, value: some SyntaxProtocol) -> Bool {
        guard case .tuple(let elements, _) = type else { return true }
        let written = pattern.elements.map { $0.label?.text }
        guard mismatchedTupleLabel(written, in: type, unlabeledAccepts: true) != nil else { return true }
        error(Diagnostics.cannotConvertToSpecifiedType(type, .tuple(elements, labels: written)), at: value)
        return false
    }

    /// `let ((a, b), c) = …`: every name of a nested tuple pattern declared with its element's type.
    func declareTuplePattern(
        _ pattern: TuplePatternSyntax, type: SType,
        declare: (String, SType, IdentifierPatternSyntax) -> VarRef
    ) -> Pattern {
        guard case .tuple(let elements, _) = type, elements.count == pattern.elements.count else {
            if !type.isError { error(tuplePatternMismatch(type), at: pattern) }
            return .wildcard
        }
        return .tuple(
            zip(pattern.elements, elements).map { element, elementType in
                if let ident = element.pattern.as(IdentifierPatternSyntax.self) {
                    return .bind(declare(ident.identifier.text, elementType, ident))
                }
                if let nested = element.pattern.as(TuplePatternSyntax.self) {
                    return declareTuplePattern(nested, type: elementType, declare: declare)
                }
                return .wildcard
            })
    }

    /// `for (a: i, y: j) in points` with labels that are not the elements': swiftc's error at the sequence.
    func loopTupleLabelsFit(_ pattern: PatternSyntax, _ element: SType, sequence: ExprSyntax) -> Bool {
        guard let tuple = pattern.as(TuplePatternSyntax.self) else { return true }
        let written = tuple.elements.map { $0.label?.text }
        guard mismatchedTupleLabel(written, in: element, unlabeledAccepts: true) != nil else { return true }
        error(Diagnostics.patternCannotMatch(element), at: sequence)
        return false
    }
}
