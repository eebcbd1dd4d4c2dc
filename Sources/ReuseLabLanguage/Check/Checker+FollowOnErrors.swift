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
    func reportMissingName(_ name: String, swiftcMessage: String, at node: some SyntaxProtocol) {
        if namesBehindBoundary.contains(name) { return }
        error(missingTypeMessage(name, swiftcMessage: swiftcMessage), at: node)
    }
}
