import SwiftDiagnostics
import SwiftSyntax

/// Where a crash (or a limit) stopped the learner's script, drawn by the same renderer as compile errors:
/// the location, two lines of context and a caret under the expression that trapped.
extension SessionState {
    func crashSite(at loc: SourceLoc, tree: SourceFileSyntax, displayName: String, isLimit: Bool) -> String {
        guard loc.file == displayName, loc.line > 0 else { return "" }
        let converter = SourceLocationConverter(fileName: displayName, tree: tree)
        let position = converter.position(ofLine: loc.line, column: loc.column)
        guard let token = tree.token(at: position) else { return "" }
        let message = isLimit ? Diagnostics.programStoppedHere : Diagnostics.appCrashedHere
        return render([Diagnostic(node: token, position: position, message: CheckerMessage(message))], tree: tree, displayName: displayName)
    }
}
