import SwiftSyntax

/// swiftc's note under "… requires that 'X' conform to 'P'": `where 'T' = 'X'`, at the generic function's name.
/// In the learner's file it is drawn there; for a library function it heads a block of its own, named as the
/// module and the declaration (`Reusable.UITableView.register(cellType:)`, see `Diagnostics.LibraryNote`).
extension Checker {
    func unmetRequirement(_ message: Diagnostics.Message, of decl: FuncDecl, parameter: GenericParam, boundTo type: SType)
        -> (Diagnostics.Message, [CompileNote])
    {
        let note = Diagnostics.whereParameterIs(parameter.name, Diagnostics.quoted(type))
        guard let nameNode = decl.nameNode else { return (message, []) }
        if let module = PreludeTrees.shared.module(of: nameNode) {
            let place = ([module] + (decl.owner.map { [$0.name] } ?? []) + [decl.fullName]).joined(separator: ".")
            return (message.withLibraryNote(note, at: place), [])
        }
        return (message, [CompileNote(note, at: nameNode)])
    }
}
