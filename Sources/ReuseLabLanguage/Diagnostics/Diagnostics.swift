import SwiftDiagnostics
import SwiftSyntax

/// The catalogue: every message ReuseLab's checker shows is declared once, as a named factory in one of the
/// `Diagnostics+*.swift` files beside this one, in the manner of swiftc's `DiagnosticsSema.def`. Code raises
/// a message by name (`error(Diagnostics.cannotFindInScope(name), at: node)`); tests, lesson facts and `:why`
/// refer to the identifier, never to the text. A factory's identifier is its own name, so it cannot drift.
enum Diagnostics {
    enum Severity: String, Sendable {
        case error, warning, note
    }

    /// One declared message, filled in with its arguments.
    struct Message: Hashable, Sendable {
        /// The factory's name, e.g. `cannotFindInScope`.
        let id: String
        let severity: Severity
        let text: String
        /// swiftc's documentation group, which it prints after the message as ` [#group]`.
        var group: String? = nil
        /// Notes swiftc places in a library's declaration rather than in the learner's file (see `LibraryNote`).
        var libraryNotes: [LibraryNote] = []
        /// Notes swiftc always draws under this message at its own place (`did you mean to use 'try'?`),
        /// whichever checker routine raises it.
        var notesHere: [NoteHere] = []
        /// Notes at a declaration the message is about, found where the message is composed rather than where
        /// it is raised (`where 'Element' = 'Cell'` at the learner's constrained extension).
        var notesThere: [NoteThere] = []

        /// The text as swiftc prints it, with the group.
        var printed: String { group.map { "\(text) [#\($0)]" } ?? text }
    }

    /// What a fix-it would change, kept as data: the terminal formatter does not print fix-its (swiftc's does
    /// not either), `:why` does.
    struct FixIt: Hashable, Sendable {
        enum Change: Hashable, Sendable {
            case insert(String)
            case replace(with: String)
            /// After the expression the note is about (`x ?? <#default value#>`).
            case append(String)
            /// Around the expression the note is about (`String(describing: x)`).
            case surround(before: String, after: String)
        }
        let change: Change

        var summary: String {
            switch change {
            case .insert(let text): return "insert '\(text)'"
            case .replace(let text): return "replace with '\(text)'"
            case .append(let text): return "append '\(text)'"
            case .surround(let before, let after): return "surround with '\(before)' and '\(after)'"
            }
        }
    }

    /// A note at the place of the message it belongs to, with the fix-it swiftc attaches.
    struct NoteHere: Hashable, Sendable {
        let note: Message
        var fixIt: FixIt? = nil
    }

    /// A note at a place of its own in the learner's source.
    struct NoteThere: Hashable, Sendable {
        let note: Message
        let node: Syntax
    }

    static func error(_ text: String, group: String? = nil, notesHere: [NoteHere] = [], id: String = #function) -> Message {
        Message(id: identifier(id), severity: .error, text: text, group: group, notesHere: notesHere)
    }

    static func warning(_ text: String, group: String? = nil, id: String = #function) -> Message {
        Message(id: identifier(id), severity: .warning, text: text, group: group)
    }

    static func note(_ text: String, id: String = #function) -> Message {
        Message(id: identifier(id), severity: .note, text: text)
    }

    /// `cannotFindInScope(_:)` → `cannotFindInScope`.
    private static func identifier(_ function: String) -> String {
        function.firstIndex(of: "(").map { String(function[..<$0]) } ?? function
    }

    /// A type as swiftc quotes it in a message.
    /// A type as swiftc quotes it in a message; a type spelled with the `AnyClass` alias is followed by what
    /// the alias stands for, as swiftc does: `'AnyClass?' (aka 'Optional<any AnyObject.Type>')`.
    static func quoted(_ type: SType) -> String {
        let spelled = "'\(type.diagnosticDescription)'"
        return type.mentionsAnyClass ? spelled + " (aka '\(type.canonicalDescription)')" : spelled
    }
}

/// Adapts a declared message to swift-syntax's renderer, which draws swiftc-style carets.
struct CheckerMessage: DiagnosticMessage {
    let message: String
    let severity: DiagnosticSeverity
    var id = "checker"
    var diagnosticID: MessageID { MessageID(domain: "ReuseLab", id: id) }

    init(message: String, severity: DiagnosticSeverity, id: String = "checker") {
        self.message = message
        self.severity = severity
        self.id = id
    }

    /// Drawn after the diagnostic's own block, each as a block of its own (see `Diagnostics.LibraryNote`).
    var libraryNotes: [Diagnostics.LibraryNote] = []

    init(_ declared: Diagnostics.Message) {
        self.init(message: declared.printed, severity: declared.severity.swiftSyntax, id: declared.id)
        libraryNotes = declared.libraryNotes
    }
}

struct CheckerNote: NoteMessage {
    let message: String
    var id = "note"
    var noteID: MessageID { MessageID(domain: "ReuseLab", id: id) }
    var fixItID: MessageID { noteID }
}

extension Diagnostics.Severity {
    var swiftSyntax: DiagnosticSeverity {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .note: return .note
        }
    }
}
