import SwiftSyntax

/// Protocols with a superclass constraint (`protocol CellFromNib: UICollectionViewCell`,
/// `protocol Named where Self: UIView`): the class's members are members of the protocol's values and `Self`.
extension Checker {
    /// The class constraint of the first of `protocols` (or of a protocol they refine) that has one.
    func superclassConstraint(of protocols: [NominalDecl]) -> SType? {
        for p in protocols {
            for q in world.protocolClosure(p) where q.superclassConstraint != nil { return q.superclassConstraint }
        }
        return nil
    }

    /// `protocol P where Self: UIView`: the same as `protocol P: UIView`; other requirements are not supported.
    func applyProtocolWhereClause(_ p: ProtocolDeclSyntax, to decl: NominalDecl) {
        guard let clause = p.genericWhereClause else { return }
        for req in clause.requirements {
            guard case .conformanceRequirement(let c) = req.requirement, c.leftType.trimmedDescription == "Self" else {
                error(Diagnostics.protocolWhereUnsupported(req.requirement.trimmedDescription), at: req)
                continue
            }
            let right = resolveType(c.rightType, scope: TypeScope(enclosing: decl))
            switch right {
            case .nominal(let d, _) where d.isClass:
                decl.isClassBound = true
                decl.superclassConstraint = right
            case .nominal(let d, _) where d.isProtocol: decl.conformances.append(d)
            case .existential(let ps): decl.conformances.append(contentsOf: ps)
            default: break
            }
        }
    }
}
