import SwiftSyntax

/// Declarations that contain or inherit from themselves. swiftc rejects them; left in, every walk up a class
/// chain, through a protocol's parents or into a struct's fields would recurse until the stack is gone. Each
/// cycle is reported once, as swiftc does, and then cut so that nothing after this pass can loop.
extension Checker {
    /// `class A: B {}; class B: A {}` and `protocol P: Q {}; protocol Q: P {}`, after the headers are resolved.
    func breakInheritanceCycles() {
        for pending in pendingTypes {
            let decl = pending.decl
            if decl.isClass { breakSuperclassCycle(from: decl) }
            if decl.isProtocol { breakRefinementCycle(from: decl) }
        }
    }

    private func breakSuperclassCycle(from decl: NominalDecl) {
        var seen: [NominalDecl] = []
        var current: NominalDecl? = decl
        while let c = current {
            if seen.contains(where: { $0 === c }) {
                guard c === decl else { return }  // a cycle further up: reported when its own first member is visited
                if let node = decl.nameNode { error(Diagnostics.inheritsFromItself(decl.name), at: node) }
                for member in seen { member.superclass = nil }
                return
            }
            seen.append(c)
            current = c.superclassDecl
        }
    }

    /// swiftc names the protocol after the first declared one in the cycle (the protocol itself for `P: P`).
    private func breakRefinementCycle(from decl: NominalDecl) {
        guard let path = refinementPath(from: decl, to: decl, visited: []) else { return }
        let named = path.count > 1 ? path[1] : decl
        if let node = named.nameNode { error(Diagnostics.protocolRefinesItself(named.name), at: node) }
        for (i, p) in path.enumerated() {
            let next = path[(i + 1) % path.count]
            p.conformances.removeAll { $0 === next }
        }
    }

    /// Protocols from `start` back to `target` through parents, or nil when `target` is not reached.
    private func refinementPath(from start: NominalDecl, to target: NominalDecl, visited: [NominalDecl]) -> [NominalDecl]? {
        for parent in start.conformances where parent.isProtocol {
            if parent === target { return [start] }
            if visited.contains(where: { $0 === parent }) || parent.fromPrelude { continue }
            if let rest = refinementPath(from: parent, to: target, visited: visited + [start]) { return [start] + rest }
        }
        return nil
    }

    /// `struct S { var s: S }` and `enum E { case a(E) }` without `indirect`, once members are declared.
    func rejectRecursiveValueTypes() {
        for pending in pendingTypes {
            let decl = pending.decl
            if decl.kind == .structType {
                for v in decl.storedProperties where contains(v.type, decl, visited: []) {
                    let anchor: Syntax =
                        v.syntax?.as(PatternBindingSyntax.self).map { Syntax($0.pattern) } ?? v.syntax ?? Syntax(decl.nameNode!)
                    error(Diagnostics.recursiveValueType(decl.name), at: anchor)
                }
            } else if decl.kind == .enumType && !isIndirect(pending.syntax) {
                let direct = decl.caseOrder.filter { !$0.isIndirect }
                if direct.contains(where: { c in c.payload.contains { contains($0.type, decl, visited: []) } }), let node = decl.nameNode {
                    error(Diagnostics.recursiveEnumNotIndirect(decl.name), at: node)
                }
            }
        }
    }

    private func isIndirect(_ group: DeclGroupSyntax) -> Bool {
        group.modifiers.contains { $0.name.tokenKind == .keyword(.indirect) }
    }

    /// Whether a value of `type` stores a `target` inline (arrays, dictionaries, classes and functions box it).
    private func contains(_ type: SType, _ target: NominalDecl, visited: [NominalDecl]) -> Bool {
        switch type {
        case .optional(let w): return contains(w, target, visited: visited)
        case .tuple(let elements, _): return elements.contains { contains($0, target, visited: visited) }
        case .nominal(let d, _):
            if d === target { return true }
            if visited.contains(where: { $0 === d }) || d.fromPrelude { return false }
            if d.kind == .structType {
                return d.storedProperties.contains { contains($0.type, target, visited: visited + [d]) }
            }
            if d.kind == .enumType, !(d.syntax?.asProtocol(DeclGroupSyntax.self).map(isIndirect) ?? false) {
                return d.caseOrder.contains { c in !c.isIndirect && c.payload.contains { contains($0.type, target, visited: visited + [d]) }
                }
            }
            return false
        default: return false
        }
    }
}
