import SwiftSyntax

/// The diagnostic for a call whose labels fit no candidate. Like swiftc, it picks the one candidate the
/// arguments fit by number (and, among several, by type) and names what is wrong with its labels; with no
/// such single candidate it says there is no exact match.
extension Checker {
    func reportLabelMismatch(_ candidates: [CallCandidate], args: [CallArgument], call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol) {
        guard let decl = labelTarget(candidates.map(\.decl), args: args) else {
            let kind = candidates.first?.decl.kindDescription ?? "function"
            let name = candidates.first.map { $0.decl.kind == .initializer ? "init" : $0.decl.name } ?? "function"
            error("no exact matches in call to \(kind) '\(name)'", at: nameNode)
            return
        }
        let params = decl.params
        let required = params.filter { $0.defaultSyntax == nil && !$0.isVariadic }
        let listAnchor = call.leftParen.map(Syntax.init) ?? Syntax(call)
        if args.count == params.count || args.count == required.count {
            let pairs = Array(zip(args, args.count == params.count ? params : required))
            if let message = labelMessage(pairs) { error(message, at: listAnchor); return }
        }
        if args.count < required.count {
            let labelsGiven = Set(args.compactMap(\.label))
            if let missing = required.first(where: { p in !labelsGiven.contains(p.label ?? "") && (p.label != nil || args.filter { $0.label == nil }.count < required.filter { $0.label == nil }.count) }) {
                let name = missing.label.map { "'\($0)'" } ?? "#\((params.firstIndex { $0 === missing } ?? 0) + 1)"
                error("missing argument for parameter \(name) in call", at: call)
                return
            }
        }
        if args.count > params.count {
            let extra = args[params.count]
            error(extra.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call", at: extra.node)
            return
        }
        error("no exact matches in call to \(decl.kindDescription) '\(decl.kind == .initializer ? "init" : decl.name)'", at: nameNode)
    }

    /// The candidate a label error is about: the only one, the only one with as many parameters as there are
    /// arguments, or among several such the only one whose parameter types the arguments fit.
    private func labelTarget(_ decls: [FuncDecl], args: [CallArgument]) -> FuncDecl? {
        if decls.count == 1 { return decls[0] }
        let sameArity = decls.filter { d in
            let required = d.params.filter { $0.defaultSyntax == nil && !$0.isVariadic }.count
            return args.count >= required && args.count <= d.params.count
        }
        if sameArity.count <= 1 { return sameArity.first }
        let byType = sameArity.filter { argumentTypesFit($0, args) }
        return byType.count == 1 ? byType[0] : nil
    }

    /// Whether each argument, taken in order and ignoring labels, converts to its parameter's type.
    private func argumentTypesFit(_ decl: FuncDecl, _ args: [CallArgument]) -> Bool {
        let saved = diagnostics.count
        defer { if diagnostics.count > saved { diagnostics.removeSubrange(saved...) } }
        return zip(args, decl.params).allSatisfy { a, p in
            if p.type.containsParams || a.expr.is(ClosureExprSyntax.self) { return true }
            let e = checkExpr(a.expr, expected: p.type)
            return e.type.isError || world.isConvertible(e.type, to: p.type)
        }
    }

    /// swiftc's wording: only missing labels, only extraneous ones, or else the whole lists; plural past one.
    private func labelMessage(_ pairs: [(CallArgument, ParamDecl)]) -> String? {
        let wrong = pairs.filter { $0.0.label != $0.1.label }
        if wrong.isEmpty { return nil }
        let s = wrong.count > 1 ? "s" : ""
        func list(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
        if wrong.allSatisfy({ $0.0.label == nil }) {
            return "missing argument label\(s) '\(list(wrong.map(\.1.label)))' in call"
        }
        if wrong.allSatisfy({ $0.1.label == nil }) {
            return "extraneous argument label\(s) '\(list(wrong.map(\.0.label)))' in call"
        }
        return "incorrect argument label\(s) in call (have '\(list(pairs.map(\.0.label)))', expected '\(list(pairs.map(\.1.label)))')"
    }
}
