import SwiftSyntax

/// `Set<Row>` with a `Row` that is not `Hashable`: swiftc's conformance error at the type, where ReuseLab
/// would otherwise accept the set and compare its elements with `==`.
extension Checker {
    func rejectNonHashableSetElement(_ name: String, _ args: [SType], at node: some SyntaxProtocol) {
        guard name == "Set", args.count == 1, case .nominal(let d, _) = args[0], !d.fromPrelude,
            [.structType, .enumType, .classType].contains(d.kind), !isSupportedKey(d)
        else { return }
        error(Diagnostics.doesNotConform(d.name, "Hashable"), at: node)
    }
}
