import SwiftDiagnostics
import SwiftSyntax

/// A declared message raised at a node: an error, or a warning that does not stop the run.
struct CompileDiagnostic: Error {
    let declared: Diagnostics.Message
    let node: Syntax
    let position: AbsolutePosition
    var notes: [CompileNote] = []

    init(_ declared: Diagnostics.Message, at node: some SyntaxProtocol, position: AbsolutePosition? = nil, notes: [CompileNote] = []) {
        self.declared = declared
        self.node = Syntax(node)
        let position = position ?? node.positionAfterSkippingLeadingTrivia
        self.position = position
        self.notes =
            declared.notesHere.map { CompileNote($0.note, at: node, position: position, fixIt: $0.fixIt) }
            + declared.notesThere.map { CompileNote($0.note, at: $0.node) } + notes
    }

    var message: String { declared.text }
    var id: String { declared.id }
    var isError: Bool { declared.severity == .error }
    /// An error about a value whose type an earlier error left unknown (`[<<error type>>]`), or one raised
    /// empty to keep an expression failed: it counts for the verdict, but swiftc never prints one.
    var isFollowOn: Bool { isError && (declared.text.isEmpty || declared.text.contains(SType.error.description)) }

    /// A warning reported as an error (`--warnings-as-errors`), as swiftc's `-warnings-as-errors` does.
    var asError: CompileDiagnostic {
        var declared = self.declared
        declared = Diagnostics.Message(
            id: declared.id, severity: .error, text: declared.text, group: declared.group, libraryNotes: declared.libraryNotes)
        return CompileDiagnostic(declared, at: node, position: position, notes: notes)
    }

    /// The same diagnostic, re-anchored (a postfix `#if` chain's nodes are reported at the chain).
    func moved(to node: some SyntaxProtocol) -> CompileDiagnostic {
        // The notes the message always brings move with it; the others stay where they were.
        CompileDiagnostic(declared, at: node, notes: Array(notes.dropFirst(declared.notesHere.count + declared.notesThere.count)))
    }

    /// For swift-syntax's formatter.
    var rendered: Diagnostic {
        Diagnostic(
            node: node, position: position, message: CheckerMessage(declared),
            notes: notes.map { $0.rendered })
    }
}

/// A `note:` under a diagnostic, at its own place, optionally with a fix-it.
struct CompileNote {
    let declared: Diagnostics.Message
    let node: Syntax
    let position: AbsolutePosition
    var fixIt: Diagnostics.FixIt?

    init(_ declared: Diagnostics.Message, at node: some SyntaxProtocol, position: AbsolutePosition? = nil, fixIt: Diagnostics.FixIt? = nil)
    {
        self.declared = declared
        self.node = Syntax(node)
        self.position = position ?? node.positionAfterSkippingLeadingTrivia
        self.fixIt = fixIt
    }

    var rendered: Note {
        Note(node: node, position: position, message: CheckerNote(message: declared.text, id: declared.id))
    }
}

/// Thrown out of a checking routine when nothing sensible can be produced; the diagnostic is already recorded.
struct CheckAbort: Error {}
