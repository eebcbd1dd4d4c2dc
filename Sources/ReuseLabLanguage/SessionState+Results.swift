import SwiftSyntax

/// Swift's REPL names the value of every bare expression (`1 + 2` answers `$R0: Int = 3`) and keeps it,
/// so a later entry can use `$R0`. Here the checked entry's top-level expression statements of a value
/// type become bindings of new globals `$R0`, `$R1`…, shown once the entry has run.
///
/// The numbering continues from the globals the world already has, so a replayed world (after a crash,
/// `:undo` or `:redo`) names the same results the same way, and a refused or crashed entry uses no number.
extension SessionState {
    /// A result named by `nameResults`, to show once the entry has run.
    struct NamedResult {
        let name: String
        let index: Int
        let type: SType
    }

    static let resultPrefix = "$R"

    /// `top` with each bare expression of a non-Void type bound to a fresh `$Rn` global.
    func nameResults(in top: [Stmt], tree: SourceFileSyntax, displayName: String) -> (top: [Stmt], results: [NamedResult]) {
        let expressionStarts = Self.expressionItemStarts(in: tree)
        guard !expressionStarts.isEmpty else { return (top, []) }
        var next = nextResultNumber()
        var results: [NamedResult] = []
        let rewritten = top.map { stmt -> Stmt in
            guard case .expression(let expr) = stmt.kind, stmt.loc.file == displayName,
                expressionStarts.contains(Position(line: stmt.loc.line, column: stmt.loc.column)),
                Self.isNameable(expr.type)
            else { return stmt }
            let name = Self.resultPrefix + String(next)
            next += 1
            let index = types.globalCount
            types.globalCount += 1
            types.globals[name] = GlobalVar(index: index, type: expr.type, isLet: false, declNode: nil)
            results.append(NamedResult(name: name, index: index, type: expr.type))
            return Stmt(.bind(.global(index: index), expr), stmt.loc)
        }
        return (rewritten, results)
    }

    /// The lines the REPL shows for the entry's results, one result each (aggregates take several lines).
    func resultsText(_ results: [NamedResult]) -> String {
        results.map { result in
            let value = result.index < interpreter.globals.count ? interpreter.globals[result.index] : .none
            return interpreter.replResultText(name: result.name, type: result.type, value: value) + "\n"
        }.joined()
    }

    private func nextResultNumber() -> Int {
        let used = types.globals.keys.compactMap { name -> Int? in
            guard name.hasPrefix(Self.resultPrefix) else { return nil }
            return Int(name.dropFirst(Self.resultPrefix.count))
        }
        return (used.max() ?? -1) + 1
    }

    /// Void, `Never` and erroneous expressions name nothing (`x.append(1)`, `print(x)`, `a = b`).
    private static func isNameable(_ type: SType) -> Bool {
        if type.isVoid || type.isError { return false }
        if case .never = type { return false }
        if case .nilLiteral = type { return false }
        return true
    }

    private struct Position: Hashable {
        let line: Int
        let column: Int
    }

    /// Where the entry's top-level expression items start (inside `#if` clauses too): only those are
    /// bare expressions. A `let _ = f()` also checks to an expression statement, but starts elsewhere.
    private static func expressionItemStarts(in tree: SourceFileSyntax) -> Set<Position> {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var starts: Set<Position> = []
        func visit(_ items: CodeBlockItemListSyntax) {
            for item in items {
                switch item.item {
                case .expr(let expr):
                    starts.insert(position(of: expr, converter))
                case .stmt(let stmt):
                    if let expression = stmt.as(ExpressionStmtSyntax.self) { starts.insert(position(of: expression.expression, converter)) }
                case .decl(let decl):
                    guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { continue }
                    for clause in ifConfig.clauses {
                        if case .statements(let inner)? = clause.elements { visit(inner) }
                    }
                }
            }
        }
        visit(tree.statements)
        return starts
    }

    private static func position(of node: some SyntaxProtocol, _ converter: SourceLocationConverter) -> Position {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return Position(line: location.line, column: location.column)
    }
}
