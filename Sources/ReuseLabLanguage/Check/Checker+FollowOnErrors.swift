import SwiftSyntax

/// One boundary, one message. When ReuseLab reports a construct as not supported, what the construct
/// declares must not come back as swiftc-worded errors at every use ("cannot find 'x' in scope"): like
/// swiftc's `<<error type>>`, the name is declared anyway, with the error type, which every check lets
/// pass silently; names of declarations that could not be made at all are remembered instead.
extension Checker {
    /// A local name whose declaration hit a boundary: a local of the error type, so its uses check silently.
    func declareBehindBoundary(_ name: String) {
        _ = context.declare(name, type: .error, isLet: true)
        namesBehindBoundary.insert(name)
    }

    /// "cannot find 'x' in scope" (or "cannot find type"), unless `x` was declared by an unsupported construct,
    /// or ReuseLab's own words when `x` is a library type it lacks.
    func reportMissingName(_ name: String, swiftcMessage: Diagnostics.Message, at node: some SyntaxProtocol) {
        if namesBehindBoundary.contains(name) { return }
        if !unsimulatedImports.isEmpty, missingTypeMessage(name, swiftcMessage: swiftcMessage) == swiftcMessage {
            namesBehindBoundary.insert(name)
            error(Diagnostics.nameFromUnsimulatedModule(name, unsimulatedImports), at: node)
            return
        }
        if let owner = methodContext?.owner, let unsimulated = unsimulatedInheritedMember(name, of: owner) {
            error(unsimulated, at: node)
            return
        }
        error(missingTypeMessage(name, swiftcMessage: swiftcMessage), at: node)
    }
}

extension Checker {
    /// A pattern matched against a value whose type is already an error (`case .success(let v)` on an
    /// unsupported `Result`): the names it binds are declared with the error type, so the case body raises
    /// no "cannot find 'v' in scope".
    func declaringNamesSilently(_ expr: ExprSyntax, binding: Bool) -> Pattern {
        final class Names: SyntaxVisitor {
            let binding: Bool
            var found: [String] = []
            init(binding: Bool) {
                self.binding = binding
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
                found.append(node.identifier.text)
                return .skipChildren
            }
            // In `case let .pair(a, b)` the bare names are bindings too.
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if binding, node.parent?.is(LabeledExprSyntax.self) == true { found.append(node.baseName.text) }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let names = Names(binding: binding)
        names.walk(expr)
        for name in names.found where context.scopes.last?[name] == nil {
            _ = declarePatternName(name, type: .error)
        }
        return .wildcard
    }
}
