import SwiftSyntax

/// `extension Cache where Value == String`: a protocol extension that fixes one of the protocol's associated types.
/// Inside it the associated type is the fixed type (`self[key]` is a `String?`), and its members exist for the
/// conformers that fix it so (`LRUCache<Int, String>`), not for others, as in swiftc.
extension Checker {
    /// Records `Value == String` (or `Self.Value == String`) on the extension's `Self`; false when the requirement
    /// names no associated type of the protocol extended.
    func applyAssociatedSameType(_ same: SameTypeRequirementSyntax, scope: TypeScope) -> Bool {
        guard let selfParam = scope.selfParam, let proto = selfParam.protocols.first,
            let left = same.leftType.as(TypeSyntax.self), let right = same.rightType.as(TypeSyntax.self)
        else { return false }
        let name: String
        if let ident = left.as(IdentifierTypeSyntax.self), ident.genericArgumentClause == nil {
            name = ident.name.text
        } else if let member = left.as(MemberTypeSyntax.self), member.baseType.trimmedDescription == "Self" {
            name = member.name.text
        } else {
            return false
        }
        guard world.protocolClosure(proto).contains(where: { $0.associatedTypes[name] != nil }) else { return false }
        let fixed = resolveType(right, scope: scope)
        if !fixed.isError { selfParam.sameTypes[name] = fixed }
        return true
    }

    /// Whether `type` fixes the associated types as the extension requires.
    func fixesAssociatedTypes(_ ext: ProtocolExtension, _ type: SType) -> Bool {
        for (name, fixed) in ext.selfParam.sameTypes {
            guard let bound = boundAssociatedType(name, of: type), world.sameType(bound, fixed) else { return false }
        }
        return true
    }

    /// What `type` fixes an associated type to; a witness whose type came from its initial value
    /// (`let items = ["a"]`) is read once its type is known.
    private func boundAssociatedType(_ name: String, of type: SType) -> SType? {
        if let bound = associatedBinding(name, for: type) { return bound }
        guard case .nominal(let d, _) = type, !d.fromPrelude, !d.isProtocol else { return nil }
        for v in d.properties.values.joined() where v.type.isError && v.initialSyntax != nil && !v.isBeingChecked {
            inferPropertyType(v)
        }
        inferAssociatedTypes(d)
        return associatedBinding(name, for: type)
    }

    /// `Scores(items: [1]).totalLength` where `totalLength` needs `Item == String`: swiftc's "requires the types 'Int'
    /// and 'String' be equivalent", with its `where 'Self.Item' = 'Int'` note, for the lookup that finds nothing.
    func noteUnmetAssociatedSameType(_ ext: ProtocolExtension, _ type: SType, name: String, isStatic: Bool) {
        guard !ext.selfParam.sameTypes.isEmpty, case .nominal(let decl, _) = type,
            ext.selfParam.protocols.allSatisfy({ world.conforms(type, to: $0) })
        else { return }
        let member: String
        if let f = ext.methods.first(where: { $0.name == name && $0.isStatic == isStatic }) {
            member = Diagnostics.referencingMember(f.kindDescription, f.diagnosticName, on: ext.proto.name)
        } else if let v = ext.properties.first(where: { $0.name == name && $0.isStatic == isStatic }) {
            member = Diagnostics.describedDeclaration(v.kindDescription, v.name)
        } else {
            return
        }
        for (associated, fixed) in ext.selfParam.sameTypes.sorted(by: { $0.key < $1.key }) {
            guard let bound = boundAssociatedType(associated, of: type), !world.sameType(bound, fixed) else { continue }
            // swiftc names the associated type by the conformer's alias when one is written (`typealias Item = Int`).
            let spelled =
                writesTypealias(associated, in: decl)
                ? Diagnostics.quotedAlias("\(decl.name).\(associated)", meaning: bound.diagnosticDescription)
                : Diagnostics.quoted(bound)
            var message = Diagnostics.extensionRequirementSameTypeSpelled(member, spelled, fixed)
            if let keyword = ext.extensionKeyword {
                message = message.withNote(Diagnostics.whereParameterIs("Self.\(associated)", spelled), at: keyword)
            }
            unmetExtensionRequirements[name] = (type, message)
            return
        }
    }

    private func writesTypealias(_ name: String, in decl: NominalDecl) -> Bool {
        guard let group = decl.syntax?.declGroup else { return false }
        return group.memberBlock.members.contains { $0.decl.as(TypeAliasDeclSyntax.self)?.name.text == name }
    }
}
