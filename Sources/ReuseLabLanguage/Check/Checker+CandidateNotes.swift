import SwiftSyntax

/// swiftc's notes under "no exact matches in call" when overloads differ only by their labels: one note per
/// candidate, at its name. Only for candidates declared in the learner's own file, where the notes can be
/// drawn; UIKit's are in the SDK, which swiftc would show and ReuseLab cannot.
extension Checker {
    func incorrectLabelNotes(_ candidates: [CallCandidate], labels: [String?], call: FunctionCallExprSyntax) -> [CompileNote] {
        let decls = candidates.map(\.decl)
        guard decls.count > 1, decls.allSatisfy({ $0.params.count == labels.count }) else { return [] }
        var notes: [CompileNote] = []
        for decl in decls {
            let expected = decl.params.map(\.label)
            guard let node = decl.nameNode, node.root.id == call.root.id, expected != labels else { return [] }
            notes.append(CompileNote(Diagnostics.incorrectLabelsForCandidate(have: labels, expected: expected), at: node))
        }
        return notes.sorted { $0.position < $1.position }
    }
}
