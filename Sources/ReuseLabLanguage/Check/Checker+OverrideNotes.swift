import SwiftSyntax

/// swiftc's "overridden declaration is here" under an override that is not allowed or lacks its keyword:
/// drawn at the superclass member's name when it is in this entry; one of the library's (UIKit's
/// `prepareForReuse()`) heads a block of its own, as swiftc shows the SDK's.
extension Checker {
    /// Where the overridden member is declared: the node to draw at, and its library place when the prelude
    /// declares it (`UIKit.UITableViewCell.prepareForReuse()`).
    struct OverriddenDeclaration {
        let node: Syntax?
        let owner: NominalDecl?
        let printedName: String
    }

    func overriddenDeclaration(_ f: FuncDecl) -> OverriddenDeclaration {
        OverriddenDeclaration(node: f.nameNode, owner: f.owner, printedName: f.fullName)
    }

    func overriddenDeclaration(_ v: VarDecl) -> OverriddenDeclaration {
        let node = v.syntax.map { $0.as(PatternBindingSyntax.self).map { Syntax($0.pattern) } ?? $0 }
        return OverriddenDeclaration(node: node, owner: v.owner, printedName: v.name)
    }

    /// `message`, raised at `anchor`, with the note at the overridden declaration.
    func withOverriddenDeclarationNote(_ message: Diagnostics.Message, _ overridden: OverriddenDeclaration?, anchor: Syntax)
        -> Diagnostics.Message
    {
        guard let overridden, let node = overridden.node else { return message }
        if let module = PreludeTrees.shared.module(of: node) {
            let place = ([module] + (overridden.owner.map { [$0.name] } ?? []) + [overridden.printedName]).joined(separator: ".")
            return message.withLibraryNote(Diagnostics.overriddenDeclarationHere, at: place)
        }
        guard node.root.id == anchor.root.id else { return message }
        return message.withNote(Diagnostics.overriddenDeclarationHere, at: node)
    }
}
