import SwiftSyntax

/// `extension String: Titled {}`: a library type declared to conform to the learner's protocol.
struct PendingLibraryConformance {
    let decl: NominalDecl
    let proto: NominalDecl
    let node: Syntax
}

/// A library type conforms to the learner's protocol with members of its own (`count`, `uppercased()`), the
/// learner's extensions, or the protocol's defaults. ReuseLab's library has fewer members than Swift's, so a
/// requirement none of those meets is ReuseLab's limit (`'Int.zero' is not supported in ReuseLab yet`), said at
/// the conformance, rather than a run that would find nothing to call.
extension Checker {
    func checkLibraryConformances() {
        let pending = pendingLibraryConformances
        pendingLibraryConformances = []
        for c in pending {
            for q in world.protocolClosure(c.proto) where !q.fromPrelude {
                let methods = q.methods.values.joined().filter { !$0.isOptionalRequirement && $0.kind != .initializer }
                if let r = methods.first(where: { !hasLibraryWitness(c.decl, method: $0) }) {
                    error(Diagnostics.featureUnsupported(c.decl.qualifiedName + "." + r.name), at: c.node)
                    break
                }
                if let r = q.properties.values.joined().first(where: { !hasLibraryWitness(c.decl, property: $0) }) {
                    error(Diagnostics.featureUnsupported(c.decl.qualifiedName + "." + r.name), at: c.node)
                    break
                }
            }
        }
    }

    /// A member of the same name, labels and staticness: the library spells parameters generically
    /// (`hasPrefix<Prefix: StringProtocol>`) where a requirement names a type.
    private func hasLibraryWitness(_ decl: NominalDecl, method r: FuncDecl) -> Bool {
        let fits = { (m: FuncDecl) in m.home != .requirement && m.fullName == r.fullName && m.isStatic == r.isStatic }
        if decl.methods(named: r.name)?.contains(where: fits) == true { return true }
        return libraryExtensions(of: decl).contains { $0.methods.contains(where: fits) }
    }

    private func hasLibraryWitness(_ decl: NominalDecl, property r: VarDecl) -> Bool {
        let fits = { (v: VarDecl) in !v.isRequirement && v.name == r.name && v.isStatic == r.isStatic }
        if decl.properties(named: r.name)?.contains(where: fits) == true { return true }
        return libraryExtensions(of: decl).contains { $0.properties.contains(where: fits) }
    }

    private func libraryExtensions(of decl: NominalDecl) -> [ProtocolExtension] {
        world.allConformances(of: decl).flatMap { p in
            (world.protocolExtensions[ObjectIdentifier(p)] ?? []).filter { extensionApplies($0, to: decl.declaredType) }
        }
    }
}
