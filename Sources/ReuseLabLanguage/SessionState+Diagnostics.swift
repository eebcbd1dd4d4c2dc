import SwiftDiagnostics
import SwiftSyntax

/// Diagnostics drawn as swiftc draws them: each one its own block (the location, the message, two lines
/// of context, carets, and its notes at their own places), blocks separated by a blank line.
extension SessionState {
    /// swiftc prints every error; a learner's entry with more than this many has one mistake repeated,
    /// and the rest would scroll the first out of sight. Only printing stops: the verdict is made before.
    static let printedErrorLimit = 20

    func render(_ diagnostics: [Diagnostic], tree: SourceFileSyntax, displayName: String) -> String {
        var errors = 0
        let shown = diagnostics.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element)
            .filter { d in
                guard d.diagMessage.severity == .error else { return true }
                errors += 1
                return errors <= Self.printedErrorLimit
            }
        let blocks = shown.map { d -> String in
            var group = GroupedDiagnostics()
            let id = group.addSourceFile(tree: tree, displayName: displayName)
            group.addDiagnostic(d, in: id)
            // The formatter draws notes that are diagnostics of their own, as swiftc hands them over.
            // A note at a declaration of an earlier REPL entry has no place in this entry's source.
            for note in d.notes where note.node.root.id == tree.id {
                group.addDiagnostic(
                    Diagnostic(
                        node: note.node, position: note.position,
                        message: CheckerMessage(message: note.message, severity: .note)), in: id)
            }
            var block = DiagnosticsFormatter.annotateSources(in: group, contextSize: 2, colorize: false)
            while block.hasSuffix("\n") { block.removeLast() }
            for note in (d.diagMessage as? CheckerMessage)?.libraryNotes ?? [] {
                block += "\n\n" + note.printed
            }
            return block
        }
        guard !blocks.isEmpty else { return "" }
        var text = blocks.joined(separator: "\n\n") + "\n"
        if errors > Self.printedErrorLimit {
            text += "\n\(Diagnostics.moreErrorsNotShown(errors - Self.printedErrorLimit).text)\n"
        }
        return text
    }

    /// Warnings (and, with `warningsAsErrors`, warnings turned into errors) for one checked entry.
    func renderedWarnings(_ warnings: [CompileDiagnostic], tree: SourceFileSyntax, displayName: String) -> String {
        render(warnings.map(\.rendered), tree: tree, displayName: displayName)
    }
}
