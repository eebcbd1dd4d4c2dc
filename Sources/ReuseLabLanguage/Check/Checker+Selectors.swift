import SwiftSyntax

/// `#selector(didTap(_:))`, `#selector(Cell.didTap)`, `#selector(self.refresh)`: a method's Objective-C
/// name as a `Selector` value, for target–action (`addTarget(_:action:for:)`). As in swiftc, the method
/// must be exposed to Objective-C (`@objc`, `@IBAction`, an `@objc` extension, `@objcMembers`, or an
/// override of a UIKit method). `#selector(getter:)`/`(setter:)` are in `Checker+SelectorAccessors.swift`.
extension Checker {
    func checkSelector(_ macro: MacroExpansionExprSyntax) -> Expr {
        let l = loc(macro)
        guard let selectorType = world.types["Selector"],
            let make = selectorType.initializers.first(where: { $0.params.count == 1 && $0.params[0].label == nil })
        else {
            error(Diagnostics.selectorUnsupported, at: macro)
            return errorExpr(ExprSyntax(macro))
        }
        guard macro.arguments.count == 1, let argument = macro.arguments.first else {
            error(Diagnostics.selectorUnsupported, at: macro)
            return errorExpr(ExprSyntax(macro))
        }
        let selectorName: String
        if let label = argument.label?.text, label == "getter" || label == "setter" {
            guard let accessor = propertyAccessorSelector(argument, isSetter: label == "setter") else {
                return errorExpr(ExprSyntax(macro))
            }
            selectorName = accessor
        } else if argument.label != nil {
            error(Diagnostics.selectorArgumentUnsupported, at: argument)
            return errorExpr(ExprSyntax(macro))
        } else {
            guard let method = selectedMethod(argument.expression) else { return errorExpr(ExprSyntax(macro)) }
            if !isExposedToObjectiveC(method) {
                error(Diagnostics.selectorNotExposed(isStatic: method.isStatic, selectorDisplayName(method)), at: macro)
                return errorExpr(ExprSyntax(macro))
            }
            selectorName = objectiveCSelector(of: method)
        }
        let name = Expr(.stringLiteral(selectorName), world.string, l)
        let receiver = Expr(.typeValue(selectorType.declaredType), .metatype(selectorType.declaredType), l)
        return Expr(
            .call(.initializer(receiver: receiver, make), args: [name], bindings: [:], variadicFrom: nil), selectorType.declaredType, l)
    }

    /// The method a `#selector` names, found as a reference to it would be (labels pick among overloads).
    private func selectedMethod(_ syntax: ExprSyntax) -> FuncDecl? {
        var candidates: [FuncDecl] = []
        var argumentNames: DeclNameArgumentsSyntax?
        var nameNode: Syntax = Syntax(syntax)
        var baseName = ""
        if let ref = syntax.as(DeclReferenceExprSyntax.self) {
            baseName = ref.baseName.text
            argumentNames = ref.argumentNames
            nameNode = Syntax(ref)
            candidates = methods(in: lookupMembersInScope(baseName))
        } else if let member = syntax.as(MemberAccessExprSyntax.self), let base = member.base {
            baseName = member.declName.baseName.text
            argumentNames = member.declName.argumentNames
            nameNode = Syntax(member.declName)
            if let type = typeReference(base) {
                candidates =
                    methods(in: lookupMembers(baseName, in: type, isStatic: false))
                    + methods(in: lookupMembers(baseName, in: type, isStatic: true))
            } else {
                let value = checkExpr(base, expected: nil)
                if value.type.isError { return nil }
                candidates = methods(in: lookupMembers(baseName, in: value.type, isStatic: false))
            }
        } else {
            // Anything else swiftc rejects in words of its own: check it as an expression and say so honestly.
            error(Diagnostics.selectorArgumentUnsupported, at: syntax)
            return nil
        }
        if let names = argumentNames {
            let labels = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
            candidates = candidates.filter { $0.labels == labels }
        }
        guard let first = candidates.first else {
            // Not a method: let the reference say what swiftc says about an unknown name.
            let e = checkExpr(syntax, expected: nil)
            if !e.type.isError { error(Diagnostics.selectorArgumentUnsupported, at: nameNode) }
            return nil
        }
        return first
    }

    private func methods(in found: [FoundMember]) -> [FuncDecl] {
        found.compactMap {
            if case .method(let f) = $0.kind, f.kind == .method { return f }
            return nil
        }
    }

    /// `@objc`, `@IBAction`, `@objc` on the extension, `@objcMembers` on the class, or an override of a
    /// UIKit (Objective-C) method.
    func isExposedToObjectiveC(_ fn: FuncDecl) -> Bool {
        if fn.isFromPrelude || fn.isOverride { return true }
        func has(_ attributes: AttributeListSyntax?, _ names: Set<String>) -> Bool {
            attributes?.contains { $0.as(AttributeSyntax.self).map { names.contains($0.attributeName.trimmedDescription) } ?? false }
                ?? false
        }
        guard let syntax = fn.syntax else { return false }
        if has(syntax.as(FunctionDeclSyntax.self)?.attributes, ["objc", "IBAction", "IBSegueAction"]) { return true }
        var parent = syntax.parent
        while let p = parent {
            if let ext = p.as(ExtensionDeclSyntax.self) { return has(ext.attributes, ["objc"]) }
            if let c = p.as(ClassDeclSyntax.self) { return has(c.attributes, ["objcMembers"]) }
            parent = p.parent
        }
        return false
    }
}

/// `didTap(_:)`, `refresh()`: how swiftc names a method in a diagnostic.
func selectorDisplayName(_ fn: FuncDecl) -> String {
    fn.name + "(" + fn.params.map { ($0.label ?? "_") + ":" }.joined() + ")"
}

/// The Objective-C name Swift gives a method: `didTap(_:)` is `didTap:`, `refresh()` is `refresh`,
/// `select(row:)` is `selectWithRow:`, `move(_:to:)` is `move:to:`.
func objectiveCSelector(of fn: FuncDecl) -> String {
    guard let first = fn.params.first else { return fn.name }
    var name = fn.name
    if let label = first.label { name += "With" + label.prefix(1).uppercased() + label.dropFirst() }
    name += ":"
    for p in fn.params.dropFirst() { name += (p.label ?? "") + ":" }
    return name
}
