import SwiftSyntax

/// `protocol Store<Item>` declares a primary associated type, which `any Store<String>` and `some Store<String>`
/// constrain. ReuseLab accepts the declaration (its conformers and generic code over `S: Store` work) but not yet
/// the constrained spelling, said at the use; a protocol without one is swiftc's error.
extension Checker {
    func rejectConstrainedProtocol(_ decl: NominalDecl, at node: some SyntaxProtocol) {
        if decl.syntax?.as(ProtocolDeclSyntax.self)?.primaryAssociatedTypeClause != nil {
            error(Diagnostics.featureUnsupported(node.trimmedDescription), at: node)
        } else {
            // swiftc points at the protocol's name when the learner declared it in the same file.
            let sameFile = decl.nameNode.map { $0.root.id == Syntax(node).root.id } ?? false
            let declared = sameFile ? decl.nameNode.map { [CompileNote(Diagnostics.declaredHere(decl.name), at: $0)] } : nil
            error(Diagnostics.noPrimaryAssociatedTypes(decl.name), at: node, notes: declared ?? [])
        }
    }
}
