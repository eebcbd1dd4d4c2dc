import SwiftSyntax

/// `#if` / `#elseif` / `#else`: ReuseLab compiles as Xcode does for the iOS simulator in a Debug build.
/// The active clause's items are checked in place of the `#if` (their nodes keep their positions, so
/// diagnostics and traps point at the real lines); inactive clauses are parsed but not checked, as swiftc does.
enum BuildConfiguration {
    /// Swift and compiler version ReuseLab claims for `swift(>=…)` and `compiler(>=…)`.
    static let languageVersion = [6, 3]
    /// Flags a Debug build of an iOS app defines (`-D DEBUG`).
    static let definedFlags: Set<String> = ["DEBUG"]
    /// Modules `import` accepts (see `Checker.knownModules`).
    static let importableModules: Set<String> = ["Swift", "UIKit", "Foundation", "Reusable", "CoreGraphics", "Dispatch"]

    /// The value of a condition, or what is wrong with it (in swiftc's words when it is not Swift).
    static func evaluate(_ condition: ExprSyntax) -> Result<Bool, ConditionProblem> {
        if let bool = condition.as(BooleanLiteralExprSyntax.self) { return .success(bool.literal.isKeyword(.true)) }
        if let ref = condition.as(DeclReferenceExprSyntax.self) { return .success(definedFlags.contains(ref.baseName.text)) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let int = condition.as(IntegerLiteralExprSyntax.self) {
            let text = int.literal.text
            return .failure(.invalid(Diagnostics.integerCondition(text), at: int))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
            guard name == "&&" || name == "||" else { return .failure(.invalid(Diagnostics.expectedLogicalOperator, at: infix.operator)) }
            return evaluate(infix.leftOperand).flatMap { left in
                // Short-circuit as swiftc does: the right side of a decided `&&`/`||` is not evaluated.
                if name == "&&" && !left { return .success(false) }
                if name == "||" && left { return .success(true) }
                return evaluate(infix.rightOperand)
            }
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return evaluate(call, named: callee.baseName.text)
        }
        return .failure(.invalid(Diagnostics.invalidConditionalCompilation, at: condition))
    }

    /// `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)` …
    private static func evaluate(_ call: FunctionCallExprSyntax, named name: String) -> Result<Bool, ConditionProblem> {
        let argument = call.arguments.count == 1 && call.arguments.first?.label == nil ? call.arguments.first?.expression : nil
        let text = argument?.trimmedDescription
        func requires(_ what: Diagnostics.ConditionArgument) -> Result<Bool, ConditionProblem> {
            .failure(.invalid(Diagnostics.conditionRequires(name, what), at: call))
        }
        switch name {
        case "os": return text.map { .success($0 == "iOS") } ?? requires(.operatingSystem)
        case "arch": return text.map { .success($0 == "arm64") } ?? requires(.architecture)
        case "targetEnvironment":
            return text.map { .success($0 == "simulator") } ?? requires(.environment)
        case "canImport":
            if call.arguments.isEmpty { return requires(.moduleName) }
            return text.map { .success(importableModules.contains($0)) } ?? .failure(.unsupported(call))
        case "_endian": return text.map { .success($0 == "little") } ?? .failure(.unsupported(call))
        case "_pointerBitWidth": return text.map { .success($0 == "_64") } ?? .failure(.unsupported(call))
        case "swift", "compiler":
            guard let version = argument?.as(PrefixOperatorExprSyntax.self), [">=", "<"].contains(version.operator.text) else {
                return requires(.versionComparison)
            }
            guard let result = compareVersion(version) else {
                return .failure(
                    .invalid(
                        Diagnostics.invalidVersion(name, version.expression.trimmedDescription),
                        at: version.expression))
            }
            return .success(result)
        case "hasFeature", "hasAttribute": return .failure(.unsupported(call))
        default: return .failure(.invalid(Diagnostics.invalidConditionalCompilation, at: call))
        }
    }

    /// `>=5.9` or `<6`, against `languageVersion`; nil when the version is not numbers.
    private static func compareVersion(_ version: PrefixOperatorExprSyntax) -> Bool? {
        let parts = version.expression.trimmedDescription.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        let wanted = parts.map { $0! }
        var ordering = 0
        for i in 0..<max(wanted.count, languageVersion.count) {
            let have = i < languageVersion.count ? languageVersion[i] : 0
            let want = i < wanted.count ? wanted[i] : 0
            if have != want {
                ordering = have < want ? -1 : 1
                break
            }
        }
        return version.operator.text == ">=" ? ordering >= 0 : ordering < 0
    }

    /// A condition ReuseLab cannot evaluate: not Swift (swiftc's message), or Swift it does not know yet.
    struct ConditionProblem: Error {
        let message: Diagnostics.Message
        let node: Syntax

        static func invalid(_ message: Diagnostics.Message, at node: some SyntaxProtocol) -> ConditionProblem {
            ConditionProblem(message: message, node: Syntax(node))
        }

        static func unsupported(_ node: some SyntaxProtocol) -> ConditionProblem {
            ConditionProblem(message: Diagnostics.conditionUnsupported(node.trimmedDescription), node: Syntax(node))
        }
    }
}

extension Checker {
    /// The clause of an `#if` that a Debug build for the iOS simulator compiles, or nil when none is.
    func activeClause(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else { return clause }
            switch BuildConfiguration.evaluate(condition) {
            case .success(true): return clause
            case .success(false): continue
            case .failure(let problem):
                // Member lists are walked once per declaration pass: report the condition once.
                let position = problem.node.positionAfterSkippingLeadingTrivia
                if !diagnostics.contains(where: { $0.position == position && $0.message == problem.message.printed }) {
                    error(problem.message, at: problem.node)
                }
                return nil
            }
        }
        return nil
    }

