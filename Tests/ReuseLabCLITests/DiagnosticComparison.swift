import Foundation

/// One diagnostic as swiftc (and ReuseLab) print it: the header line `FILE:LINE:COL: severity: message`,
/// then the notes drawn under the source lines of its block (`|- note: …`, `` `- note: …``).
struct PrintedDiagnostic: Equatable {
    var line: Int
    var column: Int
    var severity: String
    var message: String
    var notes: [String] = []
    /// Notes headed by a place of their own outside the script (`Swift.Sequence:1:11: note: …` from swiftc,
    /// `Swift.Sequence: note: …` from ReuseLab): in a library, whose lines ReuseLab's prelude does not share,
    /// so only their texts and order are compared.
    var libraryNotes: [String] = []
}

/// Reads every diagnostic block of swiftc's default style (or ReuseLab's, which is the same). A note with a
/// header of its own in another file than the script's (a library declaration) is a library note of the
/// diagnostic it follows; one in the script's own file ends the block it follows.
func printedDiagnostics(in output: String) -> [PrintedDiagnostic] {
    var found: [PrintedDiagnostic] = []
    var current: Int?
    // The snippet under a library note's header repeats that note: it is not one of the diagnostic's own.
    var inLibraryBlock = false
    var scriptFile: String?
    for raw in output.split(whereSeparator: { $0.isNewline }) {
        let line = String(raw)
        if let header = diagnosticHeader(line) {
            if header.diagnostic.severity == "note" {
                if let index = current, header.file != scriptFile {
                    found[index].libraryNotes.append(header.diagnostic.message)
                    inLibraryBlock = true
                } else {
                    current = nil
                }
            } else if header.file != nil {
                scriptFile = scriptFile ?? header.file
                found.append(header.diagnostic)
                current = found.count - 1
                inLibraryBlock = false
            }
            continue
        }
        guard let index = current, !inLibraryBlock else { continue }
        for marker in ["|- note: ", "`- note: "] {
            if let range = line.range(of: marker) {
                found[index].notes.append(withoutDiagnosticGroup(rightTrimmed(line[range.upperBound...])))
            }
        }
    }
    return found
}

/// `FILE:LINE:COL: severity: message`, or, for a library note as ReuseLab prints it, `PLACE: note: message`
/// (then `file` is nil).
private func diagnosticHeader(_ line: String) -> (diagnostic: PrintedDiagnostic, file: String?)? {
    for severity in ["error", "warning", "note"] {
        guard let range = line.range(of: ": \(severity): ") else { continue }
        let placeText = line[..<range.lowerBound]
        let message = withoutDiagnosticGroup(rightTrimmed(line[range.upperBound...]))
        let place = placeText.split(separator: ":")
        if place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) {
            let file = place.dropLast(2).joined(separator: ":")
            return (PrintedDiagnostic(line: lineNumber, column: column, severity: severity, message: message), file)
        }
        if severity == "note", !placeText.isEmpty, !placeText.contains(" ") {
            return (PrintedDiagnostic(line: 0, column: 0, severity: severity, message: message), nil)
        }
    }
    return nil
}

/// Warnings swiftc gives only in a full compile (its SIL passes), never with `-typecheck`.
let warningsBeyondTypecheck: Set<String> = ["code after 'return' will never be executed"]

/// Beyond the verdict and the first message (see `disagreements`): every warning ReuseLab shows is one
/// swiftc shows, at the same place and with the same notes; when both reject the script, ReuseLab shows
/// swiftc's first error at swiftc's line and column, with exactly swiftc's notes, in swiftc's order: those
/// drawn in the script by place, those in a library by text (see `PrintedDiagnostic.libraryNotes`).
/// (Warnings swiftc gives that ReuseLab does not yet are not counted against it.)
func diagnosticDisagreements(swiftcOutput: String, reuselabStderr: String, bothReject: Bool) -> [String] {
    let theirs = printedDiagnostics(in: swiftcOutput)
    let ours = printedDiagnostics(in: reuselabStderr)
    var found: [String] = []
    for warning in ours where warning.severity == "warning" && !warningsBeyondTypecheck.contains(warning.message) {
        let same = theirs.first {
            $0.severity == "warning" && $0.line == warning.line && $0.column == warning.column && $0.message == warning.message
        }
        guard let same else {
            found.append("reuselab warns \(warning.line):\(warning.column) \(warning.message.debugDescription), swiftc does not")
            continue
        }
        found += noteDisagreements(of: "warning \(warning.message.debugDescription)", swiftc: same, reuselab: warning)
    }
    if bothReject, let first = theirs.first(where: { $0.severity == "error" }) {
        let matching = ours.filter { $0.severity == "error" && $0.message == first.message }
        if let placed = matching.first(where: { $0.line == first.line && $0.column == first.column }) {
            found += noteDisagreements(of: "the first error", swiftc: first, reuselab: placed)
        } else if !matching.isEmpty {
            found.append(
                "swiftc's first error is at \(first.line):\(first.column), reuselab's at "
                    + matching.map { "\($0.line):\($0.column)" }.joined(separator: ", "))
        }
    }
    return found
}

func noteDisagreements(of what: String, swiftc: PrintedDiagnostic, reuselab: PrintedDiagnostic) -> [String] {
    var found: [String] = []
    if swiftc.notes != reuselab.notes {
        found.append("notes of \(what): swiftc \(swiftc.notes), reuselab \(reuselab.notes)")
    }
    if swiftc.libraryNotes != reuselab.libraryNotes {
        found.append("library notes of \(what): swiftc \(swiftc.libraryNotes), reuselab \(reuselab.libraryNotes)")
    }
    return found
}
