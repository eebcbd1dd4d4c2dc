import SwiftSyntax

/// Name lookup where a property and methods share a base name (`var collectionView` beside
/// `func collectionView(_:cellForItemAt:)`): a call goes to a method whose argument labels fit, and
/// otherwise to the property, as swiftc ranks them (so `collectionView(x, wrongLabel: 0)` is reported
/// as calling the non-function property).
extension Checker {
    /// `names.last { … }` beside the property `last`: a trailing closure's label is not written, so with one
    /// the labels cannot tell, and a property is called only when it holds a function or no method has the name.
    func callsPropertyRatherThanMethod(_ members: [FoundMember], args: [CallArgument]) -> Bool {
        let hasTrailingClosure = args.last?.node.is(ClosureExprSyntax.self) == true
        let hasMethods = members.contains {
            if case .method(let f) = $0.kind { return f.kind != .initializer }
            return false
        }
        let propertyIsCallable = members.contains {
            if case .property(let v) = $0.kind { return v.type.isFunction || !hasMethods }
            return false
        }
        return (!hasTrailingClosure || propertyIsCallable) && callsProperty(members, args: args)
    }

    /// The methods among `members`, initializers left out, as call candidates.
    func methodCandidates(_ members: [FoundMember]) -> [CallCandidate] {
        members.compactMap { m in
            if case .method(let f) = m.kind, f.kind != .initializer { return CallCandidate(decl: f, subst: m.subst) }
            return nil
        }
    }

    func callsProperty(_ members: [FoundMember], args: [CallArgument]) -> Bool {
        guard
            members.contains(where: {
                if case .property = $0.kind { return true }
                return false
            })
        else { return false }
        let labels = args.map(\.label)
        return !members.contains { m in
            if case .method(let f) = m.kind, f.kind != .initializer { return labelsFit(f, labels) }
            return false
        }
    }

    /// The labels can be matched to the parameters in order, skipping parameters with default values.
    func labelsFit(_ f: FuncDecl, _ labels: [String?]) -> Bool {
        var remaining = labels[...]
        for p in f.params {
            if let next = remaining.first, next == p.label {
                remaining = remaining.dropFirst()
                if p.isVariadic { while remaining.first == .some(nil) { remaining = remaining.dropFirst() } }
            } else if p.defaultSyntax == nil && !p.isVariadic {
                return false
            }
        }
        return remaining.isEmpty
    }
}

extension Checker {
    /// Inside a method, a bare name finds the type's methods first and stops there, as swiftc's unqualified
    /// lookup does: when only a global function of the learner's fits the call, swiftc says so.
    func rejectGlobalShadowedByMethod(_ name: String, methods: [FuncDecl], args: [CallArgument], at node: some SyntaxProtocol) -> Bool {
        let labels = args.map(\.label)
        guard !methods.isEmpty, !methods.contains(where: { labelsFit($0, labels) }),
            let global = world.functions.declared[name]?.first(where: { !$0.isFromPrelude && labelsFit($0, labels) })
        else { return false }
        // swiftc calls the member an instance method here even when it is a `static` or `class` one.
        let kind = "instance method"
        let declared = global.nameNode.map { [CompileNote(Diagnostics.declaredHere(name), at: $0)] } ?? []
        error(Diagnostics.memberShadowsGlobalFunction(name, kind, global.diagnosticName, scriptModuleName), at: node, notes: declared)
        return true
    }

    /// swiftc names a script's module after its file (`Cells.swift` is module `Cells`) when that is an
    /// identifier, and `main` otherwise (`cell-reuse.swift`, a REPL entry).
    private var scriptModuleName: String {
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        let stem = base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
        guard let first = stem.first, first.isLetter || first == "_",
            stem.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return "main" }
        return stem
    }
}

extension FoundMember {
    var isProperty: Bool {
        if case .property = kind { return true }
        return false
    }
}
