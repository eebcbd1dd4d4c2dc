import Foundation

/// One diagnostic as swiftc (and ReuseLab) print it: the header line `FILE:LINE:COL: severity: message`,
/// then the notes drawn under the source lines of its block (`|- note: …`, `` `- note: …``).
struct PrintedDiagnostic: Equatable {
    var line: Int
    var column: Int
    var severity: String
    var message: String
    var notes: [String] = []
}

/// Reads every diagnostic block of swiftc's default style (or ReuseLab's, which is the same). A note with a
/// header of its own (one in another file, such as the declaration modules) ends the block it follows.
func printedDiagnostics(in output: String) -> [PrintedDiagnostic] {
    var found: [PrintedDiagnostic] = []
    var current: Int?
    for raw in output.split(whereSeparator: { $0.isNewline }) {
        let line = String(raw)
        if let header = diagnosticHeader(line) {
            if header.severity == "note" {
                current = nil
            } else {
                found.append(header)
                current = found.count - 1
            }
            continue
        }
        guard let index = current else { continue }
        for marker in ["|- note: ", "`- note: "] {
            if let range = line.range(of: marker) {
                found[index].notes.append(withoutDiagnosticGroup(rightTrimmed(line[range.upperBound...])))
            }
        }
    }
    return found
}

private func diagnosticHeader(_ line: String) -> PrintedDiagnostic? {
    for severity in ["error", "warning", "note"] {
        guard let range = line.range(of: ": \(severity): ") else { continue }
        let place = line[..<range.lowerBound].split(separator: ":")
        guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
        return PrintedDiagnostic(
            line: lineNumber, column: column, severity: severity,
            message: withoutDiagnosticGroup(rightTrimmed(line[range.upperBound...])))
    }
    return nil
}

/// Warnings swiftc gives only in a full compile (its SIL passes), never with `-typecheck`.
let warningsBeyondTypecheck: Set<String> = ["code after 'return' will never be executed"]

/// Beyond the verdict and the first message (see `disagreements`): every warning ReuseLab shows is one
/// swiftc shows, at the same place and with the same notes; when both reject the script, ReuseLab shows
/// swiftc's first error at swiftc's line and column, and, if it draws notes under it, swiftc's notes.
/// (Warnings and notes swiftc gives that ReuseLab does not yet are not counted against it.)
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
        if same.notes != warning.notes {
            found.append("notes of warning \(warning.message.debugDescription): swiftc \(same.notes), reuselab \(warning.notes)")
        }
    }
    if bothReject, let first = theirs.first(where: { $0.severity == "error" }) {
        let matching = ours.filter { $0.severity == "error" && $0.message == first.message }
        if !matching.isEmpty {
            if !matching.contains(where: { $0.line == first.line && $0.column == first.column }) {
                found.append(
                    "swiftc's first error is at \(first.line):\(first.column), reuselab's at "
                        + matching.map { "\($0.line):\($0.column)" }.joined(separator: ", "))
            }
            if let withNotes = matching.first(where: { !$0.notes.isEmpty }), withNotes.notes != first.notes {
                found.append("notes of the first error: swiftc \(first.notes), reuselab \(withNotes.notes)")
            }
        }
    }
    return found
}
