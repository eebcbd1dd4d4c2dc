import SwiftSyntax

/// Conformances swiftc writes itself: `Equatable` and `Hashable` for structs and enums, `Encodable` and
/// `Decodable` for any type. When a type declares one in its own inheritance clause without writing the
/// requirement, every stored property (or associated value) must conform too; otherwise swiftc refuses the
/// conformance, with a note at each property that prevents it. A class never gets `Equatable` or `Hashable`
/// written for it.
extension Checker {
    func checkSynthesizedConformances(_ decl: NominalDecl) {
        guard !decl.fromPrelude, let nameNode = decl.nameNode, let inheritance = inheritedNames(of: decl) else { return }
        for proto in synthesizedProtocols(in: inheritance) {
            guard let protoDecl = world.types[proto], protoDecl.fromPrelude, !writesRequirement(of: proto, in: decl) else {
                continue
            }
            if decl.isClass && (proto == "Equatable" || proto == "Hashable") {
                // Inherited from a superclass (NSObject): that is a redundant conformance, not a synthesis.
                if decl.superclass.map({ world.conforms($0, to: protoDecl) }) == true { continue }
                var notes = [CompileNote(Diagnostics.synthesisNotSupportedForClasses(proto), at: nameNode)]
                if proto == "Equatable" { notes.append(CompileNote(Diagnostics.addStubsForConformance, at: nameNode)) }
                error(Diagnostics.synthesisFailed(decl.name, proto, spelled: spelledWithParameters(decl)), at: nameNode, notes: notes)
                continue
            }
            // Keys that name no property are all swiftc says; otherwise, each property that blocks synthesis.
            let coding = proto == "Encodable" || proto == "Decodable"
            var notes = coding ? unmatchedCodingKeys(of: decl) : []
            if notes.isEmpty {
                notes = blockingMembers(of: decl, for: protoDecl, keyedOnly: coding).map { type, node in
                    CompileNote(synthesisNote(proto, type: type, owner: decl), at: node)
                }
            }
            guard !notes.isEmpty else { continue }
            if proto == "Equatable" { notes.append(CompileNote(Diagnostics.addStubsForConformance, at: nameNode)) }
            error(Diagnostics.synthesisFailed(decl.name, proto, spelled: spelledWithParameters(decl)), at: nameNode, notes: notes)
        }
        if synthesizedProtocols(in: inheritance).contains("Decodable") { warnOfUndecodedConstants(decl) }
    }

    /// The names in the type's own inheritance clause, or nil when it has none.
    private func inheritedNames(of decl: NominalDecl) -> [String]? {
        guard let clause = decl.syntax?.declGroup?.inheritanceClause else { return nil }
        return clause.inheritedTypes.map { $0.type.trimmedDescription }
    }

    /// In swiftc's order of errors: `Hashable` before the `Equatable` it implies, `Decodable` before `Encodable`.
    private func synthesizedProtocols(in names: [String]) -> [String] {
        var wanted: Set<String> = []
        for name in names {
            switch name {
            case "Hashable": wanted.formUnion(["Hashable", "Equatable"])
            case "Equatable": wanted.insert("Equatable")
            case "Codable": wanted.formUnion(["Decodable", "Encodable"])
            case "Encodable", "Decodable": wanted.insert(name)
            default: break
            }
        }
        return ["Hashable", "Equatable", "Decodable", "Encodable"].filter(wanted.contains)
    }

    /// The learner wrote the requirement, so nothing is synthesized.
    private func writesRequirement(of proto: String, in decl: NominalDecl) -> Bool {
        switch proto {
        case "Equatable": return decl.methods(named: "==") != nil
        case "Hashable": return decl.methods(named: "hash") != nil || decl.properties(named: "hashValue") != nil
        case "Encodable": return decl.methods(named: "encode") != nil
        case "Decodable": return decl.initializers.contains { $0.params.first?.label == "from" }
        default: return false
        }
    }

