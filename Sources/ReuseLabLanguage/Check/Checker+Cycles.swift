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
                if let node = decl.nameNode {
                    let through = seen.dropFirst().compactMap { member in
                        member.nameNode.map { CompileNote(Diagnostics.throughClassDeclaredHere(member.name), at: $0) }
                    }
                    error(Diagnostics.inheritsFromItself(decl.name), at: node, notes: Array(through))
                }
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
        if let node = named.nameNode {
            let through = path.filter { $0 !== named }.compactMap { member in
                member.nameNode.map { CompileNote(Diagnostics.throughProtocolDeclaredHere(member.name), at: $0) }
            }
            error(Diagnostics.protocolRefinesItself(named.name), at: node, notes: through)
        }
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
        // Reading every prelude type's stored properties would declare them all; the eager prelude test checks them.
        guard !defersPreludeMembers else { return }
        for pending in pendingTypes {
            let decl = pending.decl
            if decl.kind == .structType {
                for v in decl.storedProperties {
                    guard let path = cyclePath(v.type, to: decl, visited: []) else { continue }
                    let anchor: Syntax =
                        v.syntax?.as(PatternBindingSyntax.self).map { Syntax($0.pattern) } ?? v.syntax ?? Syntax(decl.nameNode!)
                    error(Diagnostics.recursiveValueType(decl.name), at: anchor, notes: cycleNote(from: v.type, path, at: anchor))
                    break  // swiftc reports a struct's first such property only
                }
            } else if decl.kind == .enumType && !isIndirect(pending.syntax), let node = decl.nameNode {
                for c in decl.caseOrder where !c.isIndirect && !c.payload.isEmpty {
                    let payload = payloadType(c)
                    guard let path = cyclePath(payload, to: decl, visited: []) else { continue }
                    var notes: [CompileNote] = []
                    if let element = c.element, element.root.id == node.root.id {
                        notes =
                            path.isEmpty
                            ? [CompileNote(Diagnostics.recursiveCaseHere, at: element.name)]
                            : cycleNote(from: payload, path, at: element.name)
                    }
                    error(Diagnostics.recursiveEnumNotIndirect(decl.name), at: node, notes: notes)
                    break
                }
            }
        }
    }

    private func isIndirect(_ group: DeclGroupSyntax) -> Bool {
        group.modifiers.contains { $0.name.isKeyword(.indirect) }
    }

    /// One step of the path swiftc draws under a recursive value type: the component entered (a stored
    /// property's name, a tuple's `.1`, an enum case's `some(_:)`) and the type found there.
    private struct CycleStep {
        let component: String
        let type: SType
    }

    /// How a value of `type` stores a `target` inline, or nil when it does not (arrays, dictionaries, classes
    /// and functions box it): empty when `type` is `target` itself.
    private func cyclePath(_ type: SType, to target: NominalDecl, visited: [NominalDecl]) -> [CycleStep]? {
        switch type {
        case .optional(let w):
            return cyclePath(w, to: target, visited: visited).map { [CycleStep(component: "some(_:)", type: w)] + $0 }
        case .tuple(let elements, _):
            for (i, e) in elements.enumerated() {
                if let rest = cyclePath(e, to: target, visited: visited) { return [CycleStep(component: ".\(i)", type: e)] + rest }
            }
            return nil
        case .nominal(let d, _):
            if d === target { return [] }
            if visited.contains(where: { $0 === d }) || d.fromPrelude { return nil }
            if d.kind == .structType {
                for p in d.storedProperties {
                    if let rest = cyclePath(p.type, to: target, visited: visited + [d]) {
                        return [CycleStep(component: p.name, type: p.type)] + rest
                    }
                }
            }
            if d.kind == .enumType, !(d.syntax?.declGroup.map(isIndirect) ?? false) {
                for c in d.caseOrder where !c.isIndirect && !c.payload.isEmpty {
                    let payload = payloadType(c)
                    if let rest = cyclePath(payload, to: target, visited: visited + [d]) {
                        return [CycleStep(component: caseName(c), type: payload)] + rest
                    }
                }
            }
            return nil
        default: return nil
        }
    }

    /// A case's payload as one type: the value itself when it is one unlabelled value, else a tuple.
    private func payloadType(_ c: EnumCaseDecl) -> SType {
        if c.payload.count == 1, c.payload[0].label == nil { return c.payload[0].type }
        return .tuple(c.payload.map(\.type), labels: c.payload.map(\.label))
    }

    /// `some(_:)`, `node(next:)`.
    private func caseName(_ c: EnumCaseDecl) -> String {
        c.name + "(" + c.payload.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// swiftc's "cycle beginning here: Wrap -> (m: Mid) -> (n: N3)", for a component of type `type`; none
    /// when the component is the type itself.
    private func cycleNote(from type: SType, _ path: [CycleStep], at node: some SyntaxProtocol) -> [CompileNote] {
        guard !path.isEmpty else { return [] }
        let steps = path.map { " -> (\($0.component): \($0.type.diagnosticDescription))" }.joined()
        return [CompileNote(Diagnostics.cycleBeginningHere(type.diagnosticDescription + steps), at: node)]
    }
}
