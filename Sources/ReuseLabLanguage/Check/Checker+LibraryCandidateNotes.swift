import SwiftSyntax

/// swiftc's notes naming the standard library's candidates when none fits: the subscripts of a `Set`, and the
/// overloads of `prefix`, `suffix`, `dropFirst`, `dropLast` and `split` whose results are not the annotated type.
/// Each sits in the standard library, so it is a `LibraryNote` headed by the declaration swiftc names.
extension Checker {
    /// `ids[0]`: every subscript a `Set` has, each expecting something other than the argument's type.
    func setSubscriptNotes(_ set: SType, argument: ExprSyntax?) -> Diagnostics.Message {
        var message = Diagnostics.noExactMatchesInSubscript
        guard let argument else { return message }
        let got = checkExpr(argument, expected: nil).type
        // An index whose own error was reported (`set[position]` after a boundary) says nothing more.
        guard !got.isError else { return Diagnostics.followOnError }
        let index = "\(set.diagnosticDescription).Index"
        let candidates = [
            ("Swift.Set.subscript", index), ("Swift.Collection.subscript", "Range<\(index)>"),
            ("Swift.Collection.subscript", "RangeSet<\(index)>"), ("Swift.Collection.subscript", "(UnboundedRange_) -> ()"),
        ]
        for (place, expected) in candidates {
            message = message.withLibraryNote(Diagnostics.candidateExpectsValue(expected, parameter: 0, got: got), at: place)
        }
        return message
    }

    /// `let t: String = title.prefix(3)`: what each of the library's overloads produces for the receiver.
    func slicingResultNotes(_ message: Diagnostics.Message, name: String, call: Expr?, expected: SType) -> Diagnostics.Message {
        guard let call, case .call(let callee, _, _, _) = call.kind, case .method(let receiver, _, _) = callee else { return message }
        let found: [(String, String)]?
        switch receiver.type {
        case .nominal(let d, _) where d === world.stringType:
            found = Diagnostics.stringSlicingResults(name)
        case .array(let element):
            found = Diagnostics.arraySlicingResults(
                name, array: receiver.type.diagnosticDescription, element: element.diagnosticDescription)
        default: return message
        }
        guard let results = found else { return message }
        // swiftc names `split` by its full name in the note, and the others by their base name.
        let noteName = name == "split" ? "split(separator:maxSplits:omittingEmptySubsequences:)" : name
        return results.reduce(message) { message, result in
            message.withLibraryNote(
                Diagnostics.candidateProducesOtherResult(noteName, produced: result.1, expected: expected), at: "Swift.\(result.0).\(name)")
        }
    }
}
