import SwiftSyntax

/// Raising declared messages (`Diagnostics`). Errors go to `diagnostics`, where overload trials look for
/// new ones and roll them back; warnings to `warnings`, which a trial does not judge by (a warning never
/// makes a candidate fail) and which are de-duplicated when shown, since a trial may raise one twice.
extension Checker {
    func error(_ message: Diagnostics.Message, at node: some SyntaxProtocol, notes: [CompileNote] = []) {
        diagnose(CompileDiagnostic(message, at: node, notes: notes))
    }

    func warning(_ message: Diagnostics.Message, at node: some SyntaxProtocol, notes: [CompileNote] = []) {
        diagnose(CompileDiagnostic(message, at: node, notes: notes))
    }

    func diagnose(_ diagnostic: CompileDiagnostic) {
        switch diagnostic.declared.severity {
        case .error: diagnostics.append(diagnostic)
        case .warning: if !isPrelude { warnings.append(diagnostic) }
        case .note: assertionFailure("a note is raised under a diagnostic, not alone")
        }
    }

    /// A message spelled where it is raised. Every message is declared in the catalogue instead; this stays only so
    /// that a branch which still spells one builds and is pointed here (`DiagnosticsCatalogueTests` fails on it).
    @available(*, deprecated, message: "declare the message in Sources/ReuseLabLanguage/Diagnostics and raise it by name")
    func error(_ text: String, at node: some SyntaxProtocol) {
        diagnose(CompileDiagnostic(Diagnostics.Message(id: "undeclared", severity: .error, text: text), at: node))
    }

    /// Warnings once each, in source order.
    var distinctWarnings: [CompileDiagnostic] {
        var seen = Set<String>()
        return warnings.filter { seen.insert("\($0.position.utf8Offset):\($0.declared.text)").inserted }
            .sorted { $0.position < $1.position }
    }
}
