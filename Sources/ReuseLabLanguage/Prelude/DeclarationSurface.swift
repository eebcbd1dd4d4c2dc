import SwiftParser
import SwiftSyntax

/// The members each type of a Swift source declares, as `Type.var name` (enum cases too), `Type.func name(a:b:)`
/// and `Type.init(a:)`, with each class's superclass: enough to check that every UIKit API the
/// prelude simulates is also declared, with the same names and labels, in the declaration-only module that
/// the real compiler checks golden scripts against (`Tests/DeclarationModules/UIKit.swift`).
public struct DeclarationSurface {
    public private(set) var members: Set<String> = []
    public private(set) var superclasses: [String: String] = [:]

    public init(source: String) {
        let file = Parser.parse(source: source)
        for item in file.statements { visit(Syntax(item.item), in: nil) }
    }

    /// The UIKit prelude's own surface.
    public static var prelude: DeclarationSurface { DeclarationSurface(source: UIKitPrelude.source) }

    /// True when `type` or one of its superclasses declares `member` (`func setTitle(_:for:)`).
    public func has(_ member: String, on type: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let t = current, !seen.contains(t) {
            if members.contains(t + "." + member) { return true }
            seen.insert(t)
            current = superclasses[t]
        }
        return false
    }

    private mutating func visit(_ node: Syntax, in owner: String?) {
        func nested(_ name: String) -> String { owner.map { $0 + "." + name } ?? name }
        if let c = node.as(ClassDeclSyntax.self) {
            let name = nested(c.name.text)
            if let inherited = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
                superclasses[name] = inherited.replacingOccurrences(of: #"<.*>"#, with: "", options: .regularExpression)
            }
            members(of: c.memberBlock, in: name)
        } else if let s = node.as(StructDeclSyntax.self) {
            members(of: s.memberBlock, in: nested(s.name.text))
        } else if let e = node.as(EnumDeclSyntax.self) {
            members(of: e.memberBlock, in: nested(e.name.text))
        } else if let p = node.as(ProtocolDeclSyntax.self) {
            members(of: p.memberBlock, in: nested(p.name.text))
        } else if let x = node.as(ExtensionDeclSyntax.self) {
            members(of: x.memberBlock, in: x.extendedType.trimmedDescription)
        }
    }

    private mutating func members(of block: MemberBlockSyntax, in type: String) {
        for item in block.members {
            let decl = Syntax(item.decl)
            if let v = decl.as(VariableDeclSyntax.self), !Self.isHidden(v.modifiers) {
                for binding in v.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !name.hasPrefix("_") {
                        members.insert(type + ".var " + name)
                    }
                }
            } else if let f = decl.as(FunctionDeclSyntax.self), !Self.isHidden(f.modifiers), !f.name.text.hasPrefix("_") {
                members.insert(type + ".func " + f.name.text.trimmingBackticks + Self.labels(f.signature.parameterClause))
            } else if let i = decl.as(InitializerDeclSyntax.self), !Self.isHidden(i.modifiers) {
                let labels = Self.labels(i.signature.parameterClause)
                members.insert(type + ".init" + labels)
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                // A case reads like a static property: `.top` is a case here and a static let of an option set there.
                for element in c.elements { members.insert(type + ".var " + element.name.text.trimmingBackticks) }
            } else {
                visit(decl, in: type)
            }
        }
    }

    /// `(_:for:)`; parameters whose label starts with `_` but is not `_` are the prelude's own (`_name:`).
    private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    private static func isHidden(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate", "internal"].contains($0.name.text) }
    }
}

extension String {
    fileprivate var trimmingBackticks: String { replacingOccurrences(of: "`", with: "") }
}
