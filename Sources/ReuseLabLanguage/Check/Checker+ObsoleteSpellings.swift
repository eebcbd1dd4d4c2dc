import SwiftSyntax

/// Swift 2/3 spellings that old tutorials still teach, reported as swiftc reports them: the `where` clause
/// inside `<…>`, and the UIKit names Swift 4.2 renamed that the SDK still declares as unavailable.
extension Checker {
    /// Declared `@available(swift, obsoleted: 4.2, renamed:)` in the SDK.
    static let renamedUIKitNames = ["UITableViewCellStyle": "UITableViewCell.CellStyle"]
    /// Declared `@available(swift, obsoleted: 4.2, message:)`: the replacement swiftc's message names.
    static let replacedUIKitFunctions = ["UIEdgeInsetsMake": "UIEdgeInsets(top:left:bottom:right:)"]

    /// swiftc's message for a name the SDK still declares under its old spelling, or nil.
    func obsoleteSpelling(_ name: String) -> Diagnostics.Message? {
        if let renamed = Checker.renamedUIKitNames[name] { return Diagnostics.renamed(name, renamed) }
        if let replacement = Checker.replacedUIKitFunctions[name] { return Diagnostics.replacedBy(name, replacement) }
        return nil
    }

    /// `func f<T: P where T: Q>`: swift-syntax reads the old form; swiftc rejects it at `where`.
    func rejectObsoleteGenericWhereClauses(in tree: SourceFileSyntax) {
        final class Finder: SyntaxVisitor {
            var clauses: [GenericWhereClauseSyntax] = []
            override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind {
                if let clause = node.genericWhereClause { clauses.append(clause) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for clause in finder.clauses { error(Diagnostics.genericWhereClauseObsolete, at: clause.whereKeyword) }
    }
}
