import SwiftSyntax

/// A type that lacks what its protocols require: one error per protocol, at the type's name, with a note
/// at each requirement it lacks (in the protocol's order) and swiftc's "add stubs" note.
extension Checker {
    func checkConformances(_ decl: NominalDecl) {
        guard !decl.isProtocol, let nameNode = decl.nameNode else { return }
        checkUnsimulatedCallbacks(decl)
        rejectRedundantConformances(decl, nameNode: nameNode)
        for p in decl.conformances {
            for q in world.protocolClosure(p) {
                if world.isClassBound(q) && !decl.isClass {
                    error(Diagnostics.nonClassConformsToClassProtocol(decl.name, q.name), at: nameNode)
                    continue
                }
                var missing: [(position: AbsolutePosition, note: CompileNote?)] = []
                for reqs in q.methods.values {
                    for r in reqs where !r.isOptionalRequirement && !hasWitness(decl, name: r.name, key: r.dispatchKey, isProperty: false) {
                        missing.append(requirementNote(r, beside: nameNode))
                    }
                }
                for reqs in q.properties.values {
                    for r in reqs where !isOptionalProperty(r) && !hasWitness(decl, name: r.name, key: r.dispatchKey, isProperty: true) {
                        missing.append(requirementNote(r, beside: nameNode))
                    }
                }
                guard !missing.isEmpty else { continue }
                let notes = missing.sorted { $0.position < $1.position }.compactMap(\.note)
                error(
                    Diagnostics.doesNotConform(decl.name, q.name), at: nameNode,
                    notes: notes + [CompileNote(Diagnostics.addStubsForConformance, at: nameNode)])
            }
        }
    }

    /// A class that names a protocol its superclass already conforms to (`class Song: NSObject, Hashable`):
    /// swiftc's error at the protocol's name, with its note at the class's.
    private func rejectRedundantConformances(_ decl: NominalDecl, nameNode: Syntax) {
        guard let inherited = decl.syntax?.declGroup?.inheritanceClause?.inheritedTypes else { return }
        for p in decl.conformances {
            guard let written = inherited.first(where: { $0.type.trimmedDescription == p.name }) else { continue }
            rejectInheritedConformance(decl, to: p, writtenAt: written.type)
        }
    }

    /// The same for a conformance an extension adds (`extension Song: Hashable {}`). True when it was rejected.
    @discardableResult
    func rejectInheritedConformance(_ decl: NominalDecl, to p: NominalDecl, writtenAt node: TypeSyntax) -> Bool {
        guard decl.isClass, !decl.fromPrelude, let sup = decl.superclassDecl, let nameNode = decl.nameNode,
            world.allConformances(of: sup).contains(where: { $0 === p })
        else { return false }
        error(
            Diagnostics.redundantConformance(decl.name, p.name), at: node,
            notes: [CompileNote(Diagnostics.inheritsConformanceFromSuperclass(decl.name, p.name), at: nameNode)])
        return true
    }

    /// The note for a missing method requirement; none when the protocol is in another entry or a prelude
    /// (swiftc would point into a file the learner cannot see the same way).
    private func requirementNote(_ r: FuncDecl, beside anchor: Syntax) -> (position: AbsolutePosition, note: CompileNote?) {
        guard let node = r.nameNode, node.root.id == anchor.root.id else { return (AbsolutePosition(utf8Offset: 0), nil) }
        let type: String
        switch r.kind {
        case .initializer:
            type =
                "("
                + r.params.map { p in p.label.map { "\($0): " } ?? "" }.enumerated()
                .map { $1 + r.params[$0].type.diagnosticDescription }.joined(separator: ", ") + ")"
        default:
            type = "(" + r.params.map(\.type.diagnosticDescription).joined(separator: ", ") + ") -> " + r.resultType.diagnosticDescription
        }
        let kind = r.kind == .initializer ? "initializer" : "function"
        let position = node.positionAfterSkippingLeadingTrivia
        return (position, CompileNote(Diagnostics.protocolRequires(kind, r.diagnosticName, type: type), at: node))
    }

    private func requirementNote(_ r: VarDecl, beside anchor: Syntax) -> (position: AbsolutePosition, note: CompileNote?) {
        guard let syntax = r.syntax, syntax.root.id == anchor.root.id else { return (AbsolutePosition(utf8Offset: 0), nil) }
        let node = syntax.as(PatternBindingSyntax.self).map { Syntax($0.pattern) } ?? syntax
        let position = node.positionAfterSkippingLeadingTrivia
        return (position, CompileNote(Diagnostics.protocolRequires("property", r.name, type: r.type.diagnosticDescription), at: node))
    }
}
