import SwiftSyntax

/// Compiler directives ReuseLab refuses before checking. `#sourceLocation` would make diagnostics name
/// any file and line the text likes (swift-syntax's location converter obeys it), so it is reported at the
/// node, in ReuseLab's own words, rather than obeyed or ignored.
final class UnsupportedDirectives: SyntaxVisitor {
    static var sourceLocationMessage: String { Diagnostics.sourceLocationDirective.text }

    private(set) var found: [Syntax] = []

    static func sourceLocations(in tree: some SyntaxProtocol) -> [Syntax] {
        let visitor = UnsupportedDirectives(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found
    }

    override func visit(_ node: PoundSourceLocationSyntax) -> SyntaxVisitorContinueKind {
        found.append(Syntax(node))
        return .skipChildren
    }
}