    /// Each stored property (or associated value) whose type does not conform, with where swiftc points:
    /// the property's name, or the associated value's type.
    private func blockingMembers(of decl: NominalDecl, for proto: NominalDecl, keyedOnly: Bool) -> [(String, Syntax)] {
        var found: [(String, Syntax)] = []
        if decl.kind == .enumType {
            for c in decl.caseOrder {
                let written = c.element?.parameterClause?.parameters.map(\.type) ?? []
                for (i, payload) in c.payload.enumerated() where !conformsForSynthesis(payload.type, to: proto) && i < written.count {
                    let type = written[written.index(written.startIndex, offsetBy: i)]
                    found.append((type.trimmedDescription, Syntax(type)))
                }
            }
            return found
        }
        // With `CodingKeys`, only the properties it names are coded.
        let keys = keyedOnly ? decl.nestedTypes["CodingKeys"].map { Set($0.caseOrder.map(\.name)) } : nil
        for p in decl.storedProperties where !p.isStatic && keys?.contains(p.name) != false {
            guard !conformsForSynthesis(p.type, to: proto), let binding = p.syntax?.as(PatternBindingSyntax.self) else { continue }
            // swiftc names the type as written (`() -> Void`, not `() -> ()`).
            found.append((binding.typeAnnotation?.type.trimmedDescription ?? p.type.description, Syntax(binding.pattern)))
        }
        return found
    }

    private func conformsForSynthesis(_ type: SType, to proto: NominalDecl) -> Bool {
        if type.isError { return true }
        if case .function = type { return false }
        if case .tuple = type { return false }
        return world.conforms(type, to: proto)
    }

    private func synthesisNote(_ proto: String, type: String, owner: NominalDecl) -> Diagnostics.Message {
        switch proto {
        case "Encodable", "Decodable": return Diagnostics.cannotSynthesizeCoding(proto, because: type)
        default:
            return owner.kind == .enumType
                ? Diagnostics.associatedValuePreventsSynthesis(type, proto, spelledWithParameters(owner))
                : Diagnostics.storedPropertyPreventsSynthesis(type, proto, spelledWithParameters(owner))
        }
    }

    /// `enum CodingKeys: String, CodingKey { case other }`: a key that names no stored property.
    private func unmatchedCodingKeys(of decl: NominalDecl) -> [CompileNote] {
        guard let keys = decl.nestedTypes["CodingKeys"], keys.kind == .enumType else { return [] }
        let stored = Set(decl.storedProperties.map(\.name))
        return keys.caseOrder.compactMap { c in
            guard !stored.contains(c.name), let element = c.element else { return nil }
            return CompileNote(Diagnostics.codingKeyMatchesNoProperty(c.name), at: element.name)
        }
    }

    /// `let id = 1` in a `Decodable` type: decoding cannot overwrite it, and swiftc says so.
    private func warnOfUndecodedConstants(_ decl: NominalDecl) {
        guard decl.nestedTypes["CodingKeys"] == nil, decl.kind != .enumType else { return }
        for p in decl.storedProperties where p.isLet && !p.isStatic && p.initialSyntax != nil {
            guard let binding = p.syntax?.as(PatternBindingSyntax.self) else { continue }
            warning(
                Diagnostics.immutablePropertyWillNotBeDecoded, at: binding.pattern,
                notes: [
                    CompileNote(Diagnostics.setInitialValueOrListCodingKey(p.name), at: binding.pattern),
                    CompileNote(Diagnostics.makePropertyMutable, at: binding.pattern),
                ])
        }
    }

    /// `Box<T>`: how swiftc names a generic type in the notes of a synthesis and in its `Equatable` error.
    private func spelledWithParameters(_ decl: NominalDecl) -> String {
        decl.genericParams.isEmpty ? decl.name : decl.name + "<" + decl.genericParams.map(\.name).joined(separator: ", ") + ">"
    }
}
