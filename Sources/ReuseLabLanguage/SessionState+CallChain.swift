import SwiftSyntax

/// The chain of the learner's own calls under a crash, as a backtrace in Xcode would show it, in ReuseLab's
/// words: the function that stopped, then each call that led there, innermost first, up to the script's line.
/// Only call sites in the learner's file are shown (the prelude's, the Simulator's are the library's business).
extension SessionState {
    /// The innermost place in the learner's file: where the caret goes when the trap itself is in library code
    /// (Reusable's `fatalError`, a prelude `map` calling a closure that was not the learner's).
    func innermostLearnerLoc(_ trap: Trap, displayName: String) -> SourceLoc {
        if trap.loc.file == displayName { return trap.loc }
        return trap.callSites.last { $0.file == displayName } ?? trap.loc
    }

    func callChain(_ trap: Trap, tree: SourceFileSyntax, displayName: String) -> String {
        let innermost = innermostLearnerLoc(trap, displayName: displayName)
        // A native calling back (`map` calling its closure) reports the learner's call site again: shown once.
        var sites: [SourceLoc] = []
        for site in trap.callSites where site.file == displayName && site.line > 0 {
            if let last = sites.last, last.line == site.line, last.column == site.column { continue }
            sites.append(site)
        }
        guard innermost.file == displayName, !sites.isEmpty else { return "" }
        let converter = SourceLocationConverter(fileName: displayName, tree: tree)
        func enclosing(_ loc: SourceLoc) -> String? {
            let position = converter.position(ofLine: loc.line, column: loc.column)
            return tree.token(at: position).flatMap(Self.enclosingFunctionName)
        }
        // The sites that are the crash line itself (the trap was in library code called from there) add nothing.
        var callers = Array(sites.reversed().drop { $0.line == innermost.line && $0.column == innermost.column })
        guard let function = enclosing(innermost) else { return "" }
        var lines = [Diagnostics.crashedInFunction(function)]
        let shown = 10
        let hidden = max(callers.count - shown, 0)
        callers = Array(callers.prefix(shown))
        for site in callers {
            let place = "\(displayName):\(site.line):\(site.column)"
            lines.append(enclosing(site).map { Diagnostics.calledFromFunction($0, at: place) } ?? Diagnostics.calledFromScript(at: place))
        }
        if hidden > 0 { lines.append(Diagnostics.moreCallsNotShown(hidden)) }
        return lines.map { "  \($0)\n" }.joined()
    }

    /// `ViewController.tableView(_:cellForRowAt:)`, `init(title:)`, `a closure in loadRows()`; nil at the top level.
    static func enclosingFunctionName(_ token: TokenSyntax) -> String? {
        var node: Syntax? = Syntax(token)
        var closures = 0
        while let current = node {
            if let name = functionName(current) {
                let owner = ownerTypeName(current).map { "\($0)." } ?? ""
                let full = owner + name
                return closures > 0 ? Diagnostics.closureInFunction(full) : full
            }
            if current.is(ClosureExprSyntax.self) { closures += 1 }
            node = current.parent
        }
        return closures > 0 ? Diagnostics.closureAtTopLevel : nil
    }

    private static func functionName(_ node: Syntax) -> String? {
        func labels(_ parameters: FunctionParameterListSyntax) -> String {
            parameters.map { "\($0.firstName.text):" }.joined()
        }
        if let f = node.as(FunctionDeclSyntax.self) { return "\(f.name.text)(\(labels(f.signature.parameterClause.parameters)))" }
        if let i = node.as(InitializerDeclSyntax.self) { return "init(\(labels(i.signature.parameterClause.parameters)))" }
        if node.is(DeinitializerDeclSyntax.self) { return "deinit" }
        if let s = node.as(SubscriptDeclSyntax.self) { return "subscript(\(labels(s.parameterClause.parameters)))" }
        if let binding = node.as(PatternBindingSyntax.self), binding.accessorBlock != nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return name
        }
        return nil
    }

    private static func ownerTypeName(_ node: Syntax) -> String? {
        var parent = node.parent
        while let current = parent {
            if let c = current.as(ClassDeclSyntax.self) { return c.name.text }
            if let s = current.as(StructDeclSyntax.self) { return s.name.text }
            if let e = current.as(EnumDeclSyntax.self) { return e.name.text }
            if let e = current.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription }
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { return nil }
            parent = current.parent
        }
        return nil
    }
}
