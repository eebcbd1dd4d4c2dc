import SwiftSyntax

/// `#selector(getter: Cell.isOn)` and `#selector(setter: Cell.title)`: the Objective-C name of a property's
/// accessor (`isOn`, `setTitle:`). As in swiftc, the property must be exposed to Objective-C (`@objc`,
/// `@IBOutlet`, `@IBInspectable`, an `@objc` extension, `@objcMembers`, an override, or UIKit's own), and
/// `setter:` needs one it can set.
extension Checker {
    /// The selector's name, or nil when an error was reported.
    func propertyAccessorSelector(_ argument: LabeledExprSyntax, isSetter: Bool) -> String? {
        let syntax = argument.expression
        var found: [FoundMember] = []
        var nameNode = Syntax(syntax)
        if let ref = syntax.as(DeclReferenceExprSyntax.self) {
            nameNode = Syntax(ref)
            if let (_, local) = lookupVariable(ref.baseName.text), !isProperty(ref.baseName.text) {
                _ = local
                error(Diagnostics.selectorCannotReferToVariable(ref.baseName.text), at: syntax)
                return nil
            }
            found = lookupMembersInScope(ref.baseName.text)
        } else if let member = syntax.as(MemberAccessExprSyntax.self), let base = member.base {
            nameNode = Syntax(member.declName)
            let name = member.declName.baseName.text
            if let type = typeReference(base) {
                found = lookupMembers(name, in: type, isStatic: false) + lookupMembers(name, in: type, isStatic: true)
            } else {
                let value = checkExpr(base, expected: nil)
                if value.type.isError { return nil }
                found = lookupMembers(name, in: value.type, isStatic: false)
            }
        } else {
            error(Diagnostics.selectorArgumentUnsupported, at: syntax)
            return nil
        }
        let properties = found.compactMap { m -> VarDecl? in
            if case .property(let v) = m.kind { return v }
            return nil
        }
        guard let property = properties.first else {
            if let method = found.lazy.compactMap({ m -> FuncDecl? in
                if case .method(let f) = m.kind { return f }
                return nil
            }).first {
                error(Diagnostics.selectorMethodAsProperty(method, accessor: isSetter ? "setter" : "getter"), at: syntax)
                return nil
            }
            // Not a member: the reference says what swiftc says about an unknown name.
            let e = checkExpr(syntax, expected: nil)
            if !e.type.isError { error(Diagnostics.selectorArgumentUnsupported, at: nameNode) }
            return nil
        }
        if !isExposedToObjectiveC(property) {
            error(Diagnostics.selectorPropertyNotExposed(property), at: syntax)
            return nil
        }
        if isSetter && !property.isSettable {
            error(Diagnostics.selectorPropertyNotSettable(property), at: syntax)
            return nil
        }
        guard isSetter else { return property.name }
        return "set" + property.name.prefix(1).uppercased() + property.name.dropFirst() + ":"
    }

    private func isProperty(_ name: String) -> Bool {
        lookupMembersInScope(name).contains {
            if case .property = $0.kind { return true }
            return false
        }
    }

    func isExposedToObjectiveC(_ v: VarDecl) -> Bool {
        if v.isOverride { return true }
        if let owner = v.owner,
            owner.initializers.contains(where: \.isFromPrelude)
                || owner.methods.values.contains(where: { $0.contains(where: \.isFromPrelude) })
        {
            return true
        }
        var node = v.syntax
        while let n = node, !n.is(VariableDeclSyntax.self) { node = n.parent }
        guard let declaration = node?.as(VariableDeclSyntax.self) else { return false }
        let exposing: Set<String> = ["objc", "IBOutlet", "IBInspectable", "NSManaged"]
        if declaration.attributes.contains(where: {
            $0.as(AttributeSyntax.self).map { exposing.contains($0.attributeName.trimmedDescription) } ?? false
        }) {
            return true
        }
        var parent = declaration.parent
        while let p = parent {
            if let ext = p.as(ExtensionDeclSyntax.self) {
                return ext.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
            }
            if let c = p.as(ClassDeclSyntax.self) {
                return c.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objcMembers" }
            }
            parent = p.parent
        }
        return false
    }
}
