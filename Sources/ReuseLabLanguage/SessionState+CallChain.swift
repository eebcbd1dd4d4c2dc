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
        // Consecutive calls from one place: recursion, or a native calling back (`map` calling its closure
        // reports the learner's call site again), shown once with a count when there are more than two.
        // A call UIKit made back (the data source asked during `layoutIfNeeded()`) is reported at the learner's
        // call that made UIKit ask, in words that say so.
        var groups: [(site: SourceLoc, count: Int, by: Caller)] = []
        for (site, caller) in callers(trap, displayName: displayName).reversed() {
            let sameSite = groups.last.map { $0.site.line == site.line && $0.site.column == site.column } ?? false
            if sameSite, groups.last?.by != .learner, caller == .learner {
                continue  // the learner's call that made UIKit ask, already named by the line above
            } else if sameSite, groups.last?.by == caller {
                // UIKit asking twice for one learner call (its method, then the closure it holds) is one ask.
                if caller == .learner { groups[groups.count - 1].count += 1 }
            } else {
                groups.append((site, 1, caller))
            }
        }
        // The crash line itself as a call site (the trap was in a native or library code called from there) adds
        // nothing; a call refused by the depth limit was never entered, so it is not among the sites.
        if trap.messageID != "depthLimitReached", let first = groups.first, first.site.line == innermost.line,
            first.site.column == innermost.column
        {
            groups[0].count -= 1
            if groups[0].count == 0 { groups.removeFirst() }
        }
        guard innermost.file == displayName, !trap.callSites.isEmpty else { return "" }
        let converter = SourceLocationConverter(fileName: displayName, tree: tree)
        func enclosing(_ loc: SourceLoc) -> String? {
            let position = converter.position(ofLine: loc.line, column: loc.column)
            return tree.token(at: position).flatMap(Self.enclosingFunctionName)
        }
        guard let function = enclosing(innermost) else { return "" }
        var lines = [Diagnostics.crashedInFunction(function)]
        let shown = 10
        for (site, count, caller) in groups.prefix(shown) {
            let place = "\(displayName):\(site.line):\(site.column)"
            var line: String
            switch caller {
            case .uikit:
                line =
                    enclosing(site).map { Diagnostics.calledByUIKitFromFunction($0, at: place) }
                    ?? Diagnostics.calledByUIKitFromScript(at: place)
            case .dispatch:
                line =
                    enclosing(site).map { Diagnostics.calledByDispatchFromFunction($0, queuedAt: place) }
                    ?? Diagnostics.calledByDispatchFromScript(queuedAt: place)
            case .learner:
                line = enclosing(site).map { Diagnostics.calledFromFunction($0, at: place) } ?? Diagnostics.calledFromScript(at: place)
            }
            if count > 2 { line += Diagnostics.repeatedCalls(count) }
            lines.append(line)
        }
        let hidden = groups.dropFirst(shown).reduce(0) { $0 + $1.count }
        if hidden > 0 { lines.append(Diagnostics.moreCallsNotShown(hidden)) }
        return lines.map { "  \($0)\n" }.joined()
    }

    /// Who made a call: the learner's code, UIKit calling back (a data source's method, a cell provider, an
    /// animation block, a `UIAction` handler), or the run loop running work queued with `DispatchQueue`.
    enum Caller { case learner, uikit, dispatch }

    /// The calls to show, outermost first, each at a place in the learner's file. A call UIKit's prelude code
    /// made to a closure or method of the learner's is UIKit calling back: it is placed at the learner's call
    /// that made UIKit run (the nearest enclosing call in the learner's file), as `cellForRowAt` is.
    private func callers(_ trap: Trap, displayName: String) -> [(SourceLoc, Caller)] {
        let sites = trap.callSites
        func isLearners(_ loc: SourceLoc) -> Bool { loc.file == displayName && loc.line > 0 }
        var shown: [(SourceLoc, Caller)] = []
        for (index, site) in sites.enumerated() {
            // The code the call entered: where its own next call was made, or the crash itself.
            let callee = index + 1 < sites.count ? sites[index + 1] : trap.loc
            if trap.dispatchCallIndex == index, isLearners(site) {
                shown.append((site, .dispatch))
            } else if trap.uikitCallIndices.contains(index) {
                if isLearners(site) { shown.append((site, .uikit)) }
            } else if isLearners(site) {
                shown.append((site, .learner))
            } else if Self.uikitLibraryFiles.contains(site.file), isLearners(callee),
                let asker = sites[..<index].last(where: isLearners)
            {
                shown.append((asker, .uikit))
            }
        }
        return shown
    }

    /// The preludes whose calls into the learner's code are UIKit calling back (the standard library's `map`
    /// calling a closure is the learner's own call, reported at the learner's `map`).
    private static let uikitLibraryFiles: Set<String> = ["UIKit.swift"]

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
