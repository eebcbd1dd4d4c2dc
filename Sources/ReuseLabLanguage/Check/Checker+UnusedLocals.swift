import SwiftSyntax

/// What the code does with a local of a function or closure body, for swiftc's warnings: a `var` never
/// changed could be a `let`; a local never mentioned again could go. Any mention counts as a use, and any
/// place an assignment, `&` or a mutating call goes through counts as a change, so a doubt never warns.
/// A name bound by `if let`/`guard let` or by a pattern (`for x in`, `case .some(let x)`, `let (a, b) = …`) is
/// only ever "never used", in the words swiftc has for each; `x = …` alone changes a local without mentioning it.
final class LocalUsage {
    enum Binding {
        /// `let x = …` / `var x = …`.
        case declaration
        /// `var x: Int` / `let x: Int`, given its value later (`x = 3`).
        case declarationWithoutValue
        /// `var x: Int?`, which starts as nil.
        case optionalWithoutValue
        /// `if let x = …`, `guard let x = …`.
        case condition
        /// A name a pattern binds.
        case pattern
    }
    let name: String
    let node: Syntax
    let isLet: Bool
    let binding: Binding
    var isMentioned = false
    var isChanged = false

    init(name: String, node: Syntax, isLet: Bool, binding: Binding = .declaration) {
        self.name = name
        self.node = node
        self.isLet = isLet
        self.binding = binding
    }
}

extension Checker {
    /// A local given a value where it is declared. Top-level code declares globals, on which swiftc does not
    /// warn; neither is a local of the top level's own blocks tracked.
    func trackLocal(_ name: String, _ ident: IdentifierPatternSyntax, isLet: Bool, binding: LocalUsage.Binding = .declaration) {
        guard !isPrelude, context.kind != .topLevel else { return }
        let key = ident.positionAfterSkippingLeadingTrivia.utf8Offset
        let usage = localUsages[key] ?? LocalUsage(name: name, node: Syntax(ident), isLet: isLet, binding: binding)
        localUsages[key] = usage
        context.scopes[context.scopes.count - 1][name]?.usage = usage
    }

    /// A name bound by a condition or a pattern, in any code (at the top level too, where it is no global).
    func trackBinding(_ name: String, _ ident: IdentifierPatternSyntax, _ binding: LocalUsage.Binding) {
        guard !isPrelude, !context.sharesPatternNames, name != "self" else { return }
        let key = ident.positionAfterSkippingLeadingTrivia.utf8Offset
        let isLet = binding == .condition || !context.patternBindsVariables
        let usage = localUsages[key] ?? LocalUsage(name: name, node: Syntax(ident), isLet: isLet, binding: binding)
        localUsages[key] = usage
        context.scopes[context.scopes.count - 1][name]?.usage = usage
    }

    /// The usage of the local `name` resolves to, without counting this as a mention.
    func localUsage(named name: String) -> LocalUsage? {
        var ctx: FunctionContext? = context
        while let c = ctx {
            if let v = c.lookupLocal(name) { return v.usage }
            if c.kind != .closure { return nil }
            ctx = c.parent
        }
        return nil
    }

    func warnUnusedLocals() {
        for usage in localUsages.values {
            if usage.binding == .condition, !usage.isMentioned {
                warning(Diagnostics.conditionalBindingNeverUsed(usage.name), at: usage.node)
            } else if usage.binding == .pattern, !usage.isMentioned {
                warning(unusedPatternName(usage), at: usage.node)
            } else if usage.binding == .pattern, !usage.isLet, !usage.isChanged {
                warning(Diagnostics.variableNeverMutated(usage.name), at: usage.node)
            } else if usage.binding == .declarationWithoutValue || usage.binding == .optionalWithoutValue {
                if let message = unusedDeclarationWithoutValue(usage) { warning(message, at: usage.node) }
            } else if usage.binding != .declaration {
                continue
            } else if !usage.isLet && usage.isChanged && !usage.isMentioned {
                warning(Diagnostics.variableNeverRead(usage.name), at: usage.node)
            } else if !usage.isMentioned && !usage.isChanged {
                warning(usage.isLet ? Diagnostics.constantNeverUsed(usage.name) : Diagnostics.variableNeverUsed(usage.name), at: usage.node)
            } else if !usage.isLet && !usage.isChanged {
                warning(Diagnostics.variableNeverMutated(usage.name), at: usage.node)
            }
        }
    }
}

extension Checker {
    /// A name a pattern binds and nothing mentions: a `case var` name changed but never read is swiftc's
    /// "written to"; otherwise its words differ for `let` and `var`.
    func unusedPatternName(_ usage: LocalUsage) -> Diagnostics.Message {
        if usage.isLet { return Diagnostics.boundValueNeverUsed(usage.name) }
        return usage.isChanged ? Diagnostics.variableNeverRead(usage.name) : Diagnostics.variableDeclaredButNeverUsed(usage.name)
    }

    /// Runs `body` with the names its patterns bind declared as variables (`case var x?`) or constants.
    func bindingVariables<T>(_ variables: Bool, _ body: () -> T) -> T {
        let outer = context.patternBindsVariables
        context.patternBindsVariables = variables
        defer { context.patternBindsVariables = outer }
        return body()
    }
}

extension Checker {
    /// A local declared without a value: swiftc's words when nothing reads it (its first `x = …` is its
    /// initialization, so a `var` given one value and read is not "never mutated").
    func unusedDeclarationWithoutValue(_ usage: LocalUsage) -> Diagnostics.Message? {
        if usage.binding == .optionalWithoutValue, usage.isMentioned, !usage.isChanged {
            return Diagnostics.variableNeverMutated(usage.name)
        }
        guard !usage.isMentioned else { return nil }
        if usage.isLet { return Diagnostics.immutableValueNeverUsed(usage.name) }
        return usage.isChanged ? Diagnostics.variableNeverRead(usage.name) : Diagnostics.variableDeclaredButNeverUsed(usage.name)
    }
}

extension Checker {
    /// How a local declaration starts: with a value, without one, or as a `var` of optional type without one
    /// (which Swift starts at nil).
    func localBinding(_ binding: PatternBindingSyntax, type: SType, isLet: Bool) -> LocalUsage.Binding {
        if binding.initializer != nil { return .declaration }
        if case .optional = type, !isLet { return .optionalWithoutValue }
        return .declarationWithoutValue
    }
}
