import SwiftSyntax

/// Notes that swiftc places in a library's declaration (the standard library's generated interface, UIKit,
/// Reusable) rather than in the learner's file: `Swift.Sequence:1:11: note: where 'Self.Element' = 'Row'`.
/// ReuseLab's library is its own prelude, whose lines are not the SDK's, so such a note is printed as a block
/// of its own headed by the declaration swiftc names (`Swift.Sequence: note: …`), without a line and column.
/// The differential test compares these notes by text and order, not by place (Tests/Golden/README.md).
extension Diagnostics {
    struct LibraryNote: Hashable, Sendable {
        /// The declaration as swiftc heads the note: `Swift.Sequence`, `Swift.String.subscript`, `UIKit.UIEdgeInsetsMake`.
        let place: String
        let note: Message

        var printed: String { "\(place): note: \(note.text)" }
    }

    /// `quotedType` as `quoted(_:)` gives it, or a name in quotes.
    static func whereParameterIs(_ parameter: String, _ quotedType: String) -> Message {
        note("where '\(parameter)' = \(quotedType)")
    }

    static func explicitlyUnavailableHere(_ name: String) -> Message {
        note("'\(name)' has been explicitly marked unavailable here")
    }

    static func obsoletedInSwift(_ name: String, _ version: String) -> Message {
        note("'\(name)' was obsoleted in Swift \(version)")
    }

    /// `expected` is spelled as swiftc spells the candidate's parameter (`Set<Int>.Index`), `index` counts from 0.
    static func candidateExpectsValue(_ expected: String, parameter index: Int, got: SType) -> Message {
        note("candidate expects value of type '\(expected)' for parameter #\(index + 1) (got \(quoted(got)))")
    }

    /// `produced` is quoted as swiftc quotes it, with its `(aka '…')` where it gives one.
    static func candidateProducesOtherResult(_ name: String, produced: String, expected: SType) -> Message {
        note("'\(name)' produces \(produced), not the expected contextual result type \(quoted(expected))")
    }
}

extension Diagnostics.Message {
    /// The message with a note at `node`, a declaration in the learner's source.
    func withNote(_ note: Diagnostics.Message, at node: some SyntaxProtocol) -> Diagnostics.Message {
        var copy = self
        copy.notesThere.append(Diagnostics.NoteThere(note: note, node: Syntax(node)))
        return copy
    }

    /// The same message followed by a note at a library declaration.

    func withLibraryNote(_ note: Diagnostics.Message, at place: String) -> Diagnostics.Message {
        var copy = self
        copy.libraryNotes.append(Diagnostics.LibraryNote(place: place, note: note))
        return copy
    }
}

/// The types the standard library's overloads of a slicing method return, as swiftc quotes them in its
/// `candidate produces …` notes: each with the protocol that declares the overload.
extension Diagnostics {
    static func stringSlicingResults(_ name: String) -> [(String, String)]? {
        let substring = "'String.SubSequence' (aka 'Substring')"
        let elements = "'[String.Element]' (aka 'Array<Character>')"
        switch name {
        case "prefix": return [("Sequence", "'PrefixSequence<String>'"), ("Collection", substring)]
        case "dropFirst": return [("Sequence", "'DropFirstSequence<String>'"), ("Collection", substring)]
        case "suffix", "dropLast": return [("Sequence", elements), ("Collection", substring), ("BidirectionalCollection", substring)]
        case "split":
            return [
                ("Sequence", "'[ArraySlice<String.Element>]' (aka 'Array<ArraySlice<Character>>')"),
                ("Collection", "'[String.SubSequence]' (aka 'Array<Substring>')"),
            ]
        default: return nil
        }
    }

    /// `array` and `element` as swiftc spells the types (`[Int]`, `Int`).
    static func arraySlicingResults(_ name: String, array: String, element: String) -> [(String, String)]? {
        let slice = "'ArraySlice<\(element)>'"
        switch name {
        case "prefix": return [("Sequence", "'PrefixSequence<\(array)>'"), ("Collection", slice)]
        case "dropFirst": return [("Sequence", "'DropFirstSequence<\(array)>'"), ("Collection", slice)]
        default: return nil
        }
    }
}
