import SwiftSyntax

/// The library's collection members that swiftc declares in constrained extensions (`sorted()` where
/// `Element: Comparable`, `firstIndex(of:)` where `Element: Equatable`): ReuseLab's prelude declares them
/// unconstrained, so the requirement is checked here, on the element type of the receiver, in swiftc's words.
extension Checker {
    private struct ElementRequirement {
        let member: String
        /// The protocol whose extension declares the member, as swiftc names it.
        let owner: String
        let proto: String
    }

    private static let elementRequirements: [String: ElementRequirement] = [
        "Array.sorted()": ElementRequirement(member: "sorted()", owner: "Sequence", proto: "Comparable"),
        "Set.sorted()": ElementRequirement(member: "sorted()", owner: "Sequence", proto: "Comparable"),
        "Array.min()": ElementRequirement(member: "min()", owner: "Sequence", proto: "Comparable"),
        "Set.min()": ElementRequirement(member: "min()", owner: "Sequence", proto: "Comparable"),
        "Array.max()": ElementRequirement(member: "max()", owner: "Sequence", proto: "Comparable"),
        "Set.max()": ElementRequirement(member: "max()", owner: "Sequence", proto: "Comparable"),
        "Array.sort()": ElementRequirement(member: "sort()", owner: "MutableCollection", proto: "Comparable"),
        "Array.firstIndex(of:)": ElementRequirement(member: "firstIndex(of:)", owner: "Collection", proto: "Equatable"),
        "Array.lastIndex(of:)": ElementRequirement(member: "lastIndex(of:)", owner: "BidirectionalCollection", proto: "Equatable"),
        "Array.contains(_:)": ElementRequirement(member: "contains(_:)", owner: "Sequence", proto: "Equatable"),
    ]

    /// Reports the missing conformance of the receiver's elements for `decl`, if any.
    func requireElementConformance(_ decl: FuncDecl, receiver: SType, args: [CallArgument], nameNode: some SyntaxProtocol) {
        guard let native = decl.native, let requirement = Checker.elementRequirements[native],
            let element = elementType(of: receiver), let conforms = knownConformance(element, to: requirement.proto),
            !conforms
        else { return }
        if native == "Array.contains(_:)", let argument = args.first {
            // swiftc prefers `contains(where:)` then, and asks for its label.
            error(Diagnostics.missingArgumentLabel("where"), at: argument.node)
            return
        }
        // swiftc's note points at the constrained extension of the standard library that declares the member.
        let message = Diagnostics.memberRequiresConformance(
            requirement.member, on: requirement.owner, element.diagnosticDescription, requirement.proto
        ).withLibraryNote(Diagnostics.whereParameterIs("Self.Element", Diagnostics.quoted(element)), at: "Swift.\(requirement.owner)")
        error(message, at: nameNode)
    }

    private func elementType(of receiver: SType) -> SType? {
        switch receiver {
        case .array(let e): return e
        case .nominal(let d, let args) where d === world.setDecl && args.count == 1: return args[0]
        default: return nil
        }
    }

    /// Whether `type` conforms to `Equatable` or `Comparable`; nil where ReuseLab cannot tell for sure
    /// (generic parameters, tuples, existentials), which are then left alone.
    private func knownConformance(_ type: SType, to proto: String) -> Bool? {
        let comparable = proto == "Comparable"
        switch type {
        case .nominal(let d, _):
            if d.kind == .builtin {
                if d === world.boolType { return !comparable }
                let scalars = [
                    world.intType, world.doubleType, world.cgFloatType, world.floatType, world.stringType, world.characterType,
                    world.substringType,
                ]
                if scalars.contains(where: { $0 === d }) { return true }
                return nil
            }
            if d.kind == .protocolType { return nil }
            let declared = world.allConformances(of: d).contains {
                $0.name == proto || (!comparable && ["Hashable", "Comparable"].contains($0.name))
            }
            return declared
        case .array(let e):
            if comparable { return false }
            return knownConformance(e, to: proto)
        case .function:
            return false
        default:
            return nil
        }
    }
}
