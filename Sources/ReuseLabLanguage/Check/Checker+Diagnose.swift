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
        var diagnostic = diagnostic
        if diagnostic.notes.isEmpty, let note = unmetRequirementNotes[diagnostic.declared] { diagnostic.notes = [note] }
        switch diagnostic.declared.severity {
        case .error: diagnostics.append(diagnostic)
        case .warning: if !isPrelude { warnings.append(diagnostic) }
        case .note: assertionFailure("a note is raised under a diagnostic, not alone")
        }
    }

    /// Warnings once each, in source order.
    var distinctWarnings: [CompileDiagnostic] {
        var seen = Set<String>()
        return warnings.filter { seen.insert("\($0.position.utf8Offset):\($0.declared.text)").inserted }
            .sorted { $0.position < $1.position }
    }
}