    /// The same for a list, read through `elementsInOrder` (swift-syntax's own iterator is unspecialized).
    func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        activeItems(items.elementsInOrder)
    }

    /// Statements and declarations with every `#if` replaced by its active clause's items.
    func activeItems(_ items: some Sequence<CodeBlockItemSyntax>) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in items {
            guard case .decl(let decl) = item.item, let ifConfig = decl.as(IfConfigDeclSyntax.self) else {
                result.append(item)
                continue
            }
            guard let clause = activeClause(of: ifConfig), let elements = clause.elements else { continue }
            switch elements {
            case .statements(let statements): result.append(contentsOf: activeItems(statements))
            default: error(Diagnostics.ifConfigPlacementUnsupported, at: elements)
            }
        }
        return result
    }

    /// Members of a type or extension with every `#if` replaced by its active clause's members.
    func activeMembers(_ members: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        var result: [MemberBlockItemSyntax] = []
        for member in members.elementsInOrder {
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else {
                result.append(member)
                continue
            }
            guard let clause = activeClause(of: ifConfig), let elements = clause.elements else { continue }
            switch elements {
            case .decls(let decls): result.append(contentsOf: activeMembers(decls))
            default: error(Diagnostics.ifConfigPlacementUnsupported, at: elements)
            }
        }
        return result
    }

    /// The cases of a `switch` with every `#if` replaced by its active clause's cases.
    func activeCases(_ cases: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        var result: [SwitchCaseSyntax] = []
        for element in cases {
            switch element {
            case .switchCase(let c): result.append(c)
            case .ifConfigDecl(let ifConfig):
                guard let clause = activeClause(of: ifConfig), let elements = clause.elements else { continue }
                switch elements {
                case .switchCases(let inner): result.append(contentsOf: activeCases(inner))
                default: error(Diagnostics.ifConfigPlacementUnsupported, at: elements)
                }
            }
        }
        return result
    }
}

extension Checker {
    /// `items\n#if DEBUG\n.sorted()\n#endif`: the active clause's member chain applied to the base.
    func checkPostfixIfConfig(_ postfix: PostfixIfConfigExprSyntax, expected: SType?) -> Expr {
        guard let base = postfix.base else {
            error(Diagnostics.ifConfigPlacementUnsupported, at: postfix)
            return errorExpr(postfix)
        }
        guard let clause = activeClause(of: postfix.config), case .postfixExpression(let chain)? = clause.elements else {
            return checkExpr(base, expected: expected)
        }
        guard let spliced = splice(base, into: chain) else {
            error(Diagnostics.ifConfigPlacementUnsupported, at: chain)
            return errorExpr(postfix)
        }
        let saved = (spliceAnchor, diagnostics.count)
        spliceAnchor = Syntax(chain)
        defer { spliceAnchor = saved.0 }
        let result = checkExpr(spliced, expected: expected)
        for i in saved.1..<diagnostics.count where diagnostics[i].node.root.id != chain.root.id {
            diagnostics[i] = diagnostics[i].moved(to: chain)
        }
        return result
    }

    /// Puts `base` where the chain's leading `.member` has no base. The result is a new tree, so what is
    /// reported inside it is reported at the chain in the active clause.
    private func splice(_ base: ExprSyntax, into chain: ExprSyntax) -> ExprSyntax? {
        if let member = chain.as(MemberAccessExprSyntax.self) {
            guard let inner = member.base else { return ExprSyntax(member.with(\.base, base.trimmed)) }
            return splice(base, into: inner).map { ExprSyntax(member.with(\.base, $0)) }
        }
        if let call = chain.as(FunctionCallExprSyntax.self) {
            return splice(base, into: call.calledExpression).map { ExprSyntax(call.with(\.calledExpression, $0)) }
        }
        if let nested = chain.as(PostfixIfConfigExprSyntax.self), let inner = nested.base {
            return splice(base, into: inner).map { ExprSyntax(nested.with(\.base, $0)) }
        }
        if let force = chain.as(ForceUnwrapExprSyntax.self) {
            return splice(base, into: force.expression).map { ExprSyntax(force.with(\.expression, $0)) }
        }
        if let optional = chain.as(OptionalChainingExprSyntax.self) {
            return splice(base, into: optional.expression).map { ExprSyntax(optional.with(\.expression, $0)) }
        }
        return nil
    }
}
