import ReuseLabSimulator

/// `:why` that knows the case: beyond the general explanation, what the world held when it went wrong
/// (the identifiers registered, the nearest to the one asked for, the two strings of a nib mismatch, the
/// class registered under an identifier) and, for compile errors, swiftc's notes and fix-its.
extension Explanations {
    static func forCompileError(_ diagnostic: CompileDiagnostic, in converter: (CompileNote) -> (line: Int, column: Int)) -> String {
        var text: String
        if diagnostic.id == Diagnostics.doesNotConform("", "").id {
            text =
                "Compile time: swiftc refused the code, so nothing ran.\n  \(diagnostic.message)\n"
                + "Why: declaring a conformance promises every requirement of the protocol; the notes below name the ones missing.\n"
                + "Fix: add each missing member to the type (or to an extension of it), or rely on a protocol extension that provides it.\n"
                + "See: Improving Table and Collection View APIs, and the Reusable protocol lesson."
        } else {
            text = forCompileError(diagnostic.message)
        }
        text += "\n  (message \(diagnostic.id))"
        for note in diagnostic.notes {
            let place = converter(note)
            text += "\n  note at \(place.line):\(place.column): \(note.declared.text)"
            if let fixIt = note.fixIt { text += " — fix-it: \(fixIt.summary)" }
        }
        return text
    }

    static func forTrap(_ trap: Trap, world: PoolSnapshot) -> String {
        var text = forTrap(trap)
        let message = trap.consoleText
        let registrations = world.views.flatMap { view in view.registrations.map { (view: view.name, registration: $0) } }
        if let asked = quotedIdentifier(in: message, after: "with identifier "), message.contains("dequeue") {
            let identifiers = registrations.map(\.registration.identifier)
            if identifiers.isEmpty {
                text += "\nKnown: nothing is registered on any table or collection view yet."
            } else {
                text += "\nKnown: registered " + identifiers.map { "\"\($0)\"" }.joined(separator: ", ") + "; asked for \"\(asked)\"."
                if let nearest = identifiers.min(by: { editDistance($0, asked) < editDistance($1, asked) }) {
                    let distance = editDistance(nearest, asked)
                    text += " Nearest: \"\(nearest)\" (\(distance) edit\(distance == 1 ? "" : "s") away)."
                }
            }
        } else if message.contains("identifier in nib") || message.contains("indentifier in nib"),
            let inNib = parenthesized(in: message, after: "in nib ("),
            let registered = parenthesized(in: message, after: "register the nib (")
        {
            text += "\nKnown: in the nib \"\(inNib)\"\n       registered \"\(registered)\""
        } else if message.contains("Could not cast value") {
            let lines = registrations.filter { $0.registration.role == "cell" }
                .map { "\"\($0.registration.identifier)\" → \($0.registration.source) (on \($0.view))" }
            if !lines.isEmpty { text += "\nKnown: registered " + lines.joined(separator: ", ") + "." }
        }
        return text
    }

    /// `with identifier Cell -` → `Cell`.
    private static func quotedIdentifier(in text: String, after marker: String) -> String? {
        guard let range = text.range(of: marker) else { return nil }
        let rest = text[range.upperBound...]
        let end = rest.range(of: " - ")?.lowerBound ?? rest.firstIndex(where: { $0 == "\n" || $0 == "'" }) ?? rest.endIndex
        return String(rest[..<end])
    }

    private static func parenthesized(in text: String, after marker: String) -> String? {
        guard let range = text.range(of: marker), let close = text[range.upperBound...].firstIndex(of: ")") else { return nil }
        return String(text[range.upperBound..<close])
    }

    /// Levenshtein distance, for "did you mean" among registered identifiers.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
