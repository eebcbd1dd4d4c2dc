import SwiftDiagnostics
import SwiftSyntax

/// A compile-time error in swiftc's words, anchored at a node.
struct CompileDiagnostic: Error {
    let message: String
    let node: Syntax
    let position: AbsolutePosition
    var notes: [(message: String, node: Syntax)] = []

    init(_ message: String, at node: some SyntaxProtocol, position: AbsolutePosition? = nil) {
        self.message = message
        self.node = Syntax(node)
        self.position = position ?? node.positionAfterSkippingLeadingTrivia
    }
}

/// Adapts our messages to swift-syntax's renderer, which draws swiftc-style carets.
struct CheckerMessage: DiagnosticMessage {
    let message: String
    let severity: DiagnosticSeverity
    var diagnosticID: MessageID { MessageID(domain: "ReuseLab", id: "checker") }
}

struct CheckerNote: NoteMessage {
    let message: String
    var noteID: MessageID { MessageID(domain: "ReuseLab", id: "note") }
    var fixItID: MessageID { noteID }
}

/// Thrown out of a checking routine when nothing sensible can be produced; the diagnostic is already recorded.
struct CheckAbort: Error {}
